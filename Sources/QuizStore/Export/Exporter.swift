import Foundation
import GRDB
import QuizCore

/// What `tiltquiz export` can write.
public enum ExportKind: String, CaseIterable, Sendable {
    case questions
    case players
    case answers
    case purchases
    /// Games played to the end and games a kiosk reset mid-way.
    case games
    /// Live rounds' results: a row per player per round, ranked by points within the round.
    case live
}

/// The file format of an export.
public enum ExportFormat: String, CaseIterable, Sendable {
    case csv
    case json
}

extension QuizDatabase {
    /// The rows of an export: a header and string cells (numbers as text).
    /// Players' emails are opened with the key beside the database (`LeadStore`).
    public func exportRows(_ kind: ExportKind) throws(StoreError) -> (header: [String], rows: [[String]]) {
        if kind == .players { return try LeadStore(database: self).exportRows() }
        return try read { db in
            switch kind {
            case .questions:
                return (
                    ["topic", "question", "correct"] + OurCSVFormat.wrongColumns
                        + ["badge", "explanation", "source", "kind"] + OurCSVFormat.feedbackColumns,
                    try Self.questionRows(db)
                )
            case .players:
                return try LeadStore(database: self).exportRows()
            case .answers:
                let rows = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT COALESCE(p.name, '') AS player, q.uid, q.text, COALESCE(o.text, '') AS chosen, a.result,
                          a.points, a.secondsTaken, a.mode, a.answeredAt
                        FROM answer a JOIN question q ON q.id = a.questionId
                        LEFT JOIN player p ON p.id = a.playerId LEFT JOIN option o ON o.id = a.optionId
                        ORDER BY a.id
                        """
                ).map { row -> [String] in
                    // Milliseconds are what a clock of play can tell; 3.0000000000000346 is float noise.
                    let seconds = (row["secondsTaken"] as Double?).map { ($0 * 1000).rounded() / 1000 }
                    return [
                        row["player"], row["uid"], row["text"], row["chosen"], row["result"],
                        String(row["points"] as Int), seconds.map { String($0) } ?? "", row["mode"],
                        Self.timestamp(row.optionalStoredDate("answeredAt")),
                    ]
                }
                return (["player", "question", "text", "chosen", "result", "points", "seconds", "mode", "at"], rows)
            case .purchases:
                let rows = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT p.name, u.item, u.quantity, u.priceCents, u.provider, u.purchasedAt
                        FROM purchase u JOIN player p ON p.id = u.playerId ORDER BY u.id
                        """
                ).map { row -> [String] in
                    [
                        row["name"], row["item"], String(row["quantity"] as Int), String(row["priceCents"] as Int),
                        row["provider"], Self.timestamp(row.optionalStoredDate("purchasedAt")),
                    ]
                }
                return (["player", "item", "quantity", "priceCents", "provider", "at"], rows)
            case .games:
                return (Self.gameHeader, try Self.gameRows(db))
            case .live:
                return (Self.liveHeader, try Self.liveRows(db))
            }
        }
    }

    private static func questionRows(_ db: Database) throws -> [[String]] {
        let questions = try Row.fetchAll(
            db,
            sql: """
                SELECT q.id, t.name AS topic, q.text, q.correctAnswer, q.badge, q.explanation, q.source, q.kind
                FROM question q JOIN topic t ON t.id = q.topicId WHERE q.status = \(SQLWord.active) ORDER BY q.id
                """)
        let statement = try db.makeStatement(
            sql: "SELECT text, feedback FROM option WHERE questionId = ? ORDER BY position")
        return try questions.map { row -> [String] in
            let kind: String = row["kind"]
            let options = try Row.fetchAll(statement, arguments: [row["id"] as Int64])
            // A true/false question's other answer is implied by its correct one; its feedback is wrong1Feedback's.
            var wrong = kind == "trueFalse" ? [] : options.dropFirst().map { $0["text"] as String }
            wrong += Array(repeating: "", count: max(0, AnswerLimits.wrongKept - wrong.count))
            var feedback = options.map { $0["feedback"] as String }
            feedback += Array(repeating: "", count: max(0, AnswerLimits.wrongKept + 1 - feedback.count))
            let question: [String] = [row["topic"], row["text"], row["correctAnswer"]]
            let notes: [String] = [row["badge"] ?? "", row["explanation"], row["source"], kind]
            return question + wrong.prefix(AnswerLimits.wrongKept) + notes + feedback.prefix(AnswerLimits.wrongKept + 1)
        }
    }

    /// The columns that hold numbers: JSON writes them as numbers (an empty cell as null).
    static let numericColumns: Set<String> = [
        "id", "points", "seconds", "quantity", "priceCents", "answered", "score", "total", "timeScalePercent",
    ]

    static func jsonValue(_ cell: String, column: String) -> JSONValue {
        guard numericColumns.contains(column) else { return .string(cell) }
        if cell.isEmpty { return .null }
        if let whole = Int(cell) { return .number(JSONNumber(whole)) }
        if let real = Double(cell), real.isFinite { return .number(JSONNumber(real)) }
        return .string(cell)
    }

    static func timestamp(_ date: Date?) -> String {
        guard let date else { return "" }
        return ISO8601DateFormatter().string(from: date)
    }

    /// Writes an export to `path` (CSV or a JSON array of objects), atomically,
    /// so a full disk or a crash never leaves half a file behind.
    public func export(_ kind: ExportKind, to path: String, format: ExportFormat) throws(StoreError) -> Int {
        let (header, rows) = try exportRows(kind)
        let data = try Self.exportData(header: header, rows: rows, format: format)
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw StoreError.cannotWrite(path: path, reason: (error as NSError).localizedDescription)
        }
        return rows.count
    }

    /// An export's bytes: CSV (cells neutralised by `CSVWriter`), or a JSON array of objects.
    public static func exportData(
        header: [String], rows: [[String]], format: ExportFormat
    ) throws(StoreError)
        -> Data
    {
        switch format {
        case .csv:
            var writer = CSVWriter(header: header)
            for row in rows { writer.append(row) }
            return Data(writer.text.utf8)
        case .json:
            let objects = rows.map { row in
                Dictionary(uniqueKeysWithValues: zip(header, row).map { ($0, Self.jsonValue($1, column: $0)) })
            }
            // Slashes escaped, as JSONSerialization wrote the exports before.
            let array = JSONValue.array(objects.map(JSONValue.object))
            return Data(JSONText.write(array, format: [.prettyPrinted, .escapingSlashes]).utf8)
        }
    }
}
