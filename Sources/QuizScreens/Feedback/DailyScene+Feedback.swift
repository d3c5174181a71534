import QuizCore

/// The Daily Challenge's "Report" on a reveal (key W, or the pill at the header's right, beside the verdict on a
/// tall screen). The Daily Challenge knows its questions by uid: the store names the row (one look-up per
/// question). While the panel is open the reveal's 6 s stand still; closing it moves the reveal's end by the
/// time it was open, and the reveal shows again where it was.
extension DailyScene: ReportingScene {
    /// Where the device's reports go; nil offers none (a demo).
    public var feedback: (any FeedbackDesk)? {
        get { feedbackHost.desk }
        set { feedbackHost.desk = newValue }
    }

    /// The question the reveal shows and its store row, when "Report" is offered now.
    var reportableQuestion: (id: Int64, text: String)? {
        guard feedbackHost.isAvailable, screen == .reveal, let game, game.questions.indices.contains(game.current)
        else { return nil }
        let question = game.questions[game.current]
        return feedbackHost.questionID(uid: question.uid).map { ($0, question.text) }
    }

    var reportTarget: (id: Int64, text: String)? { reportableQuestion }

    /// Gives input to the open panel; true when it took it. On closing, the reveal's end moves by the time it
    /// was open.
    func feedbackInput(_ input: InputEvent, at time: Double) -> Bool {
        guard feedbackHost.isOpen else { return false }
        if let held = feedbackHost.handle(input, at: time) { holdScreen(for: held) }
        return true
    }

    /// Closes the panel without sending (a kiosk going back to its title).
    func closeFeedback(at time: Double) {
        guard feedbackHost.isOpen else { return }
        holdScreen(for: feedbackHost.close(at: time))
    }
}
