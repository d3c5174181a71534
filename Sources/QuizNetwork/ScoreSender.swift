import Foundation
import QuizStore

/// What a round of the score sender did.
public struct ScoreSendReport: Equatable, Sendable {
    /// Scores the server took (2xx): gone from the outbox, never sent again.
    public var delivered: [String] = []
    /// Scores the server refused (4xx): dropped, each with its log line.
    public var dropped: [String] = []
    /// Scores to try again later (5xx or no answer), with the reason.
    public var deferred: [String] = []
    /// The lines to log: one per refused or deferred score.
    public var lines: [String] = []

    public init() {}
}

/// Drains the score outbox: POSTs each due score's JSON to its URL. 2xx removes it; 4xx drops it with a log
/// line (the server will never take it); 5xx or a network failure keeps it with a later retry time
/// (`ScoreOutbox.backoffSeconds`), stored in its row, so a restart keeps the schedule.
public struct ScoreSender: Sendable {
    public let outbox: ScoreOutbox
    public var transfer: HTTPTransfer

    public init(database: QuizDatabase, transfer: HTTPTransfer) {
        outbox = ScoreOutbox(database: database)
        self.transfer = transfer
    }

    /// Sends every score due at `now`. A failure of one URL defers that URL's other scores without a try.
    public func sendDue(at now: Date = Date()) -> ScoreSendReport {
        var report = ScoreSendReport()
        let due: [QueuedScore]
        do {
            due = try outbox.due(at: now, limit: 50)
        } catch {
            report.lines.append("scores: the outbox cannot be read: \(error)")
            return report
        }
        var unreachable: [String: String] = [:]
        for score in due {
            if let reason = unreachable[score.url] {
                postpone(score, reason, at: now, &report)
                continue
            }
            guard let url = URL(string: score.url) else {
                drop(score, "\(score.url) is not a URL", &report)
                continue
            }
            let headers = ["Content-Type": "application/json"]
            switch transfer.exchange(url, method: "POST", headers: headers, body: Data(score.body.utf8)) {
            case .failure(let failure):
                unreachable[score.url] = failure.description
                postpone(score, failure.description, at: now, &report)
            case .success(let response) where (200..<300).contains(response.status):
                do {
                    try outbox.remove(gameID: score.gameID)
                    report.delivered.append(score.gameID)
                } catch {
                    report.lines.append("scores: game \(score.gameID) was sent but stays queued: \(error)")
                }
            case .success(let response) where (400..<500).contains(response.status):
                drop(score, "the server refused it with \(response.status)", &report)
            case .success(let response):
                // A server in trouble: its other scores wait for the next round without a try.
                unreachable[score.url] = "the server answered \(response.status)"
                postpone(score, "the server answered \(response.status)", at: now, &report)
            }
        }
        return report
    }

    private func drop(_ score: QueuedScore, _ reason: String, _ report: inout ScoreSendReport) {
        try? outbox.remove(gameID: score.gameID)
        report.dropped.append(score.gameID)
        report.lines.append("scores: game \(score.gameID) dropped, not sent to \(score.url): \(reason)")
    }

    private func postpone(_ score: QueuedScore, _ reason: String, at now: Date, _ report: inout ScoreSendReport) {
        try? outbox.retryLater(gameID: score.gameID, problem: reason, at: now)
        report.deferred.append(score.gameID)
        let wait = Int(ScoreOutbox.backoffSeconds(afterFailures: score.attempts + 1))
        report.lines.append("scores: game \(score.gameID) not sent to \(score.url) (\(reason)); next try in \(wait) s")
    }
}
