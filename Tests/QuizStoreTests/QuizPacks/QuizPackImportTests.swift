import Foundation
import GRDB
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

/// iQuiz documents written as quiz packs: one transaction, what changed, what stays.
@Suite struct QuizPackImportTests {
    static let science = """
        {"title": "Science", "desc": "Planets", "icon": "star", "questions": [
          {"text": "Red planet?", "answer": "2", "answers": ["Venus", "Mars", "Jupiter"]},
          {"text": "The Sun is a star.", "answer": "1", "answers": ["True", "False"]},
          {"text": "The Moon is a planet.", "answer": "2", "answers": ["True", "False"]}]}
        """
    static let maths = """
        {"title": "Maths", "desc": "Sums", "questions": [
          {"text": "2+2?", "answer": 3, "answers": ["3", "5", "4", "All of the above"]},
          {"text": "3×3?", "answer": "1", "answers": ["9", "6"]}]}
        """

    static func document(_ quizzes: String...) -> Data {
        Data(("[" + quizzes.joined(separator: ",") + "]").utf8)
    }

    let at = Date(timeIntervalSince1970: 1_800_000_000)

    func shown(_ database: QuizDatabase) throws -> [String: [String]] {
        var shown: [String: [String]] = [:]
        for pack in try database.quizPacks(forPlayer: nil) {
            shown[pack.id] = try database.quizPackQuestions(packID: pack.id).map { question in
                question.text + " " + question.answers.map(\.text).joined(separator: "|") + " ✓\(question.correctIndex)"
            }
        }
        return shown
    }

    @Test func eachQuizIsAPackWithItsQuestionsAndAnswersInTheFilesOrder() throws {
        let database = try QuizDatabase()
        let changes = try database.importQuizPacks(
            Self.document(Self.science, Self.maths), file: "q.json", source: .url("http://x/q.json"), at: at)
        var expected = QuizPackChanges()
        expected.added = ["Science", "Maths"]
        #expect(changes == expected)
        #expect(changes.line == "2 packs added (Science, Maths)")
        #expect(
            try shown(database) == [
                "quiz-science": [
                    "Red planet? Venus|Mars|Jupiter ✓1", "The Sun is a star. True|False ✓0",
                    "The Moon is a planet. True|False ✓1",
                ],
                "quiz-maths": ["2+2? 3|5|4|All of the above ✓2", "3×3? 9|6 ✓0"],
            ])
        #expect(
            try database.quizPacks(forPlayer: nil) == [
                QuizPackEntry(
                    id: "quiz-maths", title: "Maths", summary: "Sums", icon: nil, questionCount: 2, best: nil),
                QuizPackEntry(
                    id: "quiz-science", title: "Science", summary: "Planets", icon: "star", questionCount: 3, best: nil),
            ])
        #expect(try database.quizPacksUpdatedAt() == at)
    }

    @Test func anUnchangedPackIsNotRewrittenAChangedOneReplacesItsQuestionsAndAGoneOneLeavesTheList() throws {
        let database = try QuizDatabase()
        let url = QuizPackSource.url("http://x/q.json")
        _ = try database.importQuizPacks(Self.document(Self.science, Self.maths), file: "q.json", source: url, at: at)
        let scienceBefore = try database.quizPackQuestions(packID: "quiz-science")

        let later = at.addingTimeInterval(3600)
        let again = try database.importQuizPacks(
            Self.document(Self.science, Self.maths), file: "q.json", source: url, at: later)
        #expect(!again.changedAnything && again.unchanged == 2 && again.line == "no change (2 packs unchanged)")
        #expect(try database.quizPacksUpdatedAt() == at, "nothing was rewritten")

        let fixedScience = Self.science.replacingOccurrences(of: "Red planet?", with: "Which is the red planet?")
        let changes = try database.importQuizPacks(
            Self.document(fixedScience), file: "q.json", source: url, at: later)
        var expected = QuizPackChanges()
        expected.updated = ["Science"]
        expected.removed = ["Maths"]
        #expect(changes == expected)
        #expect(changes.line == "1 pack updated (Science); 1 pack removed (Maths)")
        let scienceAfter = try database.quizPackQuestions(packID: "quiz-science")
        #expect(
            scienceAfter.map(\.text) == ["Which is the red planet?", "The Sun is a star.", "The Moon is a planet."])
        #expect(scienceAfter[0].id != scienceBefore[0].id, "a corrected question is a new question")
        #expect(Array(scienceAfter.dropFirst()) == Array(scienceBefore.dropFirst()), "the others keep their rows")
        #expect(try database.quizPacks(forPlayer: nil).map(\.id) == ["quiz-science"])
        #expect(try database.quizPackQuestions(packID: "quiz-maths").isEmpty, "a removed pack does not play")
        let retired = try database.read { db in
            try String.fetchAll(db, sql: "SELECT status FROM question WHERE id = ?", arguments: [scienceBefore[0].id])
        }
        #expect(retired == ["retired"], "the old question stays, retired")

        // Back in the document: back on the list, its questions active again.
        let back = try database.importQuizPacks(
            Self.document(fixedScience, Self.maths), file: "q.json", source: url, at: later)
        #expect(back.added == ["Maths"] && back.unchanged == 1)
        #expect(try database.quizPackQuestions(packID: "quiz-maths").count == 2)
    }

    @Test(arguments: [
        ("[]", "q.json: holds no quiz; an iQuiz document is a list of quizzes"),
        ("<html></html>", "q.json:1: is not valid JSON: expected a value"),
        (
            #"[{"title": "A", "questions": [{"text": "Q", "answer": 9, "answers": ["a", "b"]}]}]"#,
            "q.json: $[0].questions[0].answer: must be a number from 1 to 2"
        ),
        (
            #"[{"title": "A", "questions": [{"text": "Q", "answer": 1, "answers": ["a", "b"]}"#,
            "q.json:1: is not valid JSON: the file ends too early (is it truncated?)"
        ),
    ])
    func aBrokenDocumentChangesNothing(document: String, message: String) throws {
        let database = try QuizDatabase()
        let url = QuizPackSource.url("http://x/q.json")
        _ = try database.importQuizPacks(Self.document(Self.science), file: "q.json", source: url, at: at)
        let before = try shown(database)
        #expect {
            try database.importQuizPacks(Data(document.utf8), file: "q.json", source: url, at: at)
        } throws: { error in
            (error as? StoreError)?.description.hasPrefix(message) == true
        }
        #expect(try shown(database) == before)
    }

    @Test func titlesMetTwiceGetTheirOwnIds() throws {
        let database = try QuizDatabase()
        _ = try database.importQuizPacks(
            Self.document(Self.maths, Self.maths), file: "q.json", source: .url("http://x/q.json"), at: at)
        #expect(try database.quizPacks(forPlayer: nil).map(\.id) == ["quiz-maths", "quiz-maths-2"])
        #expect(QuizPackIdentity.packID(title: "Marvel Super Heroes!") == "quiz-marvel-super-heroes")
        #expect(QuizPackIdentity.packID(title: "¿?").hasPrefix("quiz-"))
    }

    @Test func aNewURLsFirstSuccessTakesTheOldURLsPacksOffTheListButNeverTheBundledOnes() throws {
        let database = try QuizDatabase()
        _ = try database.importQuizPacks(Self.document(Self.science), file: "s.json", source: .bundled, at: at)
        _ = try database.importQuizPacks(Self.document(Self.maths), file: "a", source: .url("http://a/q.json"), at: at)
        #expect(try database.quizPacks(forPlayer: nil).map(\.id) == ["quiz-maths", "quiz-science"])

        let marvel =
            #"{"title": "Marvel", "questions": [{"text": "Iron Man?", "answer": 1, "answers": ["Tony", "Bruce"]}]}"#
        let changes = try database.importQuizPacks(
            Self.document(marvel), file: "b", source: .url("http://b/q.json"), at: at)
        #expect(changes.added == ["Marvel"] && changes.removed == ["Maths"])
        #expect(try database.quizPacks(forPlayer: nil).map(\.id) == ["quiz-marvel", "quiz-science"])
    }

    @Test func aServersVersionOfAStarterQuizWinsAndTheStarterComesBackWhenTheServerDropsIt() throws {
        let database = try QuizDatabase()
        let folder = TemporaryFolder()
        let starter = folder.write("starter.json", "[" + Self.science + "]")
        let installer = StarterQuizzes(database: database)
        #expect(try installer.install(from: starter, at: at).added == ["Science"])
        #expect(try installer.install(from: starter, at: at) == QuizPackChanges(), "an unchanged file writes nothing")

        let serverScience = Self.science.replacingOccurrences(of: "Red planet?", with: "Planet four?")
        let url = QuizPackSource.url("http://a/q.json")
        #expect(
            try database.importQuizPacks(Self.document(serverScience), file: "q", source: url, at: at).updated == [
                "Science"
            ])
        #expect(try installer.install(from: starter, at: at) == QuizPackChanges(), "the server's version stays")
        #expect(try database.quizPackQuestions(packID: "quiz-science").first?.text == "Planet four?")

        #expect(
            try database.importQuizPacks(Self.document(Self.maths), file: "q", source: url, at: at).removed == [
                "Science"
            ])
        #expect(try installer.install(from: starter, at: at).added == ["Science"])
        #expect(try database.quizPackQuestions(packID: "quiz-science").first?.text == "Red planet?")
    }

    @Test func theBundledStarterQuizzesInstall() throws {
        let database = try QuizDatabase()
        let file = StarterQuizzes.file(inAssets: Repository.root + "/assets")
        let changes = try StarterQuizzes(database: database).install(from: file, at: at)
        #expect(changes.added == ["Mathematics", "Marvel Super Heroes", "Science"])
        #expect(changes.warnings.isEmpty)
        let packs = try database.quizPacks(forPlayer: nil)
        #expect(packs.map(\.id) == ["quiz-marvel-super-heroes", "quiz-mathematics", "quiz-science"])
        #expect(packs.allSatisfy { (5...6).contains($0.questionCount) && !$0.summary.isEmpty && $0.title.count <= 30 })
        for pack in packs {
            for question in try database.quizPackQuestions(packID: pack.id) {
                #expect((2...4).contains(question.answers.count), "\(question.text)")
            }
        }
    }

    @Test func quizPacksStayOutOfTheOtherModes() throws {
        let database = try QuizDatabase()
        _ = try database.importQuizPacks(
            Self.document(Self.science, Self.maths), file: "q.json", source: .url("http://x/q.json"), at: at)
        #expect(try TriviaRepository.hasQuestions(database) == false)
        #expect(try database.trueFalseQuestions().isEmpty)
        #expect(try database.trueFalseQuestions(in: PackScope(packIDs: ["quiz-science"])).isEmpty)
        #expect(try database.installedPackIDs().isEmpty, "a scope cannot name a quiz pack")
    }
}
