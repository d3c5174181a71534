import Foundation
import ProcessLifecycle
import TestSupport

/// How big a soak runs: short by default (CI, `make test`), full with
/// `TILTQUIZ_SOAK=full` (`make soak`). `TILTQUIZ_SOAK_SEED` replays a run.
enum Soak {
    static let environment = ProcessInfo.processInfo.environment
    static let isFull = environment["TILTQUIZ_SOAK"] == "full"

    /// The short figure, or the full one under `make soak`.
    static func count(short: Int, full: Int) -> Int { isFull ? full : short }

    /// The seed of this run, printed so that a failure can be replayed.
    static func seed(_ name: String) -> UInt64 {
        let seed = environment["TILTQUIZ_SOAK_SEED"].flatMap { UInt64($0) } ?? 20_250_607
        print("soak \(name): seed \(seed) (TILTQUIZ_SOAK_SEED=\(seed) replays it), \(isFull ? "full" : "short") form")
        return seed
    }

    /// Appends one line to the soak's tally (docs/reliability.md cites these).
    static func report(_ line: String) {
        print("soak: \(line)")
    }
}

/// A `tiltquiz` child the soak controls: started with its output in files,
/// killed with SIGKILL, or waited for with a time limit.
final class Child {
    let process = Process()
    let stdoutPath: String
    let stderrPath: String
    let started: Date

    init(_ arguments: [String], folder: String, environment: [String: String] = [:]) throws {
        stdoutPath = folder + "/stdout.txt"
        stderrPath = folder + "/stderr.txt"
        FileManager.default.createFile(atPath: stdoutPath, contents: nil)
        FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: Tool.executable)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["SDL_AUDIODRIVER"] = "dummy"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        started = Date()
        try DyingChild.run(process)
    }

    var pid: Int32 { process.processIdentifier }
    var elapsed: Double { Date().timeIntervalSince(started) }

    /// SIGKILL now (SIGTERM is blocked in children of the test runner), then reap.
    func kill() {
        if process.isRunning { Foundation.kill(pid, SIGKILL) }
        process.waitUntilExit()
    }

    /// Waits for the exit, killing the child after `timeout` seconds; returns the status (nil: killed).
    func wait(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(2000) }
        if process.isRunning {
            kill()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    var stdout: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }
}
