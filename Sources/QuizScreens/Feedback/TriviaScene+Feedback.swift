import QuizCore
import QuizFlows

/// Trivia's "Add?" (on its home screen: key A, or the pill under the top bar) and "Report" (on a result: key W,
/// or the pill beside the result's badge; on a topic game's reveal: key W, or the pill left of Next). While
/// the panel is open the rules get no ticks, so the result's 5 s (a topic reveal's seconds) stand still;
/// closing it moves their end by the time it was open, and the game goes on where it was.
extension TriviaScene: ReportingScene {
    /// Where the device's submissions and reports go; nil offers neither (a demo).
    public var feedback: (any FeedbackDesk)? {
        get { feedbackHost.desk }
        set { feedbackHost.desk = newValue }
    }

    /// Whether trivia's home offers "Add?" now.
    var offersSubmission: Bool {
        feedbackHost.isAvailable && topics == nil && game.screen == .home && game.overlay == nil
    }

    /// The question a result (or a topic game's reveal) shows, when "Report" is offered now.
    var reportableQuestion: TriviaQuestion? {
        guard feedbackHost.isAvailable else { return nil }
        if let topics { return topics.reportableQuestion }
        guard case .result = game.screen, game.overlay == nil else { return nil }
        return game.round?.question
    }

    /// The feedback pill of the screen on view: "Add?" on home, "Report" on a result (beside Next on a topic
    /// game's reveal).
    var feedbackButton: (pill: FeedbackPill, rect: Rect)? {
        if topics != nil { return reportableQuestion.map { _ in (.report, layout.topicsReportButton) } }
        if offersSubmission { return (.submit, layout.feedbackButton) }
        if reportableQuestion != nil { return (.report, layout.feedbackButton) }
        return nil
    }

    var reportTarget: (id: Int64, text: String)? { reportableQuestion.map { ($0.id, $0.text) } }

    /// Opens "Add?" or "Report" for the screen on view; false when it offers neither.
    @discardableResult
    func openFeedback(at time: Double) -> Bool {
        if offersSubmission { return feedbackHost.open(.submit, at: time) }
        return openReport(at: time)
    }

    /// Gives input to the open panel; true when it took it. On closing, the result's end moves by the time it
    /// was open.
    func feedbackInput(_ input: InputEvent, at time: Double) -> Bool {
        guard feedbackHost.isOpen else { return false }
        if let held = feedbackHost.handle(input, at: time) {
            holdGame(for: held)
            homeShown(at: time)
        }
        return true
    }

    /// Closes the panel without sending (a kiosk going back to its title).
    func closeFeedback(at time: Double) {
        guard feedbackHost.isOpen else { return }
        holdGame(for: feedbackHost.close(at: time))
    }
}

/// Which feedback pill a screen offers: what it says (a catalog key) and the key that opens it.
enum FeedbackPill: Equatable {
    /// "Add?": send a question in.
    case submit
    /// "Report": report the question shown.
    case report

    /// The catalog key of its label.
    var label: String { self == .submit ? "button.add_question" : "button.report" }

    /// The keyboard key that opens it (SDL's key name), shown capitalised beside the label.
    var keyName: String { self == .submit ? "a" : "w" }
}
