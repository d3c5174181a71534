import Foundation
import Testing

@testable import QuizStore

@Suite struct OurCSVFormatTests {
    static let header = "topic,question,correct,wrong1,wrong2,wrong3,wrong4,wrong5,badge,explanation,source\n"

    @Test func readsMultipleChoiceAndTrueFalseRows() throws {
        let text = """
            Question,TOPIC,Correct,wrong1,wrong2,Source,Explanation,badge
            "Largest ocean, by area?",Geography,Pacific,Atlantic,Indian,https://example.org/oceans,"It covers about a third of the Earth.",
            The Sun is a star.,Space,true,,,,"Yes, a ""G-type"" star.",star
            """
        let batch = try importText(text, file: "pack.csv", format: nil)
        #expect(batch.format == .csv)
        #expect(
            batch.questions == [
                ImportedQuestion(
                    kind: .multipleChoice, topic: "Geography", text: "Largest ocean, by area?", correct: "Pacific",
                    wrong: ["Atlantic", "Indian"], explanation: "It covers about a third of the Earth.", badge: nil,
                    source: "https://example.org/oceans", location: ImportLocation(file: "pack.csv", line: 2)),
                ImportedQuestion(
                    kind: .trueFalse, topic: "Space", text: "The Sun is a star.", correct: "true", wrong: [],
                    explanation: "Yes, a \"G-type\" star.", badge: "star", source: "",
                    location: ImportLocation(file: "pack.csv", line: 3)),
            ])
        #expect(batch.warnings.isEmpty)
    }

    @Test func acceptsABOMCRLFLineBreaksInsideQuotesAndFiveWrongAnswers() throws {
        let text =
            Self.header.replacingOccurrences(of: "\n", with: "\r\n")
            + "Maths,\"Which is\r\nprime?\",7,4,6,8,9,10,,,\r\nMaths,2+2=5,FALSE,,,,,,,,\r\n"
        let batch = try Importer.parse(Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8), file: "pack.csv", format: .csv)
        #expect(batch.questions.map(\.text) == ["Which is\nprime?", "2+2=5"])
        #expect(batch.questions.map(\.wrong) == [["4", "6", "8", "9", "10"], []])
        #expect(batch.questions.map(\.correct) == ["7", "false"])
        #expect(batch.questions.map(\.location.line) == [2, 4])
    }

    @Test(arguments: [
        ("topic,question,wrong1\nA,B,C\n", "pack.csv:1: field \"correct\": is missing from the header row"),
        ("topic,question,correct\nA,B,C\n", "pack.csv:1: field \"wrong1\": is missing from the header row"),
        ("topic,question,correct,wrong1,topic\n", "pack.csv:1: field \"topic\": appears twice"),
        ("topic,,question,correct,wrong1\n", "pack.csv:1: field \"column 2\": has no name in the header row"),
        (header + "Space,,Mars,Venus\n", "pack.csv:2: field \"question\": must not be empty"),
        (header + "Space,Q?,Mars,Venus\n ,Q2?,A,B\n", "pack.csv:3: field \"topic\": must not be empty"),
        (header + "Space,Q?,,Venus\n", "pack.csv:2: field \"correct\": must not be empty"),
        (
            header + "Space,Q?,Mars,Venus,,Earth\n",
            "pack.csv:2: field \"wrong2\": must not be empty when wrong3 is filled"
        ),
        (
            header + "Space,Q?,Mars\n",
            "pack.csv:2: field \"wrong1\": must not be empty (or make correct TRUE or FALSE for a true/false question)"
        ),
        (header + "Space,Q?,Mars,Venus,mars\n", "pack.csv:2: field \"wrong2\": repeats the answer \"mars\""),
        ("topic,question,correct,wrong1\nA,B,C,D,E\n", "pack.csv:2: has 5 fields, more than the header's columns (4)"),
        (
            header + "Space,\"Q?,Mars,Venus\nSpace,Q2,A,B\n",
            "pack.csv:2: field \"column 2\": a quoted field starts here but its closing quote is missing"
        ),
    ])
    func badRowsNameTheLineAndField(text: String, message: String) {
        #expect(importFailure(text, file: "pack.csv", format: .csv) == message)
    }

    @Test func anUnknownColumnListsTheKnownOnes() {
        let message = importFailure("topic,question,correct,wrong 1\n", file: "pack.csv", format: .csv)
        #expect(
            message == "pack.csv:1: field \"wrong 1\": is not a column name; use topic, question, correct, wrong1, "
                + "wrong2, wrong3, wrong4, wrong5, badge, explanation, source, kind, uid, language, translates, "
                + "correctFeedback, wrong1Feedback, wrong2Feedback, wrong3Feedback, wrong4Feedback, wrong5Feedback")
    }

    /// The explanation is said either way; an answer's feedback only to whoever chose it.
    @Test func feedbackColumnsGoWithTheirAnswers() throws {
        let text = """
            topic,question,correct,wrong1,wrong2,explanation,CORRECTFEEDBACK,wrong2feedback,wrong1Feedback
            Geography,Largest ocean?,Pacific,Atlantic,Indian,It covers a third of the Earth.,Yes.,Too small.,
            Geography,Everest is in the Andes.,FALSE,,,,"Right, the Himalayas.",,"No, the Himalayas."
            Geography,Nile into the Med?,TRUE,,,It flows north.,,,
            """
        let batch = try importText(text, file: "pack.csv", format: .csv)
        #expect(batch.questions.map(\.explanation) == ["It covers a third of the Earth.", "", "It flows north."])
        #expect(
            batch.questions.map(\.feedback) == [
                ["Yes.", "", "Too small."], ["Right, the Himalayas.", "No, the Himalayas."], [],
            ])
        #expect(
            importFailure(
                "topic,question,correct,wrong1,wrong3Feedback\nG,Q?,A,B,Why?\n", file: "pack.csv", format: .csv)
                == "pack.csv:2: field \"wrong3Feedback\": must be empty when wrong3 is (feedback for an answer not given)"
        )
    }

    @Test func aUidColumnNamesEachQuestionOnce() throws {
        let text =
            "uid,topic,question,correct,wrong1\nspace-1,Space,Red planet?,Mars,Venus\n,Space,Blue planet?,Earth,Mars\n"
        let batch = try importText(text, file: "pack.csv", format: .csv)
        #expect(batch.questions.map(\.uid) == ["space-1", nil], "an empty uid leaves the question without one")
        #expect(
            importFailure(text + "space-1,Space,Ringed planet?,Saturn,Mars\n", file: "pack.csv", format: .csv)
                == "pack.csv:4: field \"uid\": repeats the uid \"space-1\" of line 2")
    }

    @Test func trailingEmptyFieldsFromSpreadsheetsAreIgnored() throws {
        let batch = try importText("topic,question,correct,wrong1,,\nA,B,C,D,,\n", file: "pack.csv", format: .csv)
        #expect(batch.questions.map(\.wrong) == [["D"]])
    }

    @Test func aHugeFieldIsRejected() {
        let huge = String(repeating: "x", count: 100_000)
        let message = importFailure(Self.header + "A,B,C,D,,,,,,\(huge),\n", file: "pack.csv", format: .csv)
        #expect(message == "pack.csv:2: field \"explanation\": is 100000 characters long; at most 2000 fit")
    }

    @Test func invalidUTF8NamesTheLine() {
        let data = Data(Self.header.utf8) + Data("A,B,C,D\nA,".utf8) + Data([0xC3, 0x28]) + Data(",C,D\n".utf8)
        #expect(
            importFailure(data, file: "pack.csv", format: .csv)
                == "pack.csv:3: is not valid UTF-8 (byte 0xC3 at column 3); save the file as UTF-8")
    }

    @Test func aHeaderWithoutRowsImportsNothingWithAWarning() throws {
        let batch = try importText(Self.header, file: "pack.csv", format: .csv)
        #expect(
            batch
                == ImportBatch(
                    format: .csv,
                    warnings: [
                        ImportWarning(location: ImportLocation(file: "pack.csv"), message: "holds nothing to import")
                    ]))
    }

    @Test func theExportsFormulaGuardIsRemoved() throws {
        let text = "topic,question,correct,wrong1,wrong2\nMaths,'=1-2?,'-1,'+1,'x\n"
        let batch = try importText(text, file: "pack.csv", format: .csv)
        #expect(batch.questions.map(\.text) == ["=1-2?"])
        #expect(batch.questions.map(\.correct) == ["-1"])
        #expect(batch.questions.map(\.wrong) == [["+1", "'x"]])
    }

    /// The header and kinds `tiltquiz export questions` writes.
    @Test func anExportedFileImportsAgain() throws {
        let text =
            Self.header.dropLast() + ",kind\nSpace,Q1?,A,B,,,,,,,,multipleChoice\nSpace,Q2?,true,,,,,,,,,trueFalse\n"
        let batch = try importText(String(text), file: "export.csv", format: nil)
        #expect(batch.questions.map(\.kind) == [.multipleChoice, .trueFalse])
    }

    @Test(arguments: [
        ("Q?,A,B,trueFalse", "p.csv:2: field \"wrong1\": must be empty for a true/false question"),
        ("Q?,maybe,,trueFalse", "p.csv:2: field \"correct\": must be TRUE or FALSE for a true/false question"),
        ("Q?,true,,multipleChoice", "p.csv:2: field \"wrong1\": must not be empty for a multiple-choice question"),
        ("Q?,A,B,essay", "p.csv:2: field \"kind\": must be trueFalse, multipleChoice or empty"),
    ])
    func aKindThatContradictsTheRowIsAnError(row: String, message: String) {
        let text = "question,correct,wrong1,kind,topic\n\(row),T\n"
        #expect(importFailure(text, file: "p.csv", format: .csv) == message)
    }
}
