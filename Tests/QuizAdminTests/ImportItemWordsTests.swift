import Foundation
import QuizCore
import QuizText
import Testing

@testable import QuizAdmin
@testable import QuizStore

/// Why the import refuses a JSON document's item, and why a committed import wrote nothing when the store failed,
/// given to the web admin as values: each worded by its own keys in every language, English's words the command
/// line's.
@Suite struct ItemProblemWordsTests {
    /// One of each reason; `index` fails to compile when a case is added, `everyProblemIsSampled` when the list
    /// misses one.
    static let problems: [ImportItemProblem] = [
        .notAnObject, .missing, .notAList, .notAString, .empty, .notANumber, .responseCode(1), .responseCode(2),
        .responseCode(3), .responseCode(4), .responseCode(5), .responseCode(7), .notEncoded(encoding: "base64"),
        .notTrueOrFalse, .wrongAnswerCount(limit: 5), .repeatsCorrect("Mars"), .unknownType("open"),
        .tooFewAnswers(least: 2), .tooManyAnswers(count: 8, wrongLimit: 5), .answerNumber(answers: 4),
        .rightAnswerTwice("Mars"), .notAFeed, .noEventList, .notADate, .notAYear,
    ]

    static func index(_ problem: ImportItemProblem) -> Int {
        switch problem {
        case .notAnObject: 0
        case .missing: 1
        case .notAList: 2
        case .notAString: 3
        case .empty: 4
        case .notANumber: 5
        case .responseCode: 6
        case .notEncoded: 7
        case .notTrueOrFalse: 8
        case .wrongAnswerCount: 9
        case .repeatsCorrect: 10
        case .unknownType: 11
        case .tooFewAnswers: 12
        case .tooManyAnswers: 13
        case .answerNumber: 14
        case .rightAnswerTwice: 15
        case .notAFeed: 16
        case .noEventList: 17
        case .notADate: 18
        case .notAYear: 19
        }
    }

    /// The store's failures an import can end in, one of each storage problem.
    static let failures: [StoreError] = [
        .storage(path: "/data/tiltquiz.sqlite", problem: .full, detail: "database or disk is full"),
        .storage(path: "/data/tiltquiz.sqlite", problem: .readOnly, detail: "attempt to write a readonly database"),
        .storage(path: "/data/tiltquiz.sqlite", problem: .ioError, detail: "disk I/O error"),
        .storage(path: "/data/tiltquiz.sqlite", problem: .damaged, detail: "file is not a database"),
        .damaged(path: "/data/tiltquiz.sqlite", detail: "database disk image is malformed"),
        .query("no such table: question"),
    ]

    @Test func everyProblemIsSampled() {
        #expect(Set(Self.problems.map(Self.index)) == Set(0...19))
        #expect(Set(Self.problems.compactMap { if case .responseCode(let code) = $0 { code } else { nil } }).count == 6)
    }

    /// Each reason in each language: no key shown as itself, and no English sentence left (the file's own words,
    /// the API's names for its codes and the database's detail stay as they are).
    @Test(arguments: TranslatedWords.languages)
    func everyReasonHasItsWordsInEveryLanguage(language: String) {
        let texts =
            Self.problems.map { ("\($0)", TranslatedWords.expect($0, in: language, ImportItemWords.text)) }
            + Self.failures.map { ("\($0)", TranslatedWords.expect($0, in: language, ImportFailureWords.text)) }
            + [("column", TranslatedWords.expect(2, in: language, { ImportRowWords.field("", column: $0, $1) }))]
        for (name, (text, englishText)) in texts {
            for sentence in englishText.split(separator: "; ").map(String.init) where sentence.count > 12 {
                let kept = ["database disk image is malformed", "attempt to write a readonly database"]
                #expect(
                    !text.contains(sentence) || kept.contains(sentence),
                    "\(language) \(name): \"\(sentence)\" left in English")
            }
        }
    }

    /// The catalog's English says what the command line says, word for word.
    @Test func englishIsTheCommandLinesWords() {
        let english = AdminWords.languages.catalog("en")
        for problem in Self.problems {
            #expect(ImportItemWords.text(problem, english) == problem.words)
            #expect(ImportFileWords.text(.item(problem), english) == ImportFileProblem.item(problem).words)
        }
        for failure in Self.failures {
            #expect(ImportFailureWords.text(failure, english) == failure.description)
        }
        let unclosed = Importer.preview(Data("topic,question\nA,\"B\n".utf8), file: "q.csv", format: .csv)
        let problem = try? #require(unclosed.problems.first)
        #expect(problem?.column == 2)
        #expect(problem?.field == "column 2")
        #expect(ImportRowWords.field(problem?.field ?? "", column: problem?.column, english) == "column 2")
    }

    /// A store failure on the progress page, in German and Arabic: the path and the database's detail as they are.
    @Test func aStoreFailureIsWordedInTheReadersLanguage() {
        let full = StoreError.storage(path: "/data/t.sqlite", problem: .full, detail: "database or disk is full")
        #expect(
            ImportFailureWords.text(full, AdminWords.languages.catalog("de"))
                == "die Datenbank /data/t.sqlite lässt sich nicht benutzen: die Festplatte ist voll (database or disk "
                + "is full)")
        #expect(
            ImportFailureWords.text(full, AdminWords.languages.catalog("ar"))
                == "تعذّر استخدام قاعدة البيانات /data/t.sqlite: القرص ممتلئ (database or disk is full)")
        #expect(
            ImportFailureWords.text(.query("no such table: x"), AdminWords.languages.catalog("de"))
                == "Datenbankfehler: no such table: x")
    }
}

/// A bad file of each format uploaded to the admin's import with the browser's Accept-Language German or Arabic:
/// the preview names the file, the place (line or JSON path), the field and the reason in that language.
@Suite(.serialized) struct ImportWordsPagesTests {
    /// A file, the form's fields, and where, which field and why, per language.
    struct Case: Sendable {
        var fileName: String
        var content: String
        var fields: [(String, String)] = []
        /// Per language: place, field, reason.
        var expected: [String: (place: String, field: String, reason: String)]
        /// The command line's English reason, which the page must not show.
        var english: String
    }

    static let cases: [Case] = [
        Case(
            fileName: "opentdb.json",
            content: """
                {"response_code": 0, "results": [{"type": "multiple", "difficulty": "easy", "category": "Science",
                "question": "Red planet?", "correct_answer": "Mars", "incorrect_answers": []}]}
                """,
            expected: [
                "de": ("$.results[0].incorrect_answers", "incorrect_answers", "muss 1 bis 5 Antworten enthalten"),
                "ar": ("$.results[0].incorrect_answers", "incorrect_answers", "يجب أن يكون عدد الإجابات فيه بين 1 و5"),
            ],
            english: "must hold 1 to 5 answers"),
        Case(
            fileName: "space.json",
            content: """
                [{"title": "Space", "desc": "", "questions": [{"text": "Red planet?", "answer": "5",
                "answers": ["Mars", "Venus"]}]}]
                """,
            expected: [
                "de": ("$[0].questions[0].answer", "answer", "muss eine Zahl von 1 bis 2 sein"),
                "ar": ("$[0].questions[0].answer", "answer", "يجب أن يكون رقمًا من 1 إلى 2"),
            ],
            english: "must be a number from 1 to 2"),
        Case(
            fileName: "onthisday-07-20.json",
            content: #"{"events": [{"text": "Moon landing", "year": "soon"}]}"#,
            expected: [
                "de": ("$.events[0].year", "year", "muss eine Jahreszahl wie 1969, -44 oder „44 BC“ sein"),
                "ar": ("$.events[0].year", "year", "يجب أن يكون سنةً مثل 1969 أو -44 أو «44 BC»"),
            ],
            english: "must be a year such as 1969"),
        Case(
            fileName: "index", content: "africa:country\n",
            expected: [
                "de": ("Zeile 1", "", "muss datafile:category1:category2... lauten, z. B. capitals:country:capital"),
                "ar": (
                    "السطر 1", "", "يجب أن يكون بالصيغة datafile:category1:category2...، مثل capitals:country:capital"
                ),
            ],
            english: "must read datafile"),
        Case(
            fileName: "index", content: "# quiz\nafrica:country:capital\n",
            expected: [
                "de": (
                    "Zeile 2", "datafile",
                    "nennt africa, das sich nicht lesen lässt (auch africa neben dem Index wurde gesucht)"
                ),
                "ar": (
                    "السطر 2", "datafile", "يشير إلى africa الذي تتعذّر قراءته (وبُحث أيضًا عن africa بجانب ملف الفهرس)"
                ),
            ],
            english: "which cannot be read"),
        Case(
            fileName: "space.gift", content: "$CATEGORY: Space\n\n::Q1:: Red planet? {=Mars ~Venus}\n",
            fields: [("topic", "Astronomy")],
            expected: [
                "de": (
                    "Zeile 1", "",
                    "stellt jede Frage unter eine $CATEGORY-Zeile, die ihr Thema nennt, also würde --topic keines "
                        + "nennen; lass --topic weg oder entferne die $CATEGORY-Zeilen"
                ),
                "ar": (
                    "السطر 1", "",
                    "يضع كل سؤال تحت سطر $CATEGORY يحدّد موضوعه، فلن يحدّد --topic موضوع أي سؤال؛ احذف --topic أو احذف "
                        + "أسطر $CATEGORY"
                ),
            ],
            english: "puts every question under"),
        Case(
            fileName: "kahoot.csv",
            content: "Title,Space Quiz\nQuestion,Answer 1,Answer 2,Answer 3,Answer 4,Time limit,Correct answer(s)\n"
                + "Red planet?,Mars,Venus,,,20,1\n",
            fields: [("format", "kahoot"), ("topic", "Astronomy")],
            expected: [
                "de": (
                    "Zeile 1", "",
                    "nennt sein Thema „Space Quiz“ in seiner Titelzeile, also würde --topic keines nennen; lass "
                        + "--topic weg oder ändere den Titel"
                ),
                "ar": (
                    "السطر 1", "",
                    "يحدّد موضوعه «Space Quiz» في صف العنوان، فلن يحدّد --topic موضوع أي سؤال؛ احذف --topic أو غيّر العنوان"
                ),
            ],
            english: "in its title row"),
        Case(
            fileName: "quote.csv", content: "topic,question,correct,wrong1\nSpace,\"Red planet?,Mars,Venus\n",
            expected: [
                "de": ("Zeile 2", "Spalte 2", AdminWords.languages.catalog("de")["web.import_file_unclosed_quote"]),
                "ar": ("السطر 2", "العمود 2", AdminWords.languages.catalog("ar")["web.import_file_unclosed_quote"]),
            ],
            english: "a quoted field starts here"),
    ]

    @Test(arguments: ["de", "ar"])
    func aBadFileOfEachFormatIsNamedInTheReadersLanguage(language: String) async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let words = AdminWords.languages.catalog(language)
            for item in Self.cases {
                let reply = try await fixture.upload(
                    "/import?csrf=\(csrf)", cookie: cookie,
                    body: Uploads.body(file: Array(item.content.utf8), fileName: item.fileName, fields: item.fields),
                    acceptLanguage: language == "de" ? "de-DE,de;q=0.9,en;q=0.5" : "ar-EG,ar;q=0.9")
                #expect(reply.status == 422, "\(item.fileName): \(reply.status)")
                let expected = try #require(item.expected[language])
                #expect(reply.body.contains("<p>\(item.fileName): "), "\(language) \(item.fileName): the file")
                let cells = Cells.cells([
                    words["web.where"]: expected.place, words["web.field"]: expected.field,
                    words["web.problem"]: FileProblemPagesTests.escaped(expected.reason),
                ])
                #expect(reply.body.contains(cells), "\(language) \(item.fileName): \(reply.body)")
                #expect(!reply.body.contains(item.english), "\(language) \(item.fileName): English")
            }
        }
    }
}
