import QuizCore

/// What the feedback panel says ("Add a question", "Report this question"): its title, the question reported,
/// and how to move; then the focused row with its place (a field with what it holds, the topic or the reason
/// with how to change it, Cancel, Send) and what Send found wrong; the thanks and how to close. A field being
/// typed says what any keyboard says.
public enum FeedbackNarration {
    /// A row of the form as said.
    public enum Row: Equatable, Sendable {
        /// A typed field: its name's key and what it holds.
        case field(labelKey: String, text: String)
        /// The topic chosen, by its name as the form shows it.
        case topic(ScreenText)
        case reason(ScreenText)
        /// A button, by its label's key.
        case button(String)
    }

    /// The form: `title`, the reported question's text (nil for a submission), the focused `row`, `number` of
    /// `total`, and what Send found wrong.
    public static func form(
        title: ScreenText, subject: String?, row: Row, number: Int, total: Int, problems: [ScreenText]
    ) -> SpokenScreen {
        let label: ScreenText
        var after: [ScreenText] = []
        switch row {
        case .field(let key, let text):
            label = ScreenText(
                "speech.field",
                ["label": .key(key), "value": text.isEmpty ? .key("speech.field_empty") : .verbatim(text)])
        case .topic(let topic):
            label = ScreenText("feedback.topic", ["topic": .text(topic)])
            after = [ScreenText("speech.left_right_change")]
        case .reason(let reason):
            label = ScreenText("feedback.reason", ["reason": .text(reason)])
            after = [ScreenText("speech.left_right_change")]
        case .button(let key): label = ScreenText(key)
        }
        let place = ScreenText(
            "speech.list_row", ["number": .number(number), "total": .number(total), "label": .text(label)])
        return SpokenScreen(
            key: "feedback-\(title.key)",
            lines: [title] + (subject.map { [.verbatim($0)] } ?? []) + [ScreenText("speech.players_hint")],
            focus: problems + [place] + after)
    }

    /// Sent, or refused for good: the line, and that Enter closes it.
    public static func done(_ message: ScreenText) -> SpokenScreen {
        SpokenScreen(key: "feedback-done-\(message.key)", lines: [message, ScreenText("message.enter_closes")])
    }
}
