import Foundation
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

@Suite struct TrueFalsePackTests {
    static let valid = """
        {"id": "p", "title": "Pack", "questions": [
          {"id": "a", "topic": "Space", "statement": "S1.", "answer": true, "explanation": "E1.", "source": "u1"},
          {"id": "b", "topic": "Food", "statement": "S2.", "answer": false, "explanation": "E2.", "source": "u2"}
        ]}
        """

    @Test func decodesAValidPack() throws {
        let pack = try TrueFalsePack.decode(Data(Self.valid.utf8), file: "p.json")
        #expect(pack.id == "p")
        #expect(pack.description == "")
        #expect(
            pack.questions == [
                TrueFalseQuestion(
                    id: "a", topic: "Space", statement: "S1.", answer: true, explanation: "E1.", source: "u1"),
                TrueFalseQuestion(
                    id: "b", topic: "Food", statement: "S2.", answer: false, explanation: "E2.", source: "u2"),
            ])
    }

    @Test(arguments: [
        ("{\"id\": \"p\", \"title\": \"T\"}", "p.json: questions: is missing"),
        (
            "{\"id\": \"p\", \"title\": \"T\", \"questions\": [{\"id\": \"a\", \"topic\": \"x\", \"statement\": \"s\", \"answer\": \"yes\", \"explanation\": \"e\", \"source\": \"u\"}]}",
            "p.json: questions[0].answer: must be true or false"
        ),
        (
            "{\"id\": \"p\", \"title\": \"T\", \"questions\": [{\"id\": \"a\", \"topic\": \"x\", \"statement\": \" \", \"answer\": true, \"explanation\": \"e\", \"source\": \"u\"}]}",
            "p.json: questions[0].statement: must not be empty"
        ),
        ("{\"id\": \"p\", \"title\": \"T\", \"questions\": [", "p.json: (file): is not valid JSON"),
    ])
    func badPacksNameTheField(json: String, message: String) {
        #expect(throws: StoreError.self) { try TrueFalsePack.decode(Data(json.utf8), file: "p.json") }
        do {
            _ = try TrueFalsePack.decode(Data(json.utf8), file: "p.json")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aStatementMissingTwoKeysNamesTheFirst() {
        let json = #"{"id": "p", "title": "T", "questions": [{"id": "a", "answer": true}]}"#
        do {
            _ = try TrueFalsePack.decode(Data(json.utf8), file: "p.json")
            Issue.record("a statement without a topic was accepted")
        } catch {
            #expect(error.description == "p.json: questions[0].topic: is missing")
        }
    }

    @Test func duplicateIDsAreRejected() {
        let json = Self.valid.replacingOccurrences(of: "\"id\": \"b\"", with: "\"id\": \"a\"")
        do {
            _ = try TrueFalsePack.decode(Data(json.utf8), file: "p.json")
            Issue.record("a duplicate id was accepted")
        } catch {
            #expect(error.description == "p.json: questions[1].id: \"a\" is used twice")
        }
    }

    /// The bundled pack meets PRODUCT.md: at least 60 statements, half true,
    /// each with a one-sentence explanation and a source.
    @Test func theBundledPackIsCompleteAndBalanced() throws {
        let pack = try TrueFalsePack.load(path: Repository.root + "/assets/packs/true-false.json")
        #expect(pack.questions.count >= 60)
        let trueCount = pack.questions.filter(\.answer).count
        #expect(trueCount * 2 == pack.questions.count, "half true, half false")
        #expect(Set(pack.questions.map(\.topic)).count >= 6, "several topics")
        for question in pack.questions {
            #expect(question.statement.count <= 110, "\(question.id) is too long for a small screen")
            #expect(question.explanation.hasSuffix("."), "\(question.id) explanation ends a sentence")
            #expect(question.source.hasPrefix("https://"), "\(question.id) has a source")
        }
    }
}
