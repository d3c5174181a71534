import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// A live round's questions carry their translations (`question.translates`), each answer at the place the
/// round shows it: the bundled German, Turkish and Arabic trivia and statements are linked to the English ones.
@Suite struct LiveTranslationStoreTests {
    /// The option texts of the question with `uid`, by position (0 the right answer).
    static func options(_ database: QuizDatabase, uid: String) throws -> [String] {
        try database.read { db in
            try String.fetchAll(
                db,
                sql: "SELECT o.text FROM option o JOIN question q ON q.id = o.questionId WHERE q.uid = ? "
                    + "ORDER BY o.position", arguments: [uid])
        }
    }

    static func text(_ database: QuizDatabase, uid: String) throws -> String? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT text FROM question WHERE uid = ?", arguments: [uid])
        }
    }

    @Test func eachBundledTranslationsAnswersStandWhereTheRoundShowsTheEnglishOnes() throws {
        let database = try QuizDatabase.withBundledPacks()
        let english = PackScope.all.only(in: "en")
        let dealt = try database.liveQuestions(.topic("Animals"), count: 30, scope: english, seed: 4)
        #expect(dealt.count == 30)
        for question in dealt {
            let uid = try #require(
                try database.read { db in
                    try String.fetchOne(
                        db, sql: "SELECT uid FROM question WHERE id = ?", arguments: [question.questionID])
                })
            let positions = try question.options.map { shown in
                try #require(try Self.options(database, uid: uid).firstIndex(of: shown.text))
            }
            #expect(question.translations.map(\.language) == ["ar", "de", "tr"], "\(uid)")
            for translation in question.translations {
                let translated = uid.replacingOccurrences(of: "trivia-", with: "trivia-\(translation.language)-")
                let theirs = try Self.options(database, uid: translated)
                #expect(translation.text == (try Self.text(database, uid: translated)))
                #expect(translation.options == positions.map { theirs[$0] }, "\(translated)")
            }
        }
    }

    @Test func aStatementsTranslationsAreItsTextTrueAndFalseStayTheRounds() throws {
        let database = try QuizDatabase.withBundledPacks()
        let dealt = try database.liveQuestions(.trueFalse, count: 80, scope: PackScope.all.only(in: "en"), seed: 2)
        #expect(dealt.count == 80)
        for question in dealt {
            #expect(question.translations.map(\.language) == ["ar", "de", "tr"])
            #expect(question.translations.allSatisfy { $0.options == ["True", "False"] })
        }
        // A German round's statements carry the English (and the others) the same way.
        let german = try database.liveQuestions(.trueFalse, count: 5, scope: PackScope.all.only(in: "de"), seed: 2)
        #expect(german.allSatisfy { $0.translations.map(\.language) == ["ar", "en", "tr"] })
    }

    /// A translation that no longer fits the question it names (the question changed after the import checked
    /// it, or a pack was installed without the check) is left out, and so is one outside the config's packs: the
    /// phone is asked in the round's words.
    @Test func aTranslationThatNoLongerFitsOrIsOutsideThePacksIsLeftOut() throws {
        let database = try QuizDatabase()
        try database.write { db in
            try db.execute(sql: "INSERT INTO pack (id, title) VALUES ('english', 'E'), ('turkish', 'T')")
            var writer = ContentWriter(db: db)
            for (record, pack) in [
                (
                    QuestionRecord(
                        uid: "en-1", kind: .multipleChoice, topic: "Space", text: "Red?", correct: "Mars",
                        wrong: ["Venus", "Earth"], language: "en"), "english"
                ),
                (
                    QuestionRecord(
                        uid: "de-1", kind: .multipleChoice, topic: "Weltraum", text: "Rot?", correct: "Mars",
                        wrong: ["Venus"], language: "de", translates: "en-1"), "english"
                ),
                (
                    QuestionRecord(
                        uid: "tr-1", kind: .multipleChoice, topic: "Uzay", text: "Kırmızı?", correct: "Mars",
                        wrong: ["Venüs", "Dünya"], language: "tr", translates: "en-1"), "turkish"
                ),
            ] {
                _ = try writer.upsert(record, packID: pack)
            }
        }
        let all = try database.liveQuestions(.topic("Space"), count: 1, seed: 1)
        #expect(all.first?.translations.map(\.language) == ["tr"])
        let english = try database.liveQuestions(
            .topic("Space"), count: 1, scope: PackScope(packIDs: ["english"]), seed: 1)
        #expect(english.count == 1 && english.first?.translations == [])
    }

    /// Every bundled question outside English names the English question it translates, of its kind and with
    /// as many answers (the pack installer does not check links: a pack may come before the one it translates).
    @Test func everyBundledTranslationNamesAnEnglishQuestionItFits() throws {
        let database = try QuizDatabase.withBundledPacks()
        let rows = try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT q.uid, q.translates, s.uid AS source, s.language AS sourceLanguage, q.kind = s.kind AS sameKind,
                      q.correctAnswer = s.correctAnswer OR q.kind = 'multipleChoice' AS sameTruth,
                      (SELECT COUNT(*) FROM option WHERE questionId = q.id) AS answers,
                      (SELECT COUNT(*) FROM option WHERE questionId = s.id) AS sourceAnswers
                    FROM question q LEFT JOIN question s ON s.uid = q.translates
                    WHERE q.language != 'en' AND q.packId NOT IN (SELECT id FROM pack WHERE isQuiz)
                    """)
        }
        #expect(rows.count == 3 * (80 + 60))
        for row in rows {
            let uid: String = row["uid"]
            #expect(row["source"] as String? != nil, "\(uid) translates \(row["translates"] as String? ?? "nothing")")
            #expect(row["sourceLanguage"] as String? == "en", "\(uid)")
            #expect(row["sameKind"] as Bool? == true && row["sameTruth"] as Bool? == true, "\(uid)")
            #expect(row["answers"] as Int == row["sourceAnswers"] as Int? ?? -1, "\(uid)")
        }
    }
}
