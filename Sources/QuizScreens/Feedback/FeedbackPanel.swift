import QuizCore
import QuizFlows

/// "Add?" (a question sent in for the moderators) and "Report this question",
/// drawn over a game's screen by the scene that opened it, which hands it
/// every input while it is open and stands its own clock still (see
/// `FeedbackHold`). Every way out (Cancel, Escape, OK after the thanks) comes
/// back to the game where it was: nothing here leaves the game or a kiosk.
final class FeedbackPanel {
    /// What the panel is for.
    enum Purpose: Equatable {
        /// A question of the player's own.
        case submit
        /// The question on view: its store row and its text.
        case report(questionID: Int64, text: String)
    }

    /// A field typed on the keyboard.
    enum Field: Equatable, CaseIterable {
        case question
        case answer
        case note

        /// The keyboard's title for the field.
        var title: ScreenText {
            switch self {
            case .question: ScreenText("feedback.your_question")
            case .answer: ScreenText("feedback.right_answer")
            case .note: ScreenText("feedback.note_for_moderators")
            }
        }

        /// The field's name on the form.
        var label: ScreenText {
            switch self {
            case .question: ScreenText("feedback.question")
            case .answer: ScreenText("feedback.answer")
            case .note: ScreenText("feedback.note")
            }
        }

        var maximum: Int {
            switch self {
            case .question: QuestionSubmission.textLengths.upperBound
            case .answer: QuestionSubmission.answerLengths.upperBound
            case .note: QuestionReport.noteLengths.upperBound
            }
        }
    }

    /// A row of the form the focus moves over.
    enum Item: Equatable {
        case field(Field)
        /// The topic, chosen with left and right (the store's topics, then "Other").
        case topic
        /// The report's reason, chosen with left and right or tapped.
        case reason
        case cancel
        case send
    }

    /// The page on view.
    enum Page: Equatable {
        case form
        case typing(Field)
        /// Sent (or refused for good): the line to show, and OK closes the panel.
        case done(ScreenText)
    }

    let purpose: Purpose
    let desk: any FeedbackDesk
    private(set) var page: Page = .form
    private(set) var question = ""
    private(set) var answer = ""
    private(set) var note = ""
    /// The store's topics, then "Other".
    let topics: [String]
    private(set) var topicIndex: Int
    private(set) var reason = ReportReason.wrong
    /// The focused row of the form.
    private(set) var focus: Item
    var keyboard = TextKeyboard(.sentence(maximum: 1))
    /// What Send found wrong, field by field, or why the store did not keep it; empty when nothing.
    private(set) var problems: [ScreenText] = []
    /// When the page on view appeared (for the caret and entry animations).
    private(set) var shownAt: Double
    /// True once the player is back in the game: the scene drops the panel.
    private(set) var isClosed = false

    init(purpose: Purpose, desk: any FeedbackDesk, at time: Double) {
        self.purpose = purpose
        self.desk = desk
        topics = desk.topicNames + [QuestionSubmission.otherTopic]
        topicIndex = topics.count - 1
        shownAt = time
        switch purpose {
        case .submit:
            focus = .field(.question)
        case .report(let questionID, _):
            focus = .reason
            if desk.hasReported(questionID: questionID) {
                page = .done(ScreenText("feedback.already_reported"))
            }
        }
    }

    var title: ScreenText {
        switch purpose {
        case .submit: ScreenText("feedback.add_title")
        case .report: ScreenText("feedback.report_title")
        }
    }

    /// The form's rows, top to bottom; Cancel and Send share the last.
    var items: [Item] {
        switch purpose {
        case .submit: [.field(.question), .field(.answer), .topic, .cancel, .send]
        case .report: [.reason, .field(.note), .cancel, .send]
        }
    }

    var topic: String { topics[topicIndex] }

    func text(of field: Field) -> String {
        switch field {
        case .question: question
        case .answer: answer
        case .note: note
        }
    }

    /// A screen name for screenshots and the summary: `add`, `add-typing`, `report`, `report-done`...
    var screenName: String {
        let base = purpose == .submit ? "add" : "report"
        switch page {
        case .form: return problems.isEmpty ? base : base + "-problem"
        case .typing: return base + "-typing"
        case .done: return base + "-done"
        }
    }

    // MARK: Input

    func handle(_ input: InputEvent, layout: FeedbackLayout, at time: Double) {
        switch input {
        case .key(let name, let down):
            if down { key(name, at: time) }
        case .tap(let x, let y):
            tap(x: x, y: y, layout: layout, at: time)
        case .text(let typed):
            if case .typing = page { keyboard.typeText(typed) }
        case .swipe, .scroll, .touch, .quit:
            break
        }
    }

    private func key(_ name: String, at time: Double) {
        switch page {
        case .done:
            if KeyName.confirm.contains(name) || name == "escape" { isClosed = true }
        case .typing(let field):
            switch name {
            case "escape": show(.form, at: time)
            case "backspace": keyboard.eraseOne()
            case "left", "right", "up", "down": keyboard.move(name)
            case "enter", "return":
                finish(keyboard.press(keyboard.focusedKey), field: field, at: time)
            default: break
            }
        case .form:
            formKey(name, at: time)
        }
    }

    private func formKey(_ name: String, at time: Double) {
        let rows = items
        guard let at = rows.firstIndex(of: focus) else { return }
        switch name {
        case "escape":
            isClosed = true
        case "up":
            let target = focus == .send ? rows.firstIndex(of: .cancel) ?? at : at
            focus = rows[(target + rows.count - 1) % rows.count]
            if focus == .send { focus = .cancel }
        case "down", "tab":
            focus = focus == .cancel || focus == .send ? rows[0] : rows[at + 1]
        case "left", "right":
            step(name == "right" ? 1 : -1)
        case KeyName.confirm:
            activate(focus, at: time)
        default:
            break
        }
    }

    /// Left or right on the focused row: the topic, the reason, or between Cancel and Send.
    private func step(_ by: Int) {
        switch focus {
        case .topic: topicIndex = (topicIndex + by + topics.count) % topics.count
        case .reason:
            let all = ReportReason.allCases
            reason = all[((all.firstIndex(of: reason) ?? 0) + by + all.count) % all.count]
        case .cancel: focus = .send
        case .send: focus = .cancel
        case .field: break
        }
    }

    private func activate(_ item: Item, at time: Double) {
        switch item {
        case .field(let field):
            keyboard = TextKeyboard(
                .sentence(maximum: field.maximum), text: text(of: field),
                letters: TextKeyboard.LetterPage(language: desk.language))
            // A field already typed opens with Done focused, so Enter keeps it as it is.
            if !text(of: field).isEmpty { keyboard.focus(on: .done) }
            show(.typing(field), at: time)
        case .topic, .reason: step(1)
        case .cancel: isClosed = true
        case .send: send(at: time)
        }
    }

    private func finish(_ outcome: TextKeyboard.Outcome, field: Field, at time: Double) {
        switch outcome {
        case .typing: return
        case .cancelled: break
        case .done(let typed):
            switch field {
            case .question: question = typed
            case .answer: answer = typed
            case .note: note = typed
            }
            problems = []
            // On to the next row, so a player types the form top to bottom with Enter.
            if let at = items.firstIndex(of: .field(field)) { focus = items[at + 1] }
        }
        show(.form, at: time)
    }

    private func tap(x: Double, y: Double, layout: FeedbackLayout, at time: Double) {
        switch page {
        case .done:
            if layout.okButton.contains(x: x, y: y) { isClosed = true }
        case .typing(let field):
            let rows = keyboard.rows
            for (row, rects) in layout.keys(rows).enumerated() {
                for (index, rect) in rects.enumerated() where rect.contains(x: x, y: y) {
                    let key = rows[row][index].key
                    keyboard.focus(on: key)
                    finish(keyboard.press(key), field: field, at: time)
                    return
                }
            }
        case .form:
            for (item, rect) in rows(in: layout) where rect.contains(x: x, y: y) {
                focus = item
                switch item {
                case .topic:
                    step(x < rect.midX ? -1 : 1)
                case .reason:
                    let parts = layout.reasonParts(rect)
                    if let index = parts.firstIndex(where: { $0.contains(x: x, y: y) }) {
                        reason = ReportReason.allCases[index]
                    }
                default:
                    activate(item, at: time)
                }
                return
            }
        }
    }

    /// Checks and sends: a submission's fields each named when wrong; a report as it is.
    func send(at time: Double) {
        let outcome: FeedbackOutcome
        switch purpose {
        case .submit:
            switch QuestionSubmission.check(text: question, correctAnswer: answer, topicName: topic) {
            case .failure(let why):
                problems = FeedbackWords.problems(why)
                return
            case .success(let submission):
                outcome = desk.submit(submission)
            }
        case .report(let questionID, _):
            outcome = desk.report(QuestionReport(questionID: questionID, reason: reason, note: note))
        }
        switch outcome {
        case .saved:
            show(.done(ScreenText("feedback.thanks")), at: time)
        case .alreadyReported:
            show(.done(ScreenText("feedback.already_reported")), at: time)
        case .notSaved(let why):
            problems = [FeedbackWords.notSent(why)]
        }
    }

    private func show(_ next: Page, at time: Double) {
        page = next
        shownAt = time
    }

    /// The form's rows where `layout` puts them (below the reported question's text on a report).
    func rows(in layout: FeedbackLayout) -> [(Item, Rect)] {
        layout.rows(items, hasSubject: purpose != .submit)
    }
}
