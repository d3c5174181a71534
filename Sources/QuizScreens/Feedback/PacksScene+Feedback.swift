import QuizCore

/// The quiz packs' "Report" on the answer screen (key W, or the pill at the bottom row's left end). The answer
/// screen has no clock: while the panel is open a swipe or a flick moves nothing on, and closing it shows the
/// answer again, where it was.
extension PacksScene: ReportingScene {
    /// Where the device's reports go; nil offers none (the admin menu's settings page).
    public var feedback: (any FeedbackDesk)? {
        get { feedbackHost.desk }
        set { feedbackHost.desk = newValue }
    }

    /// The question the answer screen shows, when "Report" is offered now.
    var reportableQuestion: PackQuestion? {
        guard feedbackHost.isAvailable, screen == .answer, let round, case .answer = round.stage else { return nil }
        return round.question
    }

    var reportTarget: (id: Int64, text: String)? { reportableQuestion.map { ($0.id, $0.text) } }

    /// Gives input to the open panel; true when it took it.
    func feedbackInput(_ input: InputEvent, at time: Double) -> Bool {
        guard feedbackHost.isOpen else { return false }
        _ = feedbackHost.handle(input, at: time)
        return true
    }

    /// Closes the panel without sending (a kiosk going back to its title).
    func closeFeedback(at time: Double) {
        if feedbackHost.isOpen { feedbackHost.close(at: time) }
    }
}
