import Foundation
import Testing

@testable import QuizStore

@Suite struct ImporterTests {
    @Test(arguments: ["", " \n\t\r\n", "\u{FEFF}\n"])
    func emptyFilesAreErrors(text: String) {
        for format in [nil] + ImportFormat.allCases {
            #expect(importFailure(text, file: "e.csv", format: format) == "e.csv: is empty")
        }
    }

    @Test func anUnknownFormatSaysWhatWasFoundAndWhatWasExpected() {
        #expect(
            importFailure("hello\n", file: "a.txt", format: nil)
                == "a.txt: is in no format TiltQuiz knows: its first line is \"hello\" (no comma, semicolon or tab in "
                + "it); " + UnknownFormat.expected)
        #expect(UnknownFormat.expected.contains("Kahoot's quiz template (.xlsx, or CSV with the columns Question"))
    }

    /// A spreadsheet saved as CSV in a locale whose decimal mark is a comma separates its cells with `;`: the
    /// message names the line, the separator and the fix (it said only "is in no format TiltQuiz knows").
    @Test func aSemicolonSeparatedFileIsNamedAsSuch() throws {
        let message = try #require(
            importFailure("topic;question;correct;wrong1\nSpace;Red planet?;Mars;Venus\n", file: "s.csv", format: nil))
        #expect(
            message.hasPrefix(
                "s.csv: is in no format TiltQuiz knows: its first line is \"topic;question;correct;wrong1\", 4 cells "
                    + "separated by semicolons (;); expected our CSV (a first line naming the columns topic, question, "
                    + "correct and wrong1, separated by commas)"), "\(message)")
        #expect(
            message.hasSuffix(
                "; save it as CSV with commas between the cells (in LibreOffice: Save As, Text CSV, "
                    + "Field delimiter \",\")"), "\(message)")
        // Named as our CSV, the header says the same.
        #expect(
            importFailure("topic;question;correct;wrong1\nSpace;Red planet?;Mars;Venus\n", file: "s.csv", format: .csv)
                == "s.csv:1: field \"topic;question;correct;wrong1\": is one column name with semicolons (;) in "
                + "it: our CSV separates its cells with commas; save it as CSV with \",\" as the field delimiter")
    }

    @Test func aWrongHeaderSaysWhichColumnIsMissing() {
        #expect(
            importFailure("topic,question,answer,wrong1\nSpace,Red planet?,Mars,Venus\n", file: "h.csv", format: nil)
                == "h.csv: is in no format TiltQuiz knows: its first line is \"topic,question,answer,wrong1\", 4 cells "
                + "separated by commas; " + UnknownFormat.expected + "; as our CSV its header lacks correct")
        #expect(
            importFailure("Question,Answer 1,Answer 2,Right one\nQ?,A,B,1\n", file: "k.csv", format: nil)
                == "k.csv: is in no format TiltQuiz knows: its first line is \"Question,Answer 1,Answer 2,Right one\", "
                + "4 cells separated by commas; " + UnknownFormat.expected
                + "; as Kahoot's template its header lacks Correct answer(s)")
    }

    @Test func utf16IsRejectedWithAHint() throws {
        let data = Data([0xFF, 0xFE]) + (try #require("topic".data(using: .utf16LittleEndian)))
        #expect(importFailure(data, file: "u.csv", format: .csv) == "u.csv:1: is UTF-16 text; save it as UTF-8")
    }

    @Test(arguments: ImportFormat.allCases)
    func invalidUTF8IsAnErrorInEveryFormat(format: ImportFormat) {
        let data = Data("line one\n".utf8) + Data([0x41, 0xE2, 0x28, 0xA1])
        #expect(
            importFailure(data, file: "bad", format: format)
                == "bad:2: is not valid UTF-8 (byte 0xE2 at column 2); save the file as UTF-8")
    }

    @Test func unreadablePathsAreErrors() throws {
        let folder = try ImportScratchFolder()
        for path in [folder.path + "/missing.csv", folder.path] {
            #expect(
                throws: ImportError(
                    location: ImportLocation(file: (path as NSString).lastPathComponent),
                    message: "cannot be read; check the path")
            ) {
                try Importer.read(path: path, format: nil)
            }
        }
    }

    @Test func readNamesOnlyTheFileNameInMessages() throws {
        let folder = try ImportScratchFolder()
        let path = try folder.write("pack.csv", "topic,question,correct,wrong1\nA,,C,D\n")
        #expect(
            throws: ImportError(
                location: ImportLocation(file: "pack.csv", line: 2), field: "question", .empty)
        ) {
            try Importer.read(path: path, format: nil)
        }
    }

    @Test func descriptionsNameFileLinePathAndField() {
        let line = ImportLocation(file: "pack.csv", line: 12)
        let path = ImportLocation(file: "q.json", jsonPath: "$[3].answer")
        #expect(line.description == "pack.csv:12")
        #expect(path.description == "q.json: $[3].answer")
        #expect(ImportLocation(file: "f").description == "f")
        #expect(
            ImportError(location: line, field: "wrong2", message: "must not be empty").description
                == "pack.csv:12: field \"wrong2\": must not be empty")
        #expect(
            ImportError(location: path, field: "answer", message: "must be a number from 1 to 4").description
                == "q.json: $[3].answer: must be a number from 1 to 4")
        #expect(
            ImportWarning(location: line, message: "skipped: GIFT essay question").description
                == "pack.csv:12: skipped: GIFT essay question")
    }
}
