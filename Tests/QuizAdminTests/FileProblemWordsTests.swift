import Foundation
import QuizText
import Testing

@testable import QuizAdmin
@testable import QuizStore

/// Why the import refuses a whole file, given to the web admin as a value: each worded by its own keys in every
/// language, English's words the command line's, and a German preview naming the file's error in German.
@Suite struct FileProblemWordsTests {
    /// What the first line of a file in no known format holds, as the importer finds it.
    static func finding(_ text: String) -> UnknownFormatFinding { UnknownFormat.finding(text) }

    /// One of each reason a file is refused for (every kind of unknown format's finding); `index` fails to compile
    /// when a case is added, and `everyProblemIsSampled` fails when the list misses one.
    static let problems: [ImportFileProblem] =
        [
            .unreadable, .blank, .utf16, .notUTF8(byte: 0xC3, column: 3), .unknownFormat(UnknownFormatFinding()),
            .unknownFormat(finding("hello\n")), .unknownFormat(finding("topic;question;correct;wrong1\nA;B;C;D\n")),
            .unknownFormat(finding("a|b|c\n")), .unknownFormat(finding("a\tb\n")),
            .unknownFormat(finding("topic,question,answer,wrong1\n")),
            .unknownFormat(finding("Question,Answer 1,Answer 2,Right one\n")), .unknownFormat(finding("x,y\n")),
            .spreadsheetNotFormat(.csv), .spreadsheetNotFormat(.onthisday), .noHeader, .unnamedColumn,
            .separatorInColumnName(.semicolon), .separatorInColumnName(.tab),
            .notAColumnName(columns: OurCSVFormat.columns), .columnTwice, .columnMissing, .unclosedQuote,
            .textAfterQuote, .notJSON(reason: "expected ':'"), .giftBraceNotClosed, .feedWithoutDay, .bsdIndexLine,
            .bsdDataFile(path: "/usr/share/games/quiz/africa", name: "africa"), .bsdTooDeep(limit: 32),
            .topicInCategories, .topicInTitle("Weltraum"),
        ] + spreadsheetProblems.map(ImportFileProblem.spreadsheet)
        + ItemProblemWordsTests.problems.map(ImportFileProblem.item)

    /// One of each reason a spreadsheet cannot be read for.
    static let spreadsheetProblems: [SpreadsheetProblem] = [
        .copyFailed(folder: "/tmp/"), .damagedZIP, .notXLSX, .partUnreadable(path: "xl/worksheets/sheet1.xml"),
        .partBroken(path: "xl/workbook.xml", reason: "an unclosed tag"),
        .sheetMissing(path: "xl/worksheets/sheet1.xml"),
        .noSheet, .partTooLarge(path: "xl/sharedStrings.xml", megabytes: 64),
        .notKahoot(sheet: "Sheet1", rows: 20, firstRow: nil),
        .notKahoot(sheet: "Quiz", rows: 20, firstRow: (row: 2, cells: ["Frage", "Antwort"])),
    ]

    static func index(_ problem: SpreadsheetProblem) -> Int {
        switch problem {
        case .copyFailed: 0
        case .damagedZIP: 1
        case .notXLSX: 2
        case .partUnreadable: 3
        case .partBroken: 4
        case .sheetMissing: 5
        case .noSheet: 6
        case .partTooLarge: 7
        case .notKahoot: 8
        }
    }

    static func index(_ problem: ImportFileProblem) -> Int {
        switch problem {
        case .unreadable: 0
        case .blank: 1
        case .utf16: 2
        case .notUTF8: 3
        case .unknownFormat: 4
        case .spreadsheetNotFormat: 5
        case .noHeader: 6
        case .unnamedColumn: 7
        case .separatorInColumnName: 8
        case .notAColumnName: 9
        case .columnTwice: 10
        case .columnMissing: 11
        case .unclosedQuote: 12
        case .textAfterQuote: 13
        case .notJSON: 14
        case .spreadsheet: 15
        case .giftBraceNotClosed: 16
        case .feedWithoutDay: 17
        case .item: 18
        case .bsdIndexLine: 19
        case .bsdDataFile: 20
        case .bsdTooDeep: 21
        case .topicInCategories: 22
        case .topicInTitle: 23
        }
    }

    @Test func everyProblemIsSampled() {
        #expect(Set(Self.problems.map(Self.index)) == Set(0...23))
        #expect(Set(Self.spreadsheetProblems.map(Self.index)) == Set(0...8))
        let advice = Self.problems.compactMap { problem -> String? in
            guard case .unknownFormat(let finding) = problem else { return nil }
            return finding.advice.map { "\($0)".prefix { $0 != "(" } }.map(String.init) ?? "none"
        }
        #expect(Set(advice) == ["none", "saveWithCommas", "ourCSVLacks", "kahootLacks"])
    }

    /// Each reason, in each language: no key shown as itself, and no English sentence left (the JSON parser's
    /// reason and the column names stay as they are).
    @Test(arguments: TranslatedWords.languages)
    func everyProblemHasItsWordsInEveryLanguage(language: String) {
        for problem in Self.problems {
            let (text, englishText) = TranslatedWords.expect(problem, in: language, ImportFileWords.text)
            let sentences = englishText.split(separator: "; ").map(String.init) + [UnknownFormat.expected]
            for sentence in sentences where sentence.count > 12 && sentence != "expected ':'" {
                #expect(!text.contains(sentence), "\(language) \(problem): \"\(sentence)\" left in English")
            }
        }
    }

    /// The catalog's English says what the command line says, word for word.
    @Test func englishIsTheCommandLinesWords() {
        let english = AdminWords.languages.catalog("en")
        for problem in Self.problems {
            #expect(ImportFileWords.text(problem, english) == problem.words)
        }
        for format in ImportFormat.allCases {
            let problem = ImportFileProblem.spreadsheetNotFormat(format)
            #expect(ImportFileWords.text(problem, english) == problem.words)
        }
    }

    /// The preview's problem carries the file's error as a value, and the page words it; its English is the
    /// command line's.
    @Test func aPreviewsFileErrorIsWordedInTheReadersLanguage() throws {
        let german = AdminWords.languages.catalog("de")
        let preview = Importer.preview(
            Data("topic,question,correct,wrongone\nA,B,C,D\n".utf8), file: "h.csv", format: nil)
        let problem = try #require(preview.problems.first)
        #expect(problem.fileProblem == .notAColumnName(columns: OurCSVFormat.columns))
        #expect(problem.message == "is not a column name; use " + OurCSVFormat.columns.joined(separator: ", "))
        #expect(
            ImportRowWords.message(problem, german)
                == "ist kein Spaltenname; nimm " + OurCSVFormat.columns.joined(separator: ", "))
        let json = Importer.preview(Data("[{\"title\": \"T\",\n".utf8), file: "q.json", format: .iquiz)
        let broken = try #require(json.problems.first)
        #expect(broken.fileProblem == .notJSON(reason: "the file ends too early (is it truncated?)"))
        #expect(
            ImportRowWords.message(broken, german)
                == "ist kein gültiges JSON: the file ends too early (is it truncated?)")
    }
}

/// The import preview over HTTP names a file's error in the reader's language.
@Suite(.serialized) struct FileProblemPagesTests {
    @Test func aGermanImportPreviewNamesTheFilesErrorInGerman() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let german = AdminWords.languages.catalog("de")
            let csv = "topic;question;correct;wrong1\nWeltraum;Roter Planet?;Mars;Venus\n"
            let reply = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie + "; tiltquiz_language=de",
                body: Uploads.body(file: Array(csv.utf8), fileName: "s.csv"))
            #expect(reply.status == 422)
            let expected =
                "ist in keinem Format, das TiltQuiz kennt: die erste Zeile ist „topic;question;correct;wrong1“, 4 "
                + "Zellen, getrennt durch Semikolons (;); " + german["web.import_file_formats"]
                + "; speichere die Datei als CSV mit Kommas zwischen den Zellen (in LibreOffice: Speichern unter, "
                + "Text CSV, Feldtrennzeichen „,“)"
            #expect(
                reply.body.contains(Cells.cells(["Wo": "", "Feld": "", "Fehler": Self.escaped(expected)])),
                "\(reply.body)")
            #expect(!reply.body.contains("is in no format TiltQuiz knows"))
            // Named as our CSV, the header row is one column name with semicolons in it.
            let named = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie + "; tiltquiz_language=de",
                body: Uploads.body(file: Array(csv.utf8), fileName: "s.csv", fields: [("format", "csv")]))
            #expect(
                named.body.contains(
                    Cells.cells([
                        "Wo": "Zeile 1", "Feld": "topic;question;correct;wrong1",
                        "Fehler":
                            "ist ein einziger Spaltenname mit Semikolons (;) darin: unser CSV trennt seine Zellen durch "
                            + "Kommas; speichere die Datei als CSV mit „,“ als Feldtrennzeichen",
                    ])), "\(named.body)")
        }
    }

    /// As the page escapes a text for HTML.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
