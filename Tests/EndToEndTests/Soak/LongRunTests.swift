import Foundation
import TestSupport
import Testing

/// Long run: hours of virtual time of title and play cycles in one process,
/// watched from outside through /proc: its resident memory and open file
/// descriptors must stop growing once it has warmed up.
@Suite(.serialized) struct LongRunTests {
    /// One reading of the child's /proc.
    struct Reading {
        var rssKilobytes: Int
        var descriptors: Int
    }

    @Test(arguments: ["trivia", "tilt"])
    func hoursOfPlayGrowNeitherMemoryNorDescriptors(mode: String) throws {
        let minutes = Soak.count(short: 20, full: 120)
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
        let status = child.wait(timeout: 60)
        #expect(status == 0, "\(child.stderr)")
        let answers = try StoreAudit(path: folder + "/data/tiltquiz.sqlite").count("SELECT COUNT(*) FROM answer")
        try #require(readings.count >= 20, "too few readings (\(readings.count)) to judge")
        // Warm: a quarter to 40 % of the way; late: the last quarter. A leak grows
        // steadily, so even the late minimum would pass the warm maximum; short
        // transients (a temporary file for a sort) may add a descriptor or two.
        let warm = readings[(readings.count / 4)..<(readings.count * 2 / 5)]
        let late = readings.suffix(readings.count / 4)
        let warmRSS = warm.map(\.rssKilobytes).max() ?? 0
        let lateRSS = late.map(\.rssKilobytes).sorted()[late.count / 2]
        let warmDescriptors = warm.map(\.descriptors).max() ?? 0
        let lateDescriptors = late.map(\.descriptors)
        Soak.report(
            "long run \(mode): \(minutes) min of virtual time in \(String(format: "%.1f", child.elapsed)) s, "
                + "\(answers) answers, RSS \(warmRSS) kB warm -> \(lateRSS) kB late (median), "
                + "fds \(warmDescriptors) -> \(lateDescriptors.min() ?? 0)...\(lateDescriptors.max() ?? 0)")
        #expect(answers >= minutes * 2, "the cycles did not play")
        #expect((lateDescriptors.min() ?? 0) <= warmDescriptors, "file descriptors grew")
        #expect((lateDescriptors.max() ?? 0) <= warmDescriptors + 2, "file descriptors grew")
        #expect(lateRSS <= warmRSS + warmRSS / 20 + 2048, "memory grew")
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
