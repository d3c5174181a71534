import Foundation
import QuizApp

/// The live bench's phones as one group: `size.phones` `LiveBenchPhone`s on the listener at `port`, played in this
/// process or in a child `tiltquiz bench-phones`, which prints what they saw (`LiveBenchLog.json()`).
public enum LiveBenchPhones {
    /// Plays the phones in this process until each reached the podium (or was refused).
    static func playing(port: Int, pin: String, _ size: LiveBench.Size, log: LiveBenchLog) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 0..<size.phones {
                let phone = LiveBenchPhone(
                    port: port, pin: pin, name: "Phone \(number + 1)", answerWithin: size.answerSeconds,
                    log: log)
                group.addTask { try await phone.play() }
            }
            try await group.waitForAll()
        }
    }

    /// Starts a child `tiltquiz bench-phones` for `size`'s phones on `port`.
    static func child(port: Int, pin: String, _ size: LiveBench.Size) throws -> BenchChild {
        let child = BenchChild([
            "bench-phones", "--port", String(port), "--pin", pin, "--phones", String(size.phones),
            "--question-seconds", String(size.questionSeconds),
        ])
        try child.start()
        return child
    }

    /// `tiltquiz bench-phones`: plays the phones against `port` and returns what they saw, as one JSON line.
    /// Each phone answers within the first 80 % of `questionSeconds`.
    public static func run(port: Int, pin: String, phones: Int, questionSeconds: Double) throws -> String {
        let size = LiveBench.Size(phones: phones, questions: 0, questionSeconds: questionSeconds)
        let log = LiveBenchLog()
        try FleetBench.blocking { try await playing(port: port, pin: pin, size, log: log) }
        return log.json()
    }
}
