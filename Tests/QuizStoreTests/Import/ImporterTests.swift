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

    @Test func anUnknownFormatListsTheKnownOnes() {
        #expect(
            importFailure("hello\n", file: "a.txt", format: nil)
                == "a.txt: is in no format TiltQuiz knows: our CSV, iQuiz JSON, Open Trivia DB JSON, Wikipedia "
                + "\"On this day\" JSON, Kahoot CSV, Moodle GIFT or a bsdgames quiz index")
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
                location: ImportLocation(file: "pack.csv", line: 2), field: "question", message: "must not be empty")
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
