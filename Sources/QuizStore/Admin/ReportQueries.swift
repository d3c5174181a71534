import Foundation
import GRDB

/// One report as the moderators see it: why, the note, who and when.
public struct ReportEntry: Equatable, Sendable {
    public var id: Int64
    public var reason: String
    public var note: String
    public var status: String
    /// The player who reported it; nil once they were erased (their row goes with them) or for none.
    public var playerID: Int64?
    public var playerName: String?
    public var createdAt: Date
}

/// The reports on one question, open or closed, with the question as it is now.
public struct ReportGroup: Equatable, Sendable {
    public var questionID: Int64
    public var questionText: String
    public var correctAnswer: String
    public var topic: String
    /// `active` or `retired`.
    public var questionStatus: String
    /// Reports per reason (`wrong`, `inappropriate`, `other`), only reasons that have some.
    public var counts: [String: Int]
    /// Newest first.
    public var reports: [ReportEntry]
}

/// Which reports a list shows. `open` is also the `report.status` of a report not yet looked at; a closed one
/// has a `ReportClosing`'s.
public enum ReportState: String, CaseIterable, Sendable {
    /// Not yet looked at.
    case open
    /// Resolved (the question was fixed or retired) or dismissed.
    case closed
}

/// What a moderator makes of a question's open reports: the `report.status` of a closed report.
public enum ReportClosing: String, CaseIterable, Sendable {
    /// The question was fixed or retired.
    case resolved
    /// The question was fine.
    case dismissed
}

extension AdminQueries {
    /// The reports in `state`, grouped by question: the question with the newest report first.
    public func reportGroups(_ state: ReportState) throws(StoreError) -> [ReportGroup] {
        let statuses = state == .open ? "(\(SQLWord.open))" : SQLWord.closed
        return try database.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT r.id, r.questionId, r.reason, r.comment, r.status, r.playerId, r.createdAt,
                      p.name AS playerName, q.text AS questionText, q.correctAnswer, q.status AS questionStatus,
                      t.name AS topic
                    FROM report r
                    JOIN question q ON q.id = r.questionId
                    JOIN topic t ON t.id = q.topicId
                    LEFT JOIN player p ON p.id = r.playerId
                    WHERE r.status IN \(statuses)
                    ORDER BY r.createdAt DESC, r.id DESC
                    """)
            var groups: [ReportGroup] = []
            var index: [Int64: Int] = [:]
            for row in rows {
                let questionID: Int64 = row["questionId"]
                let entry = ReportEntry(
                    id: row["id"], reason: row["reason"], note: row["comment"], status: row["status"],
                    playerID: row["playerId"], playerName: row["playerName"], createdAt: row.storedDate("createdAt"))
                if let at = index[questionID] {
                    groups[at].reports.append(entry)
                    groups[at].counts[entry.reason, default: 0] += 1
                } else {
                    index[questionID] = groups.count
                    groups.append(
                        ReportGroup(
                            questionID: questionID, questionText: row["questionText"],
                            correctAnswer: row["correctAnswer"], topic: row["topic"],
                            questionStatus: row["questionStatus"], counts: [entry.reason: 1], reports: [entry]))
                }
            }
            return groups
        }
    }

    /// Closes every open report on the question as `closing`; returns how many it closed (0: none was open).
    public func closeReports(questionID: Int64, as closing: ReportClosing) throws(StoreError) -> Int {
        try database.write { db in
            try db.execute(
                sql: "UPDATE report SET status = ? WHERE questionId = ? AND status = \(SQLWord.open)",
                arguments: [closing.rawValue, questionID])
            return db.changesCount
        }
    }
}
