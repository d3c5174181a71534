import QuizCore

/// Tilt True/False's "Report" on the reveal (key W, or the pill at the panel's top right). The reveal has no
/// clock of its own; while the panel is open the rules get no ticks, so holding the device still does not move
/// on under it, and no tilt answers anything. Closing it shows the reveal again, where it was.
extension TrueFalseScene: ReportingScene {
    /// Where the device's reports go; nil offers none (a demo).
    public var feedback: (any FeedbackDesk)? {
        get { feedbackHost.desk }
        set { feedbackHost.desk = newValue }
    }

    /// The statement the reveal shows, when "Report" is offered (a statement in the store).
    var reportableStatement: TrueFalseQuestion? {
        guard feedbackHost.isAvailable, game.screen == .reveal, let question = game.answers.last?.question,
            question.rowID != nil
        else { return nil }
        return question
    }

    var reportTarget: (id: Int64, text: String)? {
        reportableStatement.flatMap { statement in statement.rowID.map { ($0, statement.statement) } }
    }

    /// Gives input to the open panel; true when it took it. A key let go still reaches the tilt feed, so a
    /// key held when the panel opened does not stay tilted.
    func feedbackInput(_ input: InputEvent, at time: Double) -> Bool {
        guard feedbackHost.isOpen else { return false }
        if case .key(let name, false) = input { tilt.key(name, down: false, at: time) }
        if feedbackHost.handle(input, at: time) != nil { revealShownAgain(at: time) }
        return true
    }

    /// Closes the panel without sending (a kiosk going back to its title).
    func closeFeedback(at time: Double) {
        if feedbackHost.isOpen { feedbackHost.close(at: time) }
    }
}
