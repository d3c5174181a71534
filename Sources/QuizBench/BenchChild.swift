import Foundation
import ProcessLifecycle
import QuizApp

/// The real `tiltquiz` binary, spawned by the bench the way a user starts it,
/// on SDL's dummy video driver and without sound; always killed with SIGKILL, and with the bench when it
/// is killed (`DyingChild`: stopping a bench never leaves its game running).
final class BenchChild {
    let process = Process()
    private let output = Pipe()
    /// CLOCK_MONOTONIC seconds just before the spawn.
    private(set) var spawnedAt = 0.0

    /// `videoDriver` is SDL's (the environment's, else dummy, unless given).
    init(_ arguments: [String], videoDriver: String? = nil) {
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = videoDriver ?? environment["SDL_VIDEODRIVER"] ?? "dummy"
        environment["SDL_AUDIODRIVER"] = "dummy"
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
    }

    /// `tiltquiz play` as the benches start it: `mode` over the store in `data`, in a 1280x720 window, without
    /// sound, then `extra`.
    static func playArguments(mode: String, data: String, _ extra: [String] = []) -> [String] {
        ["play", "--mode", mode, "--data", data, "--size", "1280x720", "--no-sound"] + extra
    }

    var pid: Int32 { process.processIdentifier }

    func start() throws {
        spawnedAt = Stopwatch.now()
        do {
            try DyingChild.run(process)
        } catch {
            throw CommandFailure("the bench cannot start \(process.executableURL?.path ?? "tiltquiz"): \(error)")
        }
    }

    /// Everything the child prints until it exits, killing it after `timeout` seconds.
    func waitForOutput(timeout: Double) -> String {
        let child = process
        let watchdog = DispatchWorkItem { [weak child] in
            if let child, child.isRunning { kill(child.processIdentifier, SIGKILL) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return String(decoding: data, as: UTF8.self)
    }

    func stop() {
        if process.isRunning { kill(pid, SIGKILL) }
        process.waitUntilExit()
    }

    /// User plus system CPU seconds the child has used, from /proc/PID/stat.
    func cpuSeconds() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name; utime and stime are fields 14 and 15 of the whole line.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
