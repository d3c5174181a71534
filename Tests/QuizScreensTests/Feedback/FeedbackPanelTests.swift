import QuizCore
import QuizFlows
import TestSupportText
import Testing

@testable import QuizScreens

/// The feedback panel by keys alone, over a desk that keeps what it is given in memory: Send names each
/// empty field and sends nothing, a filled form sends once with the topic chosen, a report's reason and note
/// go with it, a second report of a question is refused at once, and every way out closes the panel.
@Suite struct FeedbackPanelTests {
    final class KeptDesk: FeedbackDesk {
        var topicNames = ["Rivers", "Space"]
        var language = "en"
        var submissions: [QuestionSubmission] = []
        var reports: [QuestionReport] = []
        /// What a report comes to when not nil: a question taken out meanwhile, a failing store.
        var refusal: FeedbackRefusal?

        func submit(_ submission: QuestionSubmission) -> FeedbackOutcome {
            submissions.append(submission)
            return .saved
        }

        func hasReported(questionID: Int64) -> Bool { reports.contains { $0.questionID == questionID } }

        /// Questions by uid, as a store would know them.
        var uids: [String: Int64] = [:]
        func questionID(uid: String) -> Int64? { uids[uid] }

        func report(_ report: QuestionReport) -> FeedbackOutcome {
            guard !hasReported(questionID: report.questionID) else { return .alreadyReported }
            if let refusal { return .notSaved(refusal) }
            reports.append(report)
            return .saved
        }
    }

    static let layout = FeedbackLayout(size: Size(width: 1280, height: 720))

    static func press(_ panel: FeedbackPanel, _ keys: [String]) {
        for key in keys { panel.handle(.key(key, down: true), layout: layout, at: 1) }
    }

    @Test func sendNamesEachEmptyFieldThenSendsTheFilledFormOnce() {
        let desk = KeptDesk()
        let panel = FeedbackPanel(purpose: .submit, desk: desk, at: 0)
        #expect(panel.topic == "Other")
        Self.press(panel, ["down", "down", "down", "right", "enter"])
        #expect(panel.problems.map(\.english) == ["The question is empty.", "The answer is empty."])
        #expect(panel.screenName == "add-problem")
        #expect(desk.submissions.isEmpty)
        Self.press(panel, ["down", "enter"])
        #expect(panel.page == .typing(.question))
        panel.handle(.text("Which river flows through Vienna?"), layout: Self.layout, at: 1)
        Self.press(panel, ["enter", "enter"])
        #expect(panel.page == .typing(.answer))
        panel.handle(.text("Danube"), layout: Self.layout, at: 1)
        Self.press(panel, ["enter", "right", "down", "right", "enter"])
        #expect(desk.submissions.map(\.text) == ["Which river flows through Vienna?"])
        #expect(desk.submissions.map(\.topicName) == ["Rivers"])
        #expect(panel.page == .done(ScreenText("feedback.thanks")))
        Self.press(panel, ["enter"])
        #expect(panel.isClosed)
    }

    /// A player writing in Arabic types on the Arabic letters; the keys type them, and Enter on a key presses it.
    @Test func aFieldOpensOnTheLettersOfThePlayersLanguage() {
        let desk = KeptDesk()
        desk.language = "ar"
        let panel = FeedbackPanel(purpose: .submit, desk: desk, at: 0)
        Self.press(panel, ["enter"])
        #expect(panel.page == .typing(.question))
        #expect(panel.keyboard.showsOtherLetters && panel.keyboard.letterPage == .arabic)
        Self.press(panel, ["enter"])
        #expect(panel.keyboard.text == "ض")
        desk.language = "de"
        let german = FeedbackPanel(purpose: .submit, desk: desk, at: 0)
        Self.press(german, ["enter"])
        #expect(!german.keyboard.showsOtherLetters && german.keyboard.letterPage == .accents)
    }

    @Test func aReportCarriesItsReasonAndNoteAndASecondIsRefused() {
        let desk = KeptDesk()
        let panel = FeedbackPanel(purpose: .report(questionID: 7, text: "Which planet is largest?"), desk: desk, at: 0)
        Self.press(panel, ["right", "down", "enter"])
        panel.handle(.text("Saturn, surely"), layout: Self.layout, at: 1)
        Self.press(panel, ["enter", "right", "enter"])
        #expect(desk.reports == [QuestionReport(questionID: 7, reason: .inappropriate, note: "Saturn, surely")])
        let again = FeedbackPanel(purpose: .report(questionID: 7, text: "Which planet is largest?"), desk: desk, at: 2)
        #expect(again.screenName == "report-done")
        guard case .done(let message) = again.page else {
            Issue.record("a second report opened the form")
            return
        }
        #expect(message.english?.contains("already reported") == true)
        let escaped = FeedbackPanel(purpose: .report(questionID: 8, text: "Another?"), desk: desk, at: 3)
        Self.press(escaped, ["escape"])
        #expect(escaped.isClosed)
        #expect(desk.reports.count == 1)
    }

    /// Issues 37 and 38: where a reason's word does not fit a third of the row whole at the readable size (German
    /// "Sonstiges" at 240x320), the reasons take two to a line, the last one the row's width, and a tap there
    /// chooses it; at 1280x720 the three stay side by side.
    @Test func theReasonsTakeTwoLinesWhereThreeDoNotFitAndATapFindsThem() throws {
        let window = try HeadlessWindow(width: 240, height: 320)
        defer { window.close() }
        window.painter.catalog = try Painter.catalog(assets: SceneRenderingTests.root + "/assets", language: "de")
        window.painter.begin(size: Size(width: 240, height: 320))
        var layout = FeedbackLayout(size: Size(width: 240, height: 320))
        #expect(FeedbackView.reasonsPerLine(window.painter, layout: layout) == 2)
        window.painter.begin(size: Size(width: 1280, height: 720))
        #expect(FeedbackView.reasonsPerLine(window.painter, layout: Self.layout) == 3)

        layout.reasonsPerLine = 2
        let panel = FeedbackPanel(
            purpose: .report(questionID: 7, text: "Which planet is largest?"), desk: KeptDesk(), at: 0)
        let row = try #require(panel.rows(in: layout).first { $0.0 == .reason }?.1)
        let parts = layout.reasonParts(row)
        #expect(parts[0].y == parts[1].y && parts[2].y > parts[0].maxY)
        #expect(parts[2].width == row.width && parts[0].width < row.width / 2)
        #expect(parts.allSatisfy { row.contains(x: $0.midX, y: $0.midY) })
        panel.handle(.tap(x: parts[2].midX, y: parts[2].midY), layout: layout, at: 1)
        #expect(panel.reason == .other)
    }

    /// The three reasons are drawn at one size, the one the longest needs ("Yanlış cevap" beside "Diğer" in
    /// Turkish at 480x800, where "Diğer" was drawn half again as large), each still whole.
    @Test func theReasonsAreDrawnAtOneSize() throws {
        let size = Size(width: 480, height: 800)
        let window = try HeadlessWindow(width: 480, height: 800)
        defer { window.close() }
        window.painter.catalog = try Painter.catalog(assets: SceneRenderingTests.root + "/assets", language: "tr")
        window.painter.begin(size: size)
        var layout = FeedbackLayout(size: size)
        layout.reasonsPerLine = FeedbackView.reasonsPerLine(window.painter, layout: layout)
        let panel = FeedbackPanel(
            purpose: .report(questionID: 7, text: "Which planet is largest?"), desk: KeptDesk(), at: 0)
        let view = FeedbackView(panel: panel, layout: layout, time: 1)
        let scene = DrawnScene("report") { painter, _ in view.draw(painter) }
        let texts = FrameCompositor(painter: window.painter).record(scene, size: size, at: 1).texts
        let words = ReportReason.allCases.map { window.painter.catalog(FeedbackWords.reason($0)) }
        let reasons = texts.filter { words.contains($0.text) }
        #expect(reasons.count == 3, "\(texts.map(\.text))")
        #expect(Set(reasons.map(\.pixels)).count == 1, "\(reasons.map { "\($0.text) \($0.pixels) px" })")
    }

    @Test func thePanelSaysItsTitleItsFocusedRowWhatSendFoundAndTheThanks() {
        let desk = KeptDesk()
        let panel = FeedbackPanel(purpose: .submit, desk: desk, at: 0)
        var narrator = Narrator()
        let listen = {
            narrator.step(panel.spokenScreen).map { command -> String in
                switch command {
                case .stop: return "[stop]"
                case .say(let line): return line.english ?? "?"
                }
            }
        }
        #expect(
            listen() == [
                "Add a question", "Up and Down move, Enter chooses.", "1 of 5: Question: empty.",
            ])
        Self.press(panel, ["down", "down"])
        #expect(listen() == ["[stop]", "3 of 5: Topic: Other.", "Left and Right change it."])
        Self.press(panel, ["down", "right", "enter"])
        #expect(
            listen() == ["[stop]", "The question is empty.", "The answer is empty.", "5 of 5: Send."])
        Self.press(panel, ["down", "enter"])
        panel.handle(.text("Which river flows through Vienna?"), layout: Self.layout, at: 1)
        #expect(listen().contains("Which river flows through Vienna?"))
        Self.press(panel, ["enter", "enter"])
        panel.handle(.text("Danube"), layout: Self.layout, at: 1)
        Self.press(panel, ["enter", "right", "down", "right", "enter"])
        #expect(listen() == ["[stop]", "Thanks — a moderator will review it.", "Press Enter to close."])
        let report = FeedbackPanel(purpose: .report(questionID: 9, text: "Which planet is largest?"), desk: desk, at: 0)
        var reported = Narrator()
        #expect(
            reported.step(report.spokenScreen).compactMap { if case .say(let line) = $0 { line.english } else { nil } }
                == [
                    "Report this question", "Which planet is largest?", "Up and Down move, Enter chooses.",
                    "1 of 4: Reason: Wrong answer.", "Left and Right change it.",
                ])
    }

    /// A report the store did not keep says why in the player's words, and the form stays open to try again.
    @Test func aReportNotKeptSaysWhyAndStaysOpen() {
        let desk = KeptDesk()
        desk.refusal = .questionGone
        let panel = FeedbackPanel(purpose: .report(questionID: 7, text: "Which planet is largest?"), desk: desk, at: 0)
        Self.press(panel, ["down", "down", "right", "enter"])
        #expect(panel.problems.map(\.english) == ["Not sent: the question is no longer in the game"])
        #expect(!panel.isClosed && desk.reports.isEmpty)
        desk.refusal = .storeDown
        Self.press(panel, ["enter"])
        #expect(panel.problems.map(\.english) == ["Not sent: the game's store could not save it; try again later"])
    }
}
