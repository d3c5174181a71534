import QuizCore

/// A scene whose screen can show one stored question with "Report" on it (Tilt True/False's reveal, trivia's
/// result and topic reveals, the Daily Challenge's reveal, the packs' answer screen): each names the question
/// on view; opening the panel for it is the same for all.
protocol ReportingScene: AnyObject {
    var feedbackHost: FeedbackHost { get }
    /// The store's row of the question on view and its text, when "Report" is offered now.
    var reportTarget: (id: Int64, text: String)? { get }
}

extension ReportingScene {
    /// Opens the report for the question on view; false when the screen offers none.
    @discardableResult
    func openReport(at time: Double) -> Bool {
        guard let target = reportTarget else { return false }
        return feedbackHost.open(.report(questionID: target.id, text: target.text), at: time)
    }
}

/// The feedback panel as a game scene holds it: opened over the scene's
/// screen, handed every input while open, drawn in the scene's place; when
/// it closes the scene learns how long it was open, so its clocks, which
/// stood still meanwhile, move their deadlines by as much.
final class FeedbackHost {
    /// Where submissions and reports go; nil: the scene offers neither (a demo, a test).
    var desk: (any FeedbackDesk)? {
        didSet { resolved = nil }
    }
    private(set) var panel: FeedbackPanel?
    private(set) var openedAt = 0.0
    private var size = Size(width: 1280, height: 720)
    /// The row heights last drawn with (`LineRoom`), so input finds the keys where they were drawn.
    private var lines = LineRoom.latinAtHundred
    /// The reasons to a line last drawn with, so a tap finds the reason where it was drawn.
    private var reasonsPerLine = ReportReason.allCases.count
    /// The panel's layout as last drawn.
    private var layout: FeedbackLayout {
        var layout = FeedbackLayout(size: size, lines: lines)
        layout.reasonsPerLine = reasonsPerLine
        return layout
    }
    /// The last uid looked up in the store and its row, so a screen asking every frame reads the store once.
    private var resolved: (uid: String, id: Int64?)?

    init(desk: (any FeedbackDesk)? = nil) {
        self.desk = desk
    }

    var isOpen: Bool { panel != nil }
    var isAvailable: Bool { desk != nil }

    /// Opens the panel for `purpose`; false when there is no desk.
    @discardableResult
    func open(_ purpose: FeedbackPanel.Purpose, at time: Double) -> Bool {
        guard let desk, panel == nil else { return false }
        panel = FeedbackPanel(purpose: purpose, desk: desk, at: time)
        openedAt = time
        return true
    }

    /// The store's row of the question with `uid` (for screens that know questions by uid); nil without a desk
    /// or when the store has none. One look-up per question: the answer is kept until another uid is asked.
    func questionID(uid: String) -> Int64? {
        guard let desk else { return nil }
        if let resolved, resolved.uid == uid { return resolved.id }
        let id = desk.questionID(uid: uid)
        resolved = (uid, id)
        return id
    }

    /// Gives `input` to the open panel; the seconds it was open when this input closed it, else nil.
    func handle(_ input: InputEvent, at time: Double) -> Double? {
        guard let panel else { return nil }
        panel.handle(input, layout: layout, at: time)
        return panel.isClosed ? close(at: time) : nil
    }

    /// Closes the panel (a kiosk going back to its title); the seconds it was open.
    @discardableResult
    func close(at time: Double) -> Double {
        guard panel != nil else { return 0 }
        panel = nil
        return max(0, time - openedAt)
    }

    /// Draws the open panel in place of the scene's screen; false, drawing nothing, while it is closed.
    func drawInstead(_ painter: Painter, at time: Double) -> Bool {
        guard let panel else { return false }
        size = painter.size
        lines = painter.lineRoom
        reasonsPerLine = FeedbackView.reasonsPerLine(painter, layout: FeedbackLayout(size: size, lines: lines))
        FeedbackView(panel: panel, layout: layout, time: time).draw(painter)
        return true
    }

    var screenName: String? { panel?.screenName }
}
