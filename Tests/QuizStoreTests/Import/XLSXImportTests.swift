import Foundation
import Testing

@testable import QuizStore

/// Kahoot's quiz template as an .xlsx spreadsheet (fixtures saved by openpyxl, and one written by hand with the
/// cell kinds openpyxl does not write: scripts/make-xlsx-fixtures.py): the same questions, row numbers and
/// all-or-nothing rule as the CSV template.
@Suite struct XLSXImportTests {
    @Test func theTemplateIsReadWithItsRowNumbers() throws {
        let batch = try ImportFixtures.batch("kahoot-quiz-template.xlsx")
        #expect(batch.format == .kahoot)
        let rows = batch.questions.map {
            "\($0.location.place) \($0.kind) \($0.text) = \($0.correct) / \($0.wrong.joined(separator: ", "))"
        }
        #expect(
            rows == [
                "row 9 multipleChoice Which ocean is the largest? = Pacific / Atlantic, Indian, Arctic",
                "row 10 trueFalse The Great Wall of China is in Asia. = true / ",
                "row 12 multipleChoice Who wrote “Faust” & “Werther”? = Goethe / Schiller, Heine, Kafka",
                "row 13 multipleChoice Is 2 < 3 > 1? = Yes, both / No",
            ])
        #expect(batch.questions.allSatisfy { $0.topic == "Kahoot" })
        // Two correct answers: skipped with a warning naming the row, as in the CSV template.
        #expect(
            batch.warnings.map(\.description) == [
                "kahoot-quiz-template.xlsx, row 11: field \"Correct answer(s)\": skipped: 2 answers are marked "
                    + "correct (\"2\", \"7\"); a TiltQuiz question has one right answer"
            ])
    }

    @Test func sharedRichTextFormulasAndBooleansAreRead() throws {
        let batch = try ImportFixtures.batch("kahoot-shared-strings.xlsx")
        #expect(batch.questions.count == 2)
        let gas = try #require(batch.questions.first)
        #expect(gas.text == "Which gas do plants take in?")
        #expect(gas.correct == "Carbon dioxide")
        #expect(gas.wrong == ["Oxygen", "Nitrogen"])
        #expect(gas.location == ImportLocation(file: "kahoot-shared-strings.xlsx", row: 4))
        let water = try #require(batch.questions.last)
        #expect(water.kind == .trueFalse)
        #expect(water.correct == "true")
        #expect(water.text == "Water boils at 100 °C at sea level.")
    }

    @Test func badRowsAreAllNamedByRowAndNothingIsImported() throws {
        let path = ImportFixtures.path("kahoot-bad-rows.xlsx")
        let checked = Importer.check(path: path, format: nil)
        #expect(checked.format == .kahoot)
        #expect(
            checked.refusals.map(\.description) == [
                "kahoot-bad-rows.xlsx, row 10: field \"Question\": must not be empty",
                "kahoot-bad-rows.xlsx, row 11: field \"Correct answer(s)\": must be answer numbers from 1 to 4, "
                    + "e.g. 2 or 1,3",
                "kahoot-bad-rows.xlsx, row 12: field \"Correct answer(s)\": names answer 3, which is empty",
            ])
        #expect(checked.refusals.map(\.place) == ["row 10", "row 11", "row 12"])
        #expect(checked.batch?.questions.count == 2)
        #expect(!checked.canCommit)
        // Read for import, the first bad row stops it.
        #expect(
            throws: ImportError(
                location: ImportLocation(file: "kahoot-bad-rows.xlsx", row: 10), field: "Question", .empty)
        ) { try Importer.read(path: path, format: nil) }
    }

    @Test func aSheetThatIsNotTheTemplateSaysWhatItHolds() {
        let message = importFailure(
            (try? ImportFixtures.data("not-kahoot.xlsx")) ?? Data(), file: "not-kahoot.xlsx", format: nil)
        #expect(
            message
                == "not-kahoot.xlsx: is a spreadsheet, but its first sheet (\"Scores\") is not Kahoot's quiz template: "
                + "no row among its first 20 names the columns Question, Answer 1, Answer 2 and Correct answer(s); "
                + "its first row (row 1) holds \"Name\", \"Score\", \"Date\"; TiltQuiz reads other formats as text: "
                + "save the sheet as CSV")
    }

    @Test func aSpreadsheetNamedAsAnotherFormatOrBrokenIsRefusedInOneLine() throws {
        let data = try ImportFixtures.data("kahoot-quiz-template.xlsx")
        #expect(
            importFailure(data, file: "k.xlsx", format: .csv)
                == "k.xlsx: is a spreadsheet (a ZIP archive), not our CSV; TiltQuiz reads Kahoot's quiz template "
                + "from an .xlsx file, and other formats as text: save the sheet as CSV")
        for cut in [100, 1000, data.count - 30] {
            let message = try #require(importFailure(data.prefix(cut), file: "cut.xlsx", format: nil))
            #expect(message.hasPrefix("cut.xlsx: is a damaged"), "\(message)")
            #expect(!message.contains("\n"))
        }
    }

    @Test func cellReferencesNumbersAndEscapes() throws {
        #expect(XLSXText.column(of: "A1") == 0)
        #expect(XLSXText.column(of: "H8") == 7)
        #expect(XLSXText.column(of: "AB12") == 27)
        #expect(XLSXText.column(of: "12") == nil)
        #expect(XLSXText.number("1") == "1")
        #expect(XLSXText.number("1.0") == "1")
        #expect(XLSXText.number("2.5") == "2.5")
        #expect(XLSXText.unescaped("a_x000D_b_x00") == "a\rb_x00")
        #expect(XMLScanner.decode(ArraySlice("a &amp; b &lt;c&gt; &#233;&#x41; &nope;".utf8)) == "a & b <c> éA &nope;")
        var events: [String] = []
        try XMLScanner.scan(Array("<?xml v?><!-- c --><x:a k='1' y=\"2\"/><b>t<![CDATA[<u>]]></b>".utf8)) { event in
            switch event {
            case .start(let name, let attributes):
                let pairs = attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                events.append("<" + ([name] + pairs).joined(separator: " ") + ">")
            case .end(let name): events.append("</\(name)>")
            case .text(let text): events.append(text)
            }
        }
        #expect(events == ["<a k=1 y=2>", "</a>", "<b>", "t", "<u>", "</b>"])
        #expect(throws: XMLScanner.Problem.self) { try XMLScanner.scan(Array("<a b=\"1".utf8)) { _ in } }
    }
}
