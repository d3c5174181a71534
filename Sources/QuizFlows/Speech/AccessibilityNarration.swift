/// What the Accessibility screen says: how to use it (on its first row), the focused setting with its value as
/// it changes, and on the voice row why voice may not do all it says.
public enum AccessibilityNarration {
    public static func screen(of flow: AccessibilityFlow) -> SpokenScreen {
        let row = flow.focus
        let value = row.value(flow.choices)
        var lines = [SpokenPhrases.setting(nameKey: row.nameKey, value: value)]
        if row == .speech { lines.insert(SpokenPhrases.accessibilityHow, at: 0) }
        if row == .voice { lines += flow.notes.map { ScreenText($0.key) } }
        // A changed value changes the row's lines: the narrator stops and says the setting again as it now is.
        return SpokenScreen(key: "a11y-\(row.rawValue)", lines: lines)
    }
}
