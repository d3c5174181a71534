/// The key names that mean the same on every screen reading them: the way back, and pressing what is
/// focused. Screens with a text field read Space and Backspace as typing, not through these.
enum KeyName {
    /// Escape and Backspace: one screen back.
    static let back: Set<String> = ["escape", "backspace"]
    /// Enter (either name SDL gives it) and Space: press the focused button or choice.
    static let confirm: Set<String> = ["enter", "return", "space"]
}

/// Lets a `switch` over a key name take one of these sets as a case: `case KeyName.confirm:`.
func ~= (keys: Set<String>, name: String) -> Bool {
    keys.contains(name)
}
