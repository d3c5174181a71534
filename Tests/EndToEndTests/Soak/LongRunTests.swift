import Foundation
import TestSupport
import Testing

/// Long run: hours of virtual time of title and play cycles in one process,
/// watched from outside through /proc. A run twice as long must end with
/// the same resident memory and open file descriptors as the shorter one:
/// a leak grows with the cycles played. Each run is judged on its last
/// quarter, so a start slowed by a loaded machine is never taken for the
/// warm state (CI once read 62.9 MB "warm" that was still the start).
/// Besides 5 % + 2 MB, one window framebuffer is allowed: SDL's software
/// renderer allocates the 1280x720 window's pixels (3,600 kB) at the start,
/// and some runs hold them resident to the end and others not, whatever
/// their length (measured at 10, 20, 60 and 120 minutes).
@Suite(.serialized) struct LongRunTests {
    /// One reading of the child's /proc.
    struct Reading {
        var rssKilobytes: Int
        var descriptors: Int
    }

    /// What one run of the game ended with.
    struct RunEnd {
        var answers: Int
        var seconds: Double
        var rssKilobytes: Int
        var descriptors: ClosedRange<Int>
    }

    @Test(arguments: ["trivia", "tilt"])
    func hoursOfPlayGrowNeitherMemoryNorDescriptors(mode: String) throws {
        let minutes = Soak.count(short: 20, full: 120)
        let half = try run(mode: mode, minutes: minutes / 2)
        let whole = try run(mode: mode, minutes: minutes)
        Soak.report(
            "long run \(mode): \(minutes / 2) then \(minutes) min of virtual time in "
                + String(format: "%.1f and %.1f s, ", half.seconds, whole.seconds)
                + "\(half.answers) and \(whole.answers) answers, RSS at the end (median of the last quarter) "
                + "\(half.rssKilobytes) -> \(whole.rssKilobytes) kB, fds \(half.descriptors) -> \(whole.descriptors)")
        #expect(half.answers >= minutes, "the shorter run did not play")
        #expect(whole.answers >= minutes * 2, "the cycles did not play")
        #expect(whole.descriptors.lowerBound <= half.descriptors.upperBound, "file descriptors grew")
        #expect(whole.descriptors.upperBound <= half.descriptors.upperBound + 2, "file descriptors grew")
        let framebuffer = 1280 * 720 * 4 / 1024
        #expect(
            whole.rssKilobytes <= half.rssKilobytes + half.rssKilobytes / 20 + 2048 + framebuffer,
            "memory grew with the time played")
    }

    /// Plays `minutes` of virtual time headless and reads the child's /proc
    /// every 20 ms until it exits.
    func run(mode: String, minutes: Int) throws -> RunEnd {
        let folder = Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lines =
            mode == "trivia"
            ? SoakScripts.trivia(cycles: Int(Double(minutes * 60) / SoakScripts.triviaCycleSeconds))
            : SoakScripts.tilt(rounds: Int(Double(minutes * 60) / 19.5), seed: 11)
        Tool.write(SoakScripts.text(lines), to: folder + "/script.jsonl")
        let child = try Child(
            [
                "play", "--mode", mode, "--headless", "--data", folder + "/data", "--seed", "4", "--input",
                folder + "/script.jsonl",
            ],
            folder: folder)
        var readings: [Reading] = []
        while child.process.isRunning, child.elapsed < 600 {
            // A process on its way out has closed its descriptors: no reading.
            if let reading = Self.read(pid: child.pid), reading.descriptors > 0 { readings.append(reading) }
            usleep(20_000)
        }
        let seconds = child.elapsed
        let status = child.wait(timeout: 60)
        #expect(status == 0, "\(child.stderr)")
        let answers = try StoreAudit(path: folder + "/data/tiltquiz.sqlite").count("SELECT COUNT(*) FROM answer")
        try #require(readings.count >= 20, "too few readings (\(readings.count)) to judge")
        let late = readings.suffix(readings.count / 4)
        let descriptors = late.map(\.descriptors)
        return RunEnd(
            answers: answers, seconds: seconds, rssKilobytes: late.map(\.rssKilobytes).sorted()[late.count / 2],
            descriptors: (descriptors.min() ?? 0)...(descriptors.max() ?? 0))
    }

    /// VmRSS and the count of /proc/PID/fd, or nil once the process is gone.
    static func read(pid: Int32) -> Reading? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }),
            let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
        else { return nil }
        return Reading(rssKilobytes: kilobytes, descriptors: descriptors.count)
    }
}
