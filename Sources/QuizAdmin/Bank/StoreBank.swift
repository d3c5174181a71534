import Foundation
import QuizStore

/// The questions of this device's SQLite store, through `QuestionBank` (numbers for keys).
struct StoreBank: AdminBank {
    let bank: QuestionBank

    var isDevice: Bool { true }

    func topics() throws -> [BankChoice] {
        try bank.topics().map { BankChoice(key: String($0.id), name: $0.name, count: $0.questions) }
    }

    func languages() throws -> [String] {
        try bank.languages()
    }

    func questions(_ filter: BankFilter, limit: Int, offset: Int) throws -> BankPage {
        let found = try bank.questions(
            topicID: filter.topic.flatMap { Int64($0) }, search: filter.search, status: filter.status,
            kind: filter.kind, language: filter.language, limit: limit, offset: offset)
        let rows = found.questions.map { row in
            BankRow(
                key: String(row.id), topic: row.topic, text: row.text, correct: row.correct,
                status: row.status, answers: row.answers)
        }
        return BankPage(rows: rows, total: found.total)
    }

    func question(_ key: String) throws -> BankEntry? {
        guard let id = Int64(key), let question = try bank.question(id) else { return nil }
        return BankEntry(
            key: key, uid: question.uid,
            kind: question.kind, status: question.status, language: question.language, draft: question.draft)
    }

    func figures(_ entry: BankEntry) throws -> QuestionStatistics {
        try bank.statistics(try Self.id(entry))
    }

    func hasHistory(_ entry: BankEntry) throws -> Bool {
        try bank.hasHistory(try Self.id(entry))
    }

    func badgeCodes() throws -> [String] {
        try bank.badgeCodes()
    }

    /// The store's form has no status (its Retire button does that): `status` is not read.
    func edit(_ entry: BankEntry, _ draft: QuestionDraft, status: QuestionStatus?) throws {
        do {
            try bank.edit(try Self.id(entry), draft)
        } catch .duplicate(let other) {
            throw BankDuplicate(key: String(other))
        }
    }

    func remove(_ entry: BankEntry) throws -> QuestionBank.Removal {
        try bank.remove(try Self.id(entry))
    }

    func restore(_ entry: BankEntry) throws {
        try bank.restore(try Self.id(entry))
    }

    private static func id(_ entry: BankEntry) throws(BankRefusal) -> Int64 {
        guard let id = Int64(entry.key) else { throw .missing(0) }
        return id
    }
}
