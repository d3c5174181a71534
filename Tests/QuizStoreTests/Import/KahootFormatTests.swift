import Foundation
import Testing

@testable import QuizStore

@Suite struct KahootFormatTests {
    @Test func readsTheSample() throws {
        let file = "kahoot-quiz-template.csv"
        let batch = try ImportFixtures.batch(file)
        #expect(batch.format == .kahoot)
        #expect(
            batch.questions == [
                ImportedQuestion(
                    kind: .multipleChoice, topic: "Kahoot", text: "Which ocean is the largest?", correct: "Pacific",
                    wrong: ["Atlantic", "Indian", "Arctic"], location: ImportLocation(file: file, line: 2)),
                ImportedQuestion(
                    kind: .trueFalse, topic: "Kahoot", text: "The Great Wall of China is in Asia.", correct: "true",
                    wrong: [], location: ImportLocation(file: file, line: 3)),
            ])
        // "1,3": Kahoot accepts either; keeping one as the right answer would drop the other (or deal it as wrong).
        #expect(
            batch.warnings.map(\.description) == [
                "kahoot-quiz-template.csv:4: field \"Correct answer(s)\": skipped: 2 answers are marked correct "
                    + "(\"2\", \"7\"); a TiltQuiz question has one right answer"
            ])
        #expect(batch.warnings.map(\.skipsItem) == [true])
    }

    @Test func skipsTheTemplatesInstructionsAndEmptyNumberedRowsAndReadsATitle() throws {
        let text = """
            ,Quiz title:,Planets
            ,"Add questions, at least two answer alternatives, time limit and choose correct answers."
            ,Question - max 120 characters,Answer 1 - max 75 characters,Answer 2 - max 75 characters,Answer 3 - max 75 characters,Answer 4 - max 75 characters,Time limit (sec),Correct answer(s) - choose at least one
            1,Red planet?,Venus,Mars,,,20,2
            2,,,,,,,
            3,Mars is bigger than Earth.,True,False,,,10,2
            """
        let batch = try importText(text, file: "k.csv", format: nil)
        #expect(batch.format == .kahoot)
        #expect(batch.title == "Planets")
        #expect(batch.questions.map(\.topic) == ["Planets", "Planets"])
        #expect(batch.questions.map(\.correct) == ["Mars", "false"])
        #expect(batch.questions.map(\.location.line) == [4, 6])
    }

    @Test func withoutAHeaderTheTemplateOrderIsAssumed() throws {
        let numbered = try importText("1,Red planet?,Venus,Mars,,,20,2\n", file: "k.csv", format: .kahoot)
        let plain = try importText("Red planet?,Venus,Mars,Earth,,20,\"2\"\n", file: "k.csv", format: .kahoot)
        #expect(numbered.questions.map(\.wrong) == [["Venus"]])
        #expect(plain.questions.map(\.wrong) == [["Venus", "Earth"]])
    }

    @Test func everyAnswerCorrectIsSkippedWithAWarning() throws {
        let batch = try importText(
            "Question,Answer 1,Answer 2,Correct\nQ?,a,b,\"1,2\"\n", file: "k.csv", format: .kahoot)
        #expect(batch.questions.isEmpty)
        #expect(
            batch.warnings.map(\.description).first
                == "k.csv:2: field \"Correct answer(s)\": skipped: every answer is marked correct")
    }

    static let header = "Question,Answer 1,Answer 2,Answer 3,Answer 4,Time limit,Correct answer(s)\n"

    @Test(arguments: [
        (
            header + "Q?,a,b,c,d,20,5\n",
            "k.csv:2: field \"Correct answer(s)\": must be answer numbers from 1 to 4, e.g. 2 or 1,3"
        ),
        (
            header + "Q?,a,b,c,d,20,x\n",
            "k.csv:2: field \"Correct answer(s)\": must be answer numbers from 1 to 4, e.g. 2 or 1,3"
        ),
        (
            header + "Q?,a,b,c,d,20,\n",
            "k.csv:2: field \"Correct answer(s)\": must be answer numbers from 1 to 4, e.g. 2 or 1,3"
        ),
        (header + "Q?,a,b,,,20,3\n", "k.csv:2: field \"Correct answer(s)\": names answer 3, which is empty"),
        (header + ",a,b,,,20,1\n", "k.csv:2: field \"Question\": must not be empty"),
        (header + "Q?,a,,,,20,1\n", "k.csv:2: field \"Answer 2\": must not be empty; give at least 2 answers"),
        (
            header + "Q?,a,\"b,20,1\n",
            "k.csv:2: field \"column 3\": a quoted field starts here but its closing quote is missing"
        ),
        (
            header + "Q?,a,\(String(repeating: "b", count: 100_000)),,,20,1\n",
            "k.csv:2: field \"Answer 2\": is 100000 characters long; at most 2000 fit"
        ),
    ])
    func badRowsNameTheLineAndField(text: String, message: String) {
        #expect(importFailure(text, file: "k.csv", format: .kahoot) == message)
    }
}
