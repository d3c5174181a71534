import Foundation
import QuizText
import Testing

@testable import QuizAdmin
@testable import QuizStore

/// The reasons QuizStore gives the web admin as values, a settings line's and an import row's (a `translates` link
/// refused once the import is written too): each worded by its own key in every language, English's words the
/// command line's, and a German page showing the German reason.
@Suite struct RefusalWordsTests {
    /// One of each reason a settings line is refused for; `index` fails to compile when a case is added, and
    /// `everyReasonIsSampled` fails when the list misses one.
    static let settingsReasons: [SettingsLineProblem.Reason] = [
        .messageTooLong(characters: 41, limit: 40), .tooManyLines(lines: 201, limit: 200),
        .notInRange(typed: "", range: 1...9), .notInRange(typed: "ten", range: 1...1440),
        .badRightCount(typed: "zero", range: 1...100_000), .noColon, .noQuestionAfterColon, .noPowerUpBeforeColon,
        .notAMedal("platinum"), .notAPowerUp("teleport"), .noPowerUp, .badGrantCount("x200"), .badgeShape,
        .badBadgeCode("Ten"), .badBadgeTitle, .badBadgeCount(trigger: "correct ten", kind: "correct"),
        .badBadgeTrigger("right 5"), .repeatedBadgeCode("a"), .noSuchQuestion("Who?", badge: nil),
        .noSuchQuestion("Who?", badge: "peru"),
    ]

    static func index(_ reason: SettingsLineProblem.Reason) -> Int {
        switch reason {
        case .messageTooLong: 0
        case .tooManyLines: 1
        case .notInRange: 2
        case .badRightCount: 3
        case .noColon: 4
        case .noQuestionAfterColon: 5
        case .noPowerUpBeforeColon: 6
        case .notAMedal: 7
        case .notAPowerUp: 8
        case .noPowerUp: 9
        case .badGrantCount: 10
        case .badgeShape: 11
        case .badBadgeCode: 12
        case .badBadgeTitle: 13
        case .badBadgeCount: 14
        case .badBadgeTrigger: 15
        case .repeatedBadgeCode: 16
        case .noSuchQuestion: 17
        }
    }

    /// One of each reason an import row is refused for, kept whole as `settingsReasons` is.
    static let rowProblems: [ImportRowProblem] = [
        .tooManyFields(fields: 5, columns: 4), .tooLong(characters: 2001, limit: 2000), .empty,
        .gapBefore(filled: "wrong3"), .noWrongAnswer, .repeatsAnswer("yes"), .feedbackWithoutAnswer(answer: "wrong2"),
        .notALanguageCode("german"), .wrongAnswersForTrueFalse, .notTrueOrFalse, .noWrongForMultipleChoice,
        .unknownKind, .repeatsUID("q-1", line: 3), .tooFewAnswers(least: 2), .notAnswerNumbers(answers: 4),
        .namesEmptyAnswer(3), .translatesItself(uid: "de-1"), .translatesUnknown(uid: "en-9"),
        .translatesATranslation(uid: "de-1", root: "en-1"), .translatesOtherKind(uid: "en-1", rowIsStatement: true),
        .translatesOtherKind(uid: "en-tf", rowIsStatement: false),
        .translatesOtherAnswer(uid: "en-tf", namedIsTrue: true),
        .translatesOtherAnswer(uid: "en-tf", namedIsTrue: false),
        .translatesOtherAnswerCount(uid: "en-1", wrong: 1, rowWrong: 3),
        .translatesOtherAnswerCount(uid: "en-1", wrong: 2, rowWrong: 3),
    ]

    static func index(_ problem: ImportRowProblem) -> Int {
        switch problem {
        case .tooManyFields: 0
        case .tooLong: 1
        case .empty: 2
        case .gapBefore: 3
        case .noWrongAnswer: 4
        case .repeatsAnswer: 5
        case .feedbackWithoutAnswer: 6
        case .notALanguageCode: 7
        case .wrongAnswersForTrueFalse: 8
        case .notTrueOrFalse: 9
        case .noWrongForMultipleChoice: 10
        case .unknownKind: 11
        case .repeatsUID: 12
        case .tooFewAnswers: 13
        case .notAnswerNumbers: 14
        case .namesEmptyAnswer: 15
        case .translatesItself: 16
        case .translatesUnknown: 17
        case .translatesATranslation: 18
        case .translatesOtherKind: 19
        case .translatesOtherAnswer: 20
        case .translatesOtherAnswerCount: 21
        }
    }

    @Test func everyReasonIsSampled() {
        #expect(Set(Self.settingsReasons.map(Self.index)) == Set(0...17))
        #expect(Set(Self.rowProblems.map(Self.index)) == Set(0...21))
    }

    /// Each reason, in each language, from a key of its own: no key shown as itself, and none left in English.
    @Test(arguments: TranslatedWords.languages)
    func everyReasonHasItsWordsInEveryLanguage(language: String) {
        let words = AdminWords.languages.catalog(language)
        for reason in Self.settingsReasons {
            for line in [nil, 3] {
                let problem = SettingsLineProblem(.badges, line: line, reason)
                let text = TranslatedWords.expect(problem, in: language, SettingsProblemWords.text, name: "\(reason)")
                    .text
                #expect(text.contains(words["web.badges"]), "\(language) \(reason): the section's name")
            }
        }
        for problem in Self.rowProblems {
            TranslatedWords.expect(problem, in: language, ImportRowWords.text)
        }
    }

    /// The catalog's English says what the command line says (only a number grouped on the page, 2,001, differs).
    @Test func englishIsTheCommandLinesWords() {
        let english = AdminWords.languages.catalog("en")
        let ungrouped = { (text: String) in text.replacingOccurrences(of: "2,00", with: "200") }
        for reason in Self.settingsReasons {
            for line in [nil, 12] {
                let problem = SettingsLineProblem(.minutesPerLife, line: line, reason)
                #expect(SettingsProblemWords.text(problem, english) == problem.description)
            }
        }
        for section in SettingsLineProblem.Section.allCases {
            #expect(english[SettingsProblemWords.sectionKey(section)] == section.name)
        }
        for problem in Self.rowProblems {
            #expect(ungrouped(ImportRowWords.text(problem, english)) == problem.words)
        }
    }

    /// The place of a problem: a line, a spreadsheet's row, a JSON path as the file has it.
    @Test func thePlaceIsWordedAndAPathKept() {
        let german = AdminWords.languages.catalog("de")
        #expect(ImportRowWords.place(ImportLocation(file: "q.csv", line: 12), german) == "Zeile 12")
        #expect(ImportRowWords.place(ImportLocation(file: "q.xlsx", row: 10), german) == "Tabellenzeile 10")
        #expect(ImportRowWords.place(ImportLocation(file: "q.json", jsonPath: "$[3].answer"), german) == "$[3].answer")
        #expect(ImportRowWords.place(ImportLocation(file: "q.csv"), german) == "")
        let english = AdminWords.languages.catalog("en")
        #expect(ImportRowWords.place(ImportLocation(file: "q.xlsx", row: 10), english) == "row 10")
    }
}

/// The settings page, the import preview and the question page's chart over HTTP in the reader's language.
@Suite(.serialized) struct RefusalPagesTests {
    @Test func aGermanSettingsPageGivesTheGermanReasons() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let reply = try await fixture.post(
                "/settings",
                SettingsTests.form(
                    csrf, everyRight: "1 freezeTime\n3 teleport", perQuestion: "halfOff: Gibt es diese Frage?",
                    badges: "a | A | correct 1\na | B | answered 2", lives: "0", passesPerDay: ""),
                cookie: cookie + "; tiltquiz_language=de")
            #expect(reply.status == 422)
            let expected = [
                "Alle N richtigen, Zeile 2: „teleport“ ist kein Power-Up; nimm freezeTime, jumpIt, peoplesChoice, halfOff",
                "Abzeichen, Zeile 2: wiederholt den Abzeichen-Code „a“; gib jedem Abzeichen einen eigenen",
                "Leben: „0“ ist nicht erlaubt; gib eine ganze Zahl von 1 bis 9 ein",
                "Aussetzen pro Tag: ist leer; gib eine ganze Zahl von 0 bis 20 ein",
            ]
            for line in expected {
                #expect(reply.body.contains(line), "\(line)")
            }
            #expect(!reply.body.contains("is not a power-up"))
            // A question not in the store, named once every line reads.
            let missing = try await fixture.post(
                "/settings", SettingsTests.form(csrf, perQuestion: "halfOff: Gibt es diese Frage?"),
                cookie: cookie + "; tiltquiz_language=de")
            #expect(
                missing.body.contains(
                    "Pro Frage: keine aktive Multiple-Choice-Frage hat die uid oder den Text „Gibt es diese Frage?“"))
            let arabic = try await fixture.post(
                "/settings", SettingsTests.form(csrf, lives: "0"), cookie: cookie + "; tiltquiz_language=ar")
            #expect(arabic.body.contains("الأرواح: «0» غير مسموح؛ اكتب عددًا صحيحًا من 1 إلى 9"))
        }
    }

    @Test func aGermanImportPreviewGivesTheGermanReasonsByLine() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let csv =
                ImportTests.header + "Space,Good one?,Yes,No,,,,,\n" + "Space,No answer?,,No,,,,,\n"
                + "Space,Gap?,Yes,No,,Maybe,,,\n"
            let reply = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie + "; tiltquiz_language=de",
                body: Uploads.body(file: Array(csv.utf8), fileName: "q.csv"))
            #expect(reply.status == 422)
            #expect(
                reply.body.contains(
                    Cells.cells(["Wo": "Zeile 3", "Feld": "correct", "Fehler": "darf nicht leer sein"])),
                "\(reply.body)")
            #expect(
                reply.body.contains(
                    Cells.cells([
                        "Wo": "Zeile 4", "Feld": "wrong2", "Fehler": "darf nicht leer sein, wenn wrong3 ausgefüllt ist",
                    ])))
            #expect(reply.body.contains(Cells.cells(["Wo": "Zeile 2", "Thema": "<bdi>Space</bdi>"])))
        }
    }

    /// A link `translates` that cannot be right is found once the import is written: the committed import's page
    /// gives each refused row with its place and field, the reason in German (or Arabic), not the command line's
    /// English.
    @Test func aCommittedImportWithABadLinkGivesTheReasonInTheReadersLanguage() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            func failedPage(_ language: String) async throws -> String {
                let csv =
                    "topic,question,correct,wrong1,wrong2,uid,language,translates\n"
                    + "Weltraum,Roter Planet?,Mars,Venus,,de-1,de,en-9\n"
                let preview = try await fixture.upload(
                    "/import?csrf=\(csrf)", cookie: cookie + "; tiltquiz_language=\(language)",
                    body: Uploads.body(file: Array(csv.utf8), fileName: "links.csv"))
                #expect(preview.status == 200, "\(preview.body)")
                let id = try String(
                    #require(
                        preview.body.range(of: "action=\"/import/").map { preview.body[$0.upperBound...].prefix(24) }))
                _ = try await fixture.post(
                    "/import/\(id)/commit", [("csrf", csrf)], cookie: cookie + "; tiltquiz_language=\(language)")
                var page = try await fixture.get("/import/\(id)", cookie: cookie + "; tiltquiz_language=\(language)")
                for _ in 0..<100 where page.body.contains("refresh") {
                    try await Task.sleep(for: .milliseconds(50))
                    page = try await fixture.get("/import/\(id)", cookie: cookie + "; tiltquiz_language=\(language)")
                }
                return page.body
            }
            let german = try await failedPage("de")
            #expect(german.contains("Nichts wurde importiert: 1 Zeile wurde abgelehnt"), "\(german)")
            #expect(
                german.contains(
                    Cells.cells([
                        "Wo": "Zeile 2", "Feld": "translates",
                        "Fehler":
                            "nennt die uid „en-9“, die keine gespeicherte oder importierte Frage hat; importiere die "
                            + "Frage, die sie übersetzt, zuerst oder im selben Import",
                    ])))
            #expect(!german.contains("which no stored or imported question has"))
            let arabic = try await failedPage("ar")
            #expect(
                arabic.contains(
                    "يشير إلى المعرّف «en-9» الذي لا يحمله أي سؤال محفوظ أو مستورد؛ استورد السؤال الذي يترجمه أولًا "
                        + "أو في الاستيراد نفسه"), "\(arabic)")
            #expect(arabic.contains("لم يُستورد شيء: رُفض سطر واحد"))
            #expect(
                try QuestionBank(database: fixture.database).questions(topicID: nil, search: "", limit: 5, offset: 0)
                    .total == 0)
        }
    }

    /// People's Choice drawn in Arabic: labels at the right edge, bars growing leftwards; in English as before.
    @Test func theChartIsMirroredRightToLeft() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            let id = try fixture.question("Which planet is red?")
            try fixture.answer(id, position: 0, by: fixture.player.id)
            let arabic = try await fixture.get("/questions/\(id)", cookie: cookie + "; tiltquiz_language=ar")
            let width = BarChart.width
            #expect(arabic.body.contains("direction=\"rtl\""), "\(arabic.body)")
            #expect(arabic.body.contains("<text x=\"\(width)\" y=\"21\" class=\"label\">"))
            let full = width - BarChart.labelWidth - BarChart.barArea
            #expect(arabic.body.contains("<rect x=\"\(full)\" y=\"6\" width=\"\(BarChart.barArea)\""))
            #expect(arabic.body.contains("<text x=\"\(full - 8)\" y=\"21\" class=\"value\">100٪ (1)</text>"))
            let english = try await fixture.get("/questions/\(id)", cookie: cookie)
            #expect(english.body.contains("direction=\"ltr\""))
            #expect(english.body.contains("<text x=\"0\" y=\"21\" class=\"label\">"))
            #expect(english.body.contains("<rect x=\"\(BarChart.labelWidth)\" y=\"6\" width=\"\(BarChart.barArea)\""))
        }
    }
}
