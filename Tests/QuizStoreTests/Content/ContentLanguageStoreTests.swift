import Foundation
import GRDB
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

/// Questions and packs carry their language (migration v23): a pack's top-level `language`, our CSV's
/// `language` column, and `import --language` for files that name none; English otherwise.
@Suite struct ContentLanguageStoreTests {
    func languages(
        _ database: QuizDatabase, _ sql: String = "SELECT uid, language FROM question"
    ) throws
        -> [String: String]
    {
        try database.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: sql).map { ($0[0] as String, $0[1] as String) })
        }
    }

    func statement(_ id: String) -> TrueFalseQuestion {
        TrueFalseQuestion(
            id: id, topic: "Space", statement: "Aussage \(id).", answer: true, explanation: "E.",
            source: "https://example.org")
    }

    @Test func aTrueFalsePackNamesItsLanguageAndEnglishIsTheDefault() throws {
        let json =
            #"{"id": "de-pack", "title": "Wahr", "language": "de", "questions": [{"id": "tf-001-de", "#
            + #""topic": "Sport", "statement": "S.", "answer": true, "explanation": "E.", "source": ""}]}"#
        let german = try TrueFalsePack.decode(Data(json.utf8), file: "true-false.de.json")
        #expect(german.language == "de")
        let database = try QuizDatabase()
        let installer = PackInstaller(database: database)
        _ = try installer.install(german, checksum: "1")
        _ = try installer.install(
            TrueFalsePack(id: "en-pack", title: "T", description: "", questions: [statement("tf-001")]), checksum: "2")
        #expect(try languages(database) == ["tf-001-de": "de", "tf-001": "en"])
        #expect(try languages(database, "SELECT id, language FROM pack") == ["de-pack": "de", "en-pack": "en"])
    }

    @Test func aPackWithABadLanguageIsRefusedNamingIt() {
        #expect(
            throws: StoreError.badPack(
                file: "x.json", field: "language", reason: "\"German\" is not a language code such as \"de\"")
        ) {
            try TrueFalsePack.decode(
                Data(#"{"id": "p", "title": "T", "language": "German", "questions": []}"#.utf8), file: "x.json")
        }
    }

    @Test func ourCSVLanguageColumnThenImportLanguageThenEnglish() throws {
        let folder = TemporaryFolder()
        let csv = folder.write(
            "q.csv",
            "topic,question,correct,wrong1,language\nSpace,Rot?,Mars,Venus,de\nSpace,Kırmızı?,Mars,Venüs,\n")
        let database = try QuizDatabase()
        _ = try database.importFiles([csv], format: .csv, language: "tr", packName: nil, dryRun: false)
        let byText = try languages(database, "SELECT text, language FROM question")
        #expect(byText == ["Rot?": "de", "Kırmızı?": "tr"])
        let other = try QuizDatabase()
        _ = try other.importFiles([csv], format: .csv, packName: nil, dryRun: false)
        #expect(try languages(other, "SELECT text, language FROM question") == ["Rot?": "de", "Kırmızı?": "en"])
    }

    @Test func aBadLanguageCellOrArgumentIsOneClearLine() throws {
        let folder = TemporaryFolder()
        let csv = folder.write("q.csv", "topic,question,correct,wrong1,language\nSpace,Red?,Mars,Venus,English\n")
        let database = try QuizDatabase()
        #expect(throws: StoreError.self) {
            try database.importFiles([csv], format: .csv, packName: nil, dryRun: false)
        }
        #expect(throws: StoreError.importFailed("--language deutsch: not a language code such as \"de\"")) {
            try database.importFiles([csv], format: .csv, language: "deutsch", packName: nil, dryRun: false)
        }
        #expect(try languages(database).isEmpty)
    }

    @Test func anUpdateWithoutALanguageKeepsTheStoredOne() throws {
        let database = try QuizDatabase()
        try database.write { db in
            var writer = ContentWriter(db: db)
            _ = try writer.upsert(
                QuestionRecord(
                    uid: "q1", kind: .trueFalse, topic: "Space", text: "A.", correct: "true", language: "ar"),
                packID: nil)
            // An admin's edit builds the record without a language.
            _ = try writer.upsert(
                QuestionRecord(uid: "q1", kind: .trueFalse, topic: "Space", text: "B.", correct: "true"), packID: nil)
        }
        #expect(try languages(database) == ["q1": "ar"])
    }
}

/// The stored counts the dealing rule weighs: per language, kind and topic, active questions only.
@Suite struct DealingLanguageTests {
    func store() throws -> QuizDatabase {
        let database = try QuizDatabase()
        try database.write { db in
            var writer = ContentWriter(db: db)
            for (index, language) in ["de", "de", "de", "tr", "en", "en", "en", "en"].enumerated() {
                _ = try writer.upsert(
                    QuestionRecord(
                        uid: "s\(index)", kind: .trueFalse, topic: index < 6 ? "Space" : "Animals", text: "S\(index).",
                        correct: "true", language: language), packID: nil)
            }
            _ = try writer.upsert(
                QuestionRecord(
                    uid: "m", kind: .multipleChoice, topic: "Space", text: "M?", correct: "A", wrong: ["B"],
                    language: "tr"), packID: nil)
            _ = try writer.upsert(
                QuestionRecord(
                    uid: "old", kind: .trueFalse, topic: "Space", text: "Old.", correct: "true", language: "tr"),
                packID: nil)
            try db.execute(sql: "UPDATE question SET status = 'retired' WHERE uid = 'old'")
        }
        return database
    }

    @Test func countsActiveQuestionsPerLanguageKindAndTopic() throws {
        let database = try store()
        #expect(try database.questionCountsByLanguage(kind: .trueFalse) == ["de": 3, "tr": 1, "en": 4])
        #expect(try database.questionCountsByLanguage(kind: .trueFalse, topic: "space") == ["de": 3, "tr": 1, "en": 2])
        #expect(try database.questionCountsByLanguage(kind: .multipleChoice) == ["tr": 1])
    }

    @Test func dealsInThePlayersLanguageOnlyWhereItHasEnough() throws {
        let database = try store()
        #expect(
            try database.dealingLanguage(player: "de", operatorDefault: "en", kind: .trueFalse, needed: 3)
                == ContentLanguage.Choice(language: "de", fellBack: false))
        #expect(
            try database.dealingLanguage(player: "tr", operatorDefault: "de", kind: .trueFalse, needed: 2)
                == ContentLanguage.Choice(language: "de", fellBack: true))
        #expect(
            try database.dealingLanguage(
                player: "de", operatorDefault: "tr", kind: .trueFalse, topic: "Animals", needed: 1)
                == ContentLanguage.Choice(language: "en", fellBack: true))
    }
}

/// Trivia's wheel in one language: the player's when it has two topics, never a mix.
@Suite struct TriviaLanguageTests {
    /// English in three topics, German in two, Turkish in one.
    func store() throws -> QuizDatabase {
        let database = try QuizDatabase()
        try database.write { db in
            var writer = ContentWriter(db: db)
            let rows = [
                ("en", "Animals"), ("en", "Space"), ("en", "History"), ("de", "Tiere"), ("de", "Weltraum"),
                ("de", "Tiere"), ("tr", "Uzay"),
            ]
            for (index, (language, topic)) in rows.enumerated() {
                _ = try writer.upsert(
                    QuestionRecord(
                        uid: "q\(index)", kind: .multipleChoice, topic: topic, text: "\(topic) \(index)?",
                        correct: "A", wrong: ["B", "C"], language: language), packID: nil)
            }
        }
        return database
    }

    @Test func theWheelDealsInThePlayersLanguageWhenItHasTwoTopics() throws {
        let database = try store()
        #expect(try database.triviaTopicCountsByLanguage() == ["en": 3, "de": 2, "tr": 1])
        #expect(
            try database.triviaDealingLanguage(player: "de", operatorDefault: "en")
                == ContentLanguage.Choice(language: "de", fellBack: false))
        #expect(
            try database.triviaDealingLanguage(player: "tr", operatorDefault: "de")
                == ContentLanguage.Choice(language: "de", fellBack: true))
        #expect(
            try database.triviaDealingLanguage(player: "tr", operatorDefault: "en")
                == ContentLanguage.Choice(language: "en", fellBack: true))
        #expect(try QuizDatabase().triviaDealingLanguage(player: "de", operatorDefault: "en") == nil)
    }

    @Test func aScopeInOneLanguageDealsOnlyItsTopicsAndResumesAnyQuestion() throws {
        let database = try store()
        let player = try PlayerDirectory(database: database).newGuest()
        let german = TriviaRepository(database: database, player: player, packs: PackScope.all.only(in: "de"))
        #expect(try german.topics().map(\.name) == ["Tiere", "Weltraum"])
        #expect(try german.topics().map(\.total) == [2, 1])
        let animals = try #require(try german.topics().first)
        #expect(try german.nextQuestion(topicID: animals.id, randomKey: 3)?.text.hasPrefix("Tiere") == true)
        let english = try TriviaRepository(database: database, player: player).topics()
        let space = try #require(english.first { $0.name == "Space" })
        #expect(try german.nextQuestion(topicID: space.id, randomKey: 3) == nil)
        let spaceQuestion = try #require(try database.questionID(uid: "q1"))
        #expect(try german.question(id: spaceQuestion, topicID: space.id) != nil, "a saved round resumes")
        #expect(try database.dailyCandidates(in: PackScope.all.only(in: "de")).map(\.uid) == ["q3", "q4", "q5"])
    }
}

/// Tilt's statements loaded in one language.
@Suite struct TrueFalseLanguageTests {
    @Test func statementsInOneLanguageOrAll() throws {
        let database = try QuizDatabase()
        try database.write { db in
            var writer = ContentWriter(db: db)
            for (uid, language) in [("a", "de"), ("b", "en"), ("c", "de")] {
                _ = try writer.upsert(
                    QuestionRecord(
                        uid: uid, kind: .trueFalse, topic: "Space", text: "\(uid).", correct: "true",
                        language: language), packID: nil)
            }
        }
        #expect(try database.trueFalseQuestions(in: PackScope.all.only(in: "de")).map(\.id) == ["a", "c"])
        #expect(try database.trueFalseQuestions(in: PackScope.all.only(in: "en")).map(\.id) == ["b"])
        #expect(try database.trueFalseQuestions().map(\.id) == ["a", "b", "c"])
    }
}
