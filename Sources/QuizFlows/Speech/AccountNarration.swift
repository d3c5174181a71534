import QuizCore

/// What the account screens say (log in, register, the account's menu and its changes): the form's title, the
/// focused field with what it holds (a password by its length alone) or the focused button, and what the last
/// action came to; a field being typed says what a keyboard says (`KeyboardNarration.typing`).
public enum AccountNarration {
    public static func screen(of flow: AccountFlow) -> SpokenScreen {
        if flow.typing != nil { return KeyboardNarration.typing(flow.keyboard) }
        let form = flow.form
        var lines = [form.title]
        if form.kind == .menu, let line = flow.accountLine { lines.append(line) }
        let focused: ScreenText
        switch form.focusedItem {
        case .field(let field):
            focused = ScreenText("speech.field", ["label": .text(field.label), "value": value(of: field, in: form)])
        case .back: focused = ScreenText("button.back")
        case .action: focused = form.actionLabel
        case .changeUsername: focused = ScreenText("account.change_username")
        case .changePassword: focused = ScreenText("account.change_password")
        }
        lines.append(
            ScreenText(
                "speech.list_row",
                [
                    "number": .number(min(form.focus, form.items.count - 1) + 1), "total": .number(form.items.count),
                    "label": .text(focused),
                ]))
        if let message = form.message { lines.append(message.text) }
        lines.append(ScreenText("speech.players_hint"))
        // The key tells apart what is said without holding what is typed.
        let filled = form.fields.map { form.value($0).count }.map(String.init).joined(separator: ",")
        return SpokenScreen(
            key: "account-\(form.screenName)-\(form.focus)-\(filled)-\(form.message?.text.key ?? "")", lines: lines)
    }

    /// What a field holds, as said: empty, its text, or a password's length.
    private static func value(of field: AccountForm.Field, in form: AccountForm) -> ScreenText.Value {
        let typed = form.value(field)
        if typed.isEmpty { return .key("speech.field_empty") }
        if field.keyboard == .password { return .text(ScreenText("speech.keyboard_secret", count: typed.count)) }
        return .verbatim(typed)
    }
}
