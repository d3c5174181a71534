import QuizCore

/// What any on-screen keyboard's field says (a name, an email, a URL, an account's field): what it is for, then
/// what is typed so far (a password by its length alone), and why Done could not keep it; the focused key as the
/// arrows or a d-pad move over the keys.
public enum KeyboardNarration {
    /// A keyboard's field: empty, what to type and how to finish; then the text as it grows (each change said
    /// anew, cutting the last); a problem after Done; the focused key, again whenever it moves.
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
        // One screen while the same field is typed: a change is said from the line that changed, and the key
        // holds no typed character.
        return SpokenScreen(
            key: "keyboard-\(keyboard.kind)", lines: lines, focus: focusedKey(of: keyboard).map { [$0] } ?? [])
    }

    /// The focused key as said: its letter as shown, or what it does. A password's letter keys are not said, so
    /// that nobody near hears it typed letter by letter (the length alone is said).
    static func focusedKey(of keyboard: TextKeyboard) -> ScreenText? {
        switch keyboard.focusedKey {
        case .text(let typed):
            if keyboard.isSecret { return nil }
            return punctuationKeys[typed].map { ScreenText($0) } ?? .verbatim(keyboard.label(typed))
        case .space: return ScreenText("keyboard.space")
        case .shift: return ScreenText(keyboard.shifted ? "speech.key_small_letters" : "speech.key_capitals")
        case .otherLetters:
            if keyboard.showsOtherLetters { return ScreenText("speech.key_plain_letters") }
            return ScreenText(keyboard.letterPage == .arabic ? "speech.key_arabic_letters" : "speech.key_accents")
        case .erase: return ScreenText("speech.key_erase")
        case .cancel: return ScreenText("button.cancel")
        case .done: return ScreenText("button.done")
        }
    }

    /// The keys' signs by name, in the player's language: espeak-ng says a lone "." or "-" as nothing at all.
    static let punctuationKeys = [
        ".": "speech.key_dot", "-": "speech.key_hyphen", "'": "speech.key_apostrophe", "_": "speech.key_underscore",
        "?": "speech.key_question_mark", ",": "speech.key_comma", "@": "speech.key_at", "/": "speech.key_slash",
        ":": "speech.key_colon", "&": "speech.key_ampersand", "=": "speech.key_equals", "+": "speech.key_plus",
        "#": "speech.key_hash", "!": "speech.key_exclamation_mark",
    ]
}
