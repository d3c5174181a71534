import Foundation
import Testing

@testable import QuizStore

@Suite struct IQuizFormatTests {
    @Test func readsTheSample() throws {
        let batch = try ImportFixtures.batch("iquiz-questions.json")
        let file = "iquiz-questions.json"
        #expect(batch.format == .iquiz)
        #expect(batch.title == nil)
        let expected = [
            ImportedQuestion(
                kind: .multipleChoice, topic: "Science!", text: "Which planet is closest to the Sun?",
                correct: "Mercury", wrong: ["Venus", "Mars", "Earth"],
                location: ImportLocation(file: file, jsonPath: "$[0].questions[0]")),
            ImportedQuestion(
                kind: .multipleChoice, topic: "Science!", text: "What is the chemical symbol for gold?",
                correct: "Au", wrong: ["Gd", "Go", "Ag"],
                location: ImportLocation(file: file, jsonPath: "$[0].questions[1]")),
            ImportedQuestion(
                kind: .multipleChoice, topic: "Mathematics", text: "What is 7 × 6?", correct: "42",
                wrong: ["36", "48", "13"], location: ImportLocation(file: file, jsonPath: "$[1].questions[0]")),
        ]
        // The file's answer order, as option positions (0 the right answer).
        #expect(
            batch.questions
                == zip(expected, [[1, 0, 2, 3], [1, 2, 0, 3], [0, 1, 2, 3]]).map { question, order in
                    var question = question
                    question.answerOrder = order
                    return question
                })
        #expect(batch.quizzes.map(\.title) == ["Science!", "Mathematics"])
        #expect(batch.quizzes.map(\.questions) == [0..<2, 2..<3])
        #expect(batch.warnings.isEmpty)
    }

    @Test func aSingleTopicNamesTheBatchAndNumbersAndTrueFalseAreAccepted() throws {
        let json = """
            [{"title": "Space", "desc": "Stars and planets", "icon": "ignored", "questions": [
              {"text": "Is the Sun a star?", "answer": 1, "answers": ["True", "False"]},
              {"text": "Red planet?", "answer": " 2 ", "answers": ["Venus", "Mars"]}]}]
            """
        let batch = try importText(json, file: "q.json", format: nil)
        #expect(batch.title == "Space")
        #expect(batch.description == "Stars and planets")
        #expect(batch.questions.map(\.kind) == [.trueFalse, .multipleChoice])
        #expect(batch.questions.map(\.correct) == ["true", "Mars"])
        #expect(batch.questions.map(\.wrong) == [[], ["Venus"]])
        #expect(batch.questions.map(\.answerOrder) == [[0, 1], [1, 0]])
        #expect(
            batch.quizzes == [
                ImportedQuiz(
                    title: "Space", description: "Stars and planets", icon: "ignored", questions: 0..<2,
                    location: ImportLocation(file: "q.json", jsonPath: "$[0]"))
            ])
    }

    @Test func anIconThatIsNotANameIsSkippedWithAWarning() throws {
        let json =
            #"[{"title": "T", "icon": "../../etc/passwd", "questions": [{"text": "Q?", "answer": 1, "answers": ["a", "b"]}]}]"#
        let batch = try importText(json, file: "q.json", format: .iquiz)
        #expect(batch.quizzes.first?.icon == nil)
        #expect(
            batch.warnings.map(\.description) == [
                "q.json: $[0].icon: icon \"../../etc/passwd\" skipped: an icon is a name such as star (letters, digits and \"-\")"
            ])
    }

    static func topic(answer: String, answers: String = #"["a", "b", "c", "d"]"#) -> String {
        #"[{"title": "T", "desc": "", "questions": [{"text": "Q?", "answer": \#(answer), "answers": \#(answers)}]}]"#
    }

    @Test(arguments: [
        (topic(answer: "\"7\""), "q.json: $[0].questions[0].answer: must be a number from 1 to 4"),
        (topic(answer: "\"x\""), "q.json: $[0].questions[0].answer: must be a number from 1 to 4"),
        (topic(answer: "0"), "q.json: $[0].questions[0].answer: must be a number from 1 to 4"),
        (topic(answer: "1.5"), "q.json: $[0].questions[0].answer: must be a number from 1 to 4"),
        (topic(answer: "true"), "q.json: $[0].questions[0].answer: must be a number from 1 to 4"),
        (topic(answer: "\"1\"", answers: #"["a", 2]"#), "q.json: $[0].questions[0].answers[1]: must be a string"),
        (topic(answer: "\"1\"", answers: #"["a"]"#), "q.json: $[0].questions[0].answers: must hold at least 2 answers"),
        (topic(answer: "\"1\"", answers: #"["a", " "]"#), "q.json: $[0].questions[0].answers[1]: must not be empty"),
        (
            topic(answer: "\"1\"", answers: #"["a", "A"]"#),
            "q.json: $[0].questions[0].answers: lists the right answer \"A\" twice"
        ),
        (
            topic(answer: "\"1\"", answers: #"["a", "b", "c", "d", "e", "f", "g"]"#),
            "q.json: $[0].questions[0].answers: holds 7 answers; at most 6 fit (1 right and 5 wrong)"
        ),
        (
            #"[{"title": "T", "questions": [{"text": "Q?", "answers": ["a", "b"]}]}]"#,
            "q.json: $[0].questions[0].answer: is missing"
        ),
        (#"[{"desc": "d", "questions": []}]"#, "q.json: $[0].title: is missing"),
        (#"[{"title": "T", "questions": {}}]"#, "q.json: $[0].questions: must be a list"),
        (#"{"title": "T"}"#, "q.json: $: must be a list"),
        (
            "[{\"title\": \"T\",\n \"questions\": [\n",
            "q.json:3: is not valid JSON: the file ends too early (is it truncated?)"
        ),
        ("[{\"title\": \"T\",\n \"questions\": [}]", "q.json:2: is not valid JSON: expected a value"),
    ])
    func badFilesNameTheJSONPath(json: String, message: String) {
        #expect(importFailure(json, file: "q.json", format: .iquiz) == message)
    }

    @Test func truncatedJSONIsStillDetectedAsIQuiz() {
        let text = "[{\"title\": \"T\", \"questions\": [{\"text\": \"Q"
        #expect(
            importFailure(text, file: "q.json", format: nil)
                == "q.json:1: is not valid JSON: the file ends too early (is it truncated?)")
    }
}
