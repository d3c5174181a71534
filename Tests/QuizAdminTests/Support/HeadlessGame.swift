import Foundation
import GRDB
import QuizStore
import TestSupport

/// The real `tiltquiz` game, headless (virtual clock, JSON summary on stdout), started by a test on a store
/// folder with a script of keys; the test can act while it runs and read its summary at the end.
final class HeadlessGame: @unchecked Sendable {
    private let running: Tool.Running

    /// The game's process, while the test acts on the store.
    var process: Process { running.process }

    /// Starts a trivia game on the store in `data` with `steps` (seconds of the virtual clock, key); with
    /// `hold`, the game stops at that second until the file exists (the script's `until` step).
    init(data: String, steps: [(Double, String)], hold: (time: Double, file: String)? = nil, seed: String = "7") throws
    {
        let script = data + "/script-\(UUID().uuidString).jsonl"
        var timed = steps.map { (time: $0.0, line: ScriptedInput.key($0.0, $0.1)) }
        if let hold { timed.append((hold.time, ScriptedInput.until(hold.time, hold.file))) }
        Tool.write(ScriptedInput.text(timed.sorted { $0.time < $1.time }.map(\.line)), to: script)
        running = try Tool.start([
            "play", "--mode", "trivia", "--headless", "--data", data, "--seed", seed, "--input", script,
        ])
    }

    /// Waits for the game to end (killed after `timeout` seconds) and reads its summary.
    func summary(timeout: Double = 300) throws -> TriviaSummary {
        let result = running.finish(timeout: timeout)
        guard result.status == 0 else {
            throw RawHTTP.Failure(description: "the game ended with \(result.status): \(result.stderr)")
        }
        return try JSONSummary.only(TriviaSummary.self, in: result.stdout)
    }

    /// Plays `steps` to the end on a copy of the store file in `data` (the same state, so the same seed deals the
    /// same questions), and returns each question's right key ("1" to "4").
    static func rightKeys(copying data: String, steps: [(Double, String)]) throws -> [String] {
        let copy = TemporaryFolder(prefix: "tiltquiz-dry-")
        // Copied through SQLite: copying the file would open and close it in this process, which drops the
        // POSIX locks the admin's own connections hold on it, so the next game to open it truncates the
        // shared-memory file they map (a bus error in this process).
        let file = "/tiltquiz.sqlite"
        try DatabaseQueue(path: data + file).backup(to: try DatabaseQueue(path: copy.path + file))
        return try HeadlessGame(data: copy.path, steps: steps).summary().answers.map { answer in
            String((answer.options.firstIndex { $0.correct } ?? 0) + 1)
        }
    }

    /// The answers saved in the store in `data` once there is one, read on a connection of its own (it waits while
    /// the game writes, as they all do); 0 after 600 looks.
    static func firstAnswers(in data: String) async throws -> Int {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.readonly = true
        let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: data), configuration: configuration)
        var answers = 0
        for _ in 0..<600 where answers == 0 {
            answers = try await queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer") ?? 0 }
            if answers == 0 { try await Task.sleep(for: .milliseconds(20)) }
        }
        return answers
    }
}
