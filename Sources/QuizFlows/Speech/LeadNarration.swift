import QuizCore

/// What the leads form says: its title and how to move, then the focused part with its place (a field with what
/// it holds, the consent text with whether its box is checked, No thanks, Send), and why Send kept nothing.
public enum LeadNarration {
    public static func screen(of form: LeadForm) -> SpokenScreen {
        let items = LeadForm.Item.allCases
        let label: ScreenText
        switch form.focus {
        case .name: label = field("lead.name", form.name)
        case .email: label = field("lead.email", form.email)
        case .consent:
            // The sentence shown, in the language shown; its own full stop dropped: the row's sentence ends it.
            label = ScreenText(
                "speech.checkbox",
                [
                    "value": .key(form.consented ? "speech.checked" : "speech.not_checked"),
                    "text": .clause(form.consent.text),
                ])
        case .skip: label = ScreenText("button.no_thanks")
        case .send: label = ScreenText("button.send")
        }
        let row = ScreenText(
            "speech.list_row",
            [
                "number": .number((items.firstIndex(of: form.focus) ?? 0) + 1), "total": .number(items.count),
                "label": .text(label),
            ])
        return SpokenScreen(
            key: "lead", lines: [ScreenText("lead.title"), ScreenText("speech.players_hint")],
            focus: (form.problem.map { [$0] } ?? []) + [row])
    }

    private static func field(_ key: String, _ value: String) -> ScreenText {
        ScreenText(
            "speech.field",
            ["label": .key(key), "value": value.isEmpty ? .key("speech.field_empty") : .verbatim(value)])
    }
}
