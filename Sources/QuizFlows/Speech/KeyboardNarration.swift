import QuizCore

/// What any on-screen keyboard's field says (a name, an email, a URL, an account's field): what it is for, then
/// what is typed so far (a password by its length alone), and why Done could not keep it.
public enum KeyboardNarration {
    /// A keyboard's field: empty, what to type and how to finish; then the text as it grows (each change said
    /// anew, cutting the last); a problem after Done.
    public static func typing(_ keyboard: TextKeyboard) -> SpokenScreen {
        var lines: [ScreenText]
        if keyboard.text.isEmpty {
            lines = [ScreenText("speech.keyboard_empty", ["rule": .text(keyboard.rule)])]
        } else if keyboard.isSecret {
            lines = [ScreenText("speech.keyboard_secret", count: keyboard.text.count)]
        } else {
            lines = [.verbatim(keyboard.text)]
        }
        if let problem = keyboard.problem { lines.append(problem) }
        // The key tells changes apart without holding a password's characters.
        let typed = keyboard.isSecret ? String(keyboard.text.count) : keyboard.text
        return SpokenScreen(key: "keyboard-\(typed)-\(keyboard.problem?.key ?? "")", lines: lines)
    }
}
