import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// The web admin's question bank: what a draft must hold, an edit that keeps answers, retiring against deleting,
/// and free power-ups kept in the trivia settings.
@Suite struct QuestionBankTests {
    static func draft(
        _ text: String = "Which river is longest?", correct: String = "Nile", wrong: [String] = ["Amazon", "Po"],
        badge: String = "", powerUps: [PowerUp] = []
    ) -> QuestionDraft {
        QuestionDraft(
            topic: "Rivers", text: text, correct: correct, wrong: wrong, badge: badge, powerUps: powerUps)
    }

    @Test func aDraftNamesEachProblemByField() {
        #expect(Self.draft().problems.isEmpty)
        let empty = QuestionDraft(topic: " ", text: "", correct: "", wrong: ["", " "])
        #expect(
            empty.problems.map(\.description) == [
                "topic must not be empty", "question must not be empty", "correct must not be empty",
                "wrong1 needs at least one wrong answer",
            ])
        #expect(
            Self.draft(wrong: ["amazon", "Amazon"]).problems.map(\.description) == [
                "wrong2 repeats the answer \"Amazon\""
            ])
        #expect(Self.draft(wrong: ["NILE"]).problems.map(\.field) == ["wrong1"])
        #expect(Self.draft(String(repeating: "a", count: 501)).problems.map(\.field) == ["question"])
        #expect(Self.draft(badge: "river king!").problems.map(\.field) == ["badge"])
        #expect(Self.draft(badge: "river-king_2").problems.isEmpty)
        // Empty wrong fields between filled ones close up.
        #expect(QuestionDraft(topic: "T", text: "Q", correct: "A", wrong: ["", "B", "", "C"]).wrong == ["B", "C"])
    }

    @Test func anEditKeepsTheRowItsOptionIdsAndItsStatus() throws {
        let database = try QuizDatabase()
        let bank = QuestionBank(database: database)
        let id = try bank.add(Self.draft())
        let before = try database.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM option WHERE questionId = ? ORDER BY position", arguments: [id])
        }
        try database.write { db in
            try db.execute(sql: "UPDATE question SET status = 'retired' WHERE id = ?", arguments: [id])
        }
        try bank.edit(id, Self.draft("Which river is the longest?", wrong: ["Amazon", "Danube"]))
        let after = try database.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM option WHERE questionId = ? ORDER BY position", arguments: [id])
        }
        #expect(after == before)
        let stored = try #require(try bank.question(id))
        #expect(stored.status == .retired)
        #expect(stored.draft.text == "Which river is the longest?")
        #expect(stored.draft.wrong == ["Amazon", "Danube"])
        // Another question's text and answer are refused, by the other's id.
        let other = try bank.add(Self.draft("Which river flows through Cairo?"))
        #expect(throws: BankRefusal.duplicate(of: other)) {
            try bank.edit(id, Self.draft("Which river flows through Cairo?"))
        }
        #expect(throws: BankRefusal.missing(999)) { try bank.edit(999, Self.draft("Another?")) }
        // A retired question takes no free power-ups (the settings name questions in play only).
        #expect(throws: BankRefusal.self) { try bank.edit(id, Self.draft(powerUps: [.jumpIt])) }
        #expect(try bank.question(id)?.draft.text == "Which river is the longest?")
    }

    @Test func aReportedOrAnsweredQuestionIsRetiredAndANewOneDeleted() throws {
        let database = try QuizDatabase()
        let bank = QuestionBank(database: database)
        let reported = try bank.add(Self.draft("Reported?"))
        let fresh = try bank.add(Self.draft("Fresh?"))
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO report (questionId, reason) VALUES (?, 'wrong')", arguments: [reported])
        }
        #expect(try bank.remove(reported) == .retired)
        #expect(try bank.question(reported)?.status == .retired)
        #expect(try bank.remove(fresh) == .deleted)
        #expect(try bank.question(fresh) == nil)
        #expect(throws: BankRefusal.missing(fresh)) { try bank.remove(fresh) }
        try bank.restore(reported)
        #expect(try bank.question(reported)?.status == .active)
    }

    @Test func freePowerUpsAreTheSettingsQuestionRewardsAndLeaveWithTheQuestion() throws {
        let database = try QuizDatabase()
        let bank = QuestionBank(database: database)
        let settings = OperatorSettingsStore(database: database)
        let id = try bank.add(Self.draft(powerUps: [.freezeTime, .halfOff]))
        let uid = try #require(try bank.question(id)?.uid)
        #expect(try settings.trivia().questionRewards == [.init(question: uid, powerUps: [.freezeTime, .halfOff])])
        #expect(
            try settings.triviaSettings(freePlay: true).settings.rewards.questionRewards[id] == [.freezeTime, .halfOff])
        try bank.edit(id, Self.draft(powerUps: [.jumpIt]))
        #expect(try settings.trivia().questionRewards == [.init(question: uid, powerUps: [.jumpIt])])
        // Retired, the question is no longer in play: its rule goes (the settings name playable questions only).
        try database.write { db in
            try db.execute(sql: "INSERT INTO report (questionId, reason) VALUES (?, 'other')", arguments: [id])
        }
        #expect(try bank.remove(id) == .retired)
        #expect(try settings.trivia().questionRewards.isEmpty)
    }

    @Test func anEditWhoseRewardsCannotBeSavedLeavesTheQuestionAsItWas() throws {
        let database = try QuizDatabase()
        let bank = QuestionBank(database: database)
        let rewarded = try bank.add(Self.draft("Rewarded?", powerUps: [.halfOff]))
        let id = try bank.add(Self.draft())
        let before = try #require(try bank.question(id))
        // The settings name a question no longer in play (retired behind the bank's back): they cannot be saved.
        try database.write { db in
            try db.execute(sql: "UPDATE question SET status = 'retired' WHERE id = ?", arguments: [rewarded])
        }
        #expect(throws: BankRefusal.self) {
            try bank.edit(id, Self.draft("Which river is the longest?", wrong: ["Danube"], powerUps: [.jumpIt]))
        }
        #expect(try bank.question(id) == before)
    }

    @Test func anEditWritesARetiredQuestionsStatusOnceAndKeepsItRetired() throws {
        let database = try QuizDatabase()
        let bank = QuestionBank(database: database)
        let id = try bank.add(Self.draft())
        try database.write { db in
            try db.execute(sql: "UPDATE question SET status = 'retired' WHERE id = ?", arguments: [id])
            try db.execute(sql: "CREATE TABLE statusWrite (status TEXT)")
            try db.execute(
                sql: """
                    CREATE TRIGGER statusWritten AFTER UPDATE OF status ON question
                    BEGIN INSERT INTO statusWrite VALUES (NEW.status); END
                    """)
        }
        try bank.edit(id, Self.draft("Which river is the longest?"))
        let writes = try database.read { db in try String.fetchAll(db, sql: "SELECT status FROM statusWrite") }
        #expect(writes == ["retired"])
        #expect(try bank.question(id)?.status == .retired)
    }

    /// A kind or status that is neither enum's word (a store of another version, whose checks allow it; here the
    /// checks are set aside to write one) is an error naming the question and the field, in the list and the
    /// question alike, not taken for multiple choice or active.
    @Test func aWordTheEnumsDoNotKnowIsNamedNotGuessed() throws {
        let database = try QuizDatabase()
        let bank = QuestionBank(database: database)
        let id = try bank.add(Self.draft())
        #expect(try bank.question(id)?.kind == .multipleChoice)
        try database.write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE question SET status = 'paused' WHERE id = ?", arguments: [id])
        }
        let status = StoreError.query("question \(id): the status 'paused' is not one this version knows")
        #expect(throws: status) { try bank.question(id) }
        #expect(throws: status) { try bank.questions(topicID: nil, search: "", limit: 10, offset: 0) }
        try database.write { db in
            try db.execute(sql: "UPDATE question SET status = 'active', kind = 'poll' WHERE id = ?", arguments: [id])
        }
        #expect(throws: StoreError.query("question \(id): the kind 'poll' is not one this version knows")) {
            try bank.question(id)
        }
    }
}
