import Foundation
import GRDB
import ProcessLifecycle

/// The real `tiltquiz` game, headless (virtual clock, JSON summary on stdout), started by a test on a store
/// folder with a script of keys; the test can act while it runs and read its summary at the end.
final class HeadlessGame: @unchecked Sendable {
    struct Answer: Decodable {
        struct Option: Decodable {
            var correct: Bool
        }

        var question: String
        var result: String
        var message: String?
        /// Seconds of the virtual clock when the question ended.
        var at: Double
        var options: [Option]
    }

    struct Summary: Decodable {
        var answers: [Answer]
        /// Lives at the end.
        var lives: Int
    }

    /// The binary beside the test bundle, else the build folder's.
    static var executable: String {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let beside = folder.appendingPathComponent("tiltquiz").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.path + "/.build/debug/tiltquiz"
    }

    let process = Process()
    private let out = Pipe()
    private let err = Pipe()

    /// Starts a trivia game on the store in `data` with `steps` (seconds of the virtual clock, key); with
    /// `hold`, the game stops at that second until the file exists (the script's `until` step).
    init(data: String, steps: [(Double, String)], hold: (time: Double, file: String)? = nil, seed: String = "7") throws
    {
        let script = data + "/script-\(UUID().uuidString).jsonl"
        var timed = steps.map { (time: $0.0, line: "{\"t\": \($0.0), \"key\": \"\($0.1)\"}") }
        if let hold { timed.append((hold.time, "{\"t\": \(hold.time), \"until\": \"\(hold.file)\"}")) }
        let lines = timed.sorted { $0.time < $1.time }.map(\.line)
        try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = [
            "play", "--mode", "trivia", "--headless", "--data", data, "--seed", seed, "--input", script,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_AUDIODRIVER"] = "dummy"
        environment["XDG_CONFIG_HOME"] = data + "/no-config"
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        try DyingChild.run(process)
    }

    /// Waits for the game to end (killed after `timeout` seconds) and reads its summary.
    func summary(timeout: Double = 300) throws -> Summary {
        let process = self.process
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        guard process.terminationStatus == 0 else {
            throw RawHTTP.Failure(
                description:
                    "the game ended with \(process.terminationStatus): \(String(decoding: errors, as: UTF8.self))")
        }
        return try JSONDecoder().decode(Summary.self, from: output)
    }

    /// Plays `steps` to the end on a copy of the store file in `data` (the same state, so the same seed deals the
    /// same questions), and returns each question's right key ("1" to "4").
    static func rightKeys(copying data: String, steps: [(Double, String)]) throws -> [String] {
        let copy = NSTemporaryDirectory() + "tiltquiz-dry-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        // Copied through SQLite: copying the file would open and close it in this process, which drops the
        // POSIX locks the admin's own connections hold on it, so the next game to open it truncates the
        // shared-memory file they map (a bus error in this process).
        let file = "/tiltquiz.sqlite"
        try DatabaseQueue(path: data + file).backup(to: try DatabaseQueue(path: copy + file))
        return try HeadlessGame(data: copy, steps: steps).summary().answers.map { answer in
            String((answer.options.firstIndex { $0.correct } ?? 0) + 1)
        }
    }
}
