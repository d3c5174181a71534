import Foundation
import Testing

@testable import QuizStore

@Suite struct OpenTDBFormatTests {
    static func expected(file: String) -> [ImportedQuestion] {
        [
            ImportedQuestion(
                kind: .multipleChoice, topic: "Science & Nature",
                text: "Which gas do plants mainly absorb from the air for photosynthesis?", correct: "Carbon dioxide",
                wrong: ["Oxygen", "Nitrogen", "Helium"], source: "https://opentdb.com/",
                location: ImportLocation(file: file, jsonPath: "$.results[0]")),
            ImportedQuestion(
                kind: .trueFalse, topic: "History", text: "The \"Magna Carta\" was sealed in 1215.", correct: "true",
                wrong: [], source: "https://opentdb.com/",
                location: ImportLocation(file: file, jsonPath: "$.results[1]")),
        ]
    }

    @Test(arguments: [
        ("default", OpenTDBFormat.Encoding.html), ("url3986", .url3986), ("urlLegacy", .urlLegacy),
        ("base64", .base64),
    ])
    func everyEncodingOfTheSampleGivesTheSameQuestions(name: String, encoding: OpenTDBFormat.Encoding) throws {
        let file = "opentdb-api-response-\(name).json"
        let batch = try ImportFixtures.batch(file)
        #expect(batch.format == .opentdb)
        #expect(batch.questions == Self.expected(file: file))
        let root = try JSONNode.root(String(decoding: try ImportFixtures.data(file), as: UTF8.self), file: file)
        #expect(OpenTDBFormat.detectEncoding(try root.required("results").items()) == encoding)
    }

    @Test func theTokenEmptySampleIsAnErrorWithItsMeaning() throws {
        let message = importFailure(
            try ImportFixtures.data("opentdb-api-response-token-empty.json"),
            file: "opentdb-api-response-token-empty.json", format: nil)
        #expect(
            message == "opentdb-api-response-token-empty.json: $.response_code: is 4 (Token Empty): the session token "
                + "has returned every question for the query; reset it")
    }

    @Test(arguments: [
        (1, "is 1 (No Results)"), (2, "is 2 (Invalid Parameter)"), (3, "is 3 (Token Not Found)"),
        (5, "is 5 (Rate Limit)"), (9, "is 9, which Open Trivia DB does not document"),
    ])
    func responseCodesAreExplained(code: Int, meaning: String) {
        let message = importFailure(#"{"response_code": \#(code), "results": []}"#, file: "o.json", format: nil)
        #expect(message?.hasPrefix("o.json: $.response_code: \(meaning)") == true)
    }

    @Test func namedAndNumericHTMLEntitiesAreDecodedInEveryField() throws {
        let json = """
            {"response_code": 0, "results": [{"type": "multiple", "difficulty": "hard",
              "category": "Entertainment: Musicals &amp; Theatres", "question": "Who wrote &quot;Les Mis&eacute;rables&quot;?",
              "correct_answer": "Victor Hugo", "incorrect_answers": ["Dumas&#039;s son", "&#x3C0; &pi; &unknown; R&amp;D", "&lt;b&gt;"]}]}
            """
        let question = try #require(try importText(json, file: "o.json", format: nil).questions.first)
        #expect(question.topic == "Entertainment: Musicals & Theatres")
        #expect(question.text == "Who wrote \"Les Misérables\"?")
        #expect(question.wrong == ["Dumas's son", "π π &unknown; R&D", "<b>"])
    }

    static func result(_ fields: String) -> String {
        #"{"response_code": 0, "results": [{\#(fields)}]}"#
    }

    @Test(arguments: [
        (
            result(
                #""type": "essay", "category": "C", "question": "Q", "correct_answer": "A", "incorrect_answers": ["B"]"#
            ),
            "o.json: $.results[0].type: must be \"multiple\" or \"boolean\", not \"essay\""
        ),
        (
            result(
                #""type": "boolean", "category": "C", "question": "Q", "correct_answer": "Yes", "incorrect_answers": ["No"]"#
            ),
            "o.json: $.results[0].correct_answer: must be True or False for a boolean question"
        ),
        (
            result(
                #""type": "multiple", "category": "C", "question": "Q", "correct_answer": "A", "incorrect_answers": []"#
            ),
            "o.json: $.results[0].incorrect_answers: must hold 1 to 5 answers"
        ),
        (
            result(
                #""type": "multiple", "category": "C", "question": "Q", "correct_answer": "A", "incorrect_answers": ["a"]"#
            ),
            "o.json: $.results[0].incorrect_answers: repeats the correct answer \"A\""
        ),
        (
            result(
                #""type": "bXVsdGlwbGU=", "category": "@@@", "question": "UQ==", "correct_answer": "QQ==", "incorrect_answers": ["Qg=="]"#
            ),
            "o.json: $.results[0].category: is not valid base64 text"
        ),
        (
            result(#""type": "multiple", "category": "C", "correct_answer": "A", "incorrect_answers": ["B"]"#),
            "o.json: $.results[0].question: is missing"
        ),
        (#"{"response_code": "zero", "results": []}"#, "o.json: $.response_code: must be a number"),
        (#"{"response_code": 0}"#, "o.json: $.results: is missing"),
        (
            "{\"response_code\": 0, \"results\": [",
            "o.json:1: is not valid JSON: the file ends too early (is it truncated?)"
        ),
    ])
    func badResponsesNameTheJSONPath(json: String, message: String) {
        #expect(importFailure(json, file: "o.json", format: .opentdb) == message)
    }

    @Test func anEmptyResultListImportsNothingWithAWarning() throws {
        let batch = try importText(#"{"response_code": 0, "results": []}"#, file: "o.json", format: nil)
        #expect(batch.questions.isEmpty)
        #expect(batch.warnings.map(\.description) == ["o.json: holds nothing to import"])
    }

    @Test(arguments: [
        ("Science+%26+Nature", OpenTDBFormat.Encoding.urlLegacy, "Science & Nature"),
        ("Science%20%26%20Nature", .url3986, "Science & Nature"),
        ("U2NpZW5jZSAmIE5hdHVyZQ==", .base64, "Science & Nature"),
        ("Science &amp; Nature", .html, "Science & Nature"),
    ])
    func decodesOneField(raw: String, encoding: OpenTDBFormat.Encoding, decoded: String) {
        #expect(OpenTDBFormat.decode(raw, encoding) == decoded)
    }
}
