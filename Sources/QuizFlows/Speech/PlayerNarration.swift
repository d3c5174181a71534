import QuizCore

/// What choosing a player says: the list's focused row with its place and what Enter does, said again as the
/// focus moves; and typing a name or another field: what it is for, then what is typed so far (a password by its
/// length alone), and why Done could not keep it.
public enum PlayerNarration {
    /// The player list ("Who is playing?") with its focused row.
    public static func list(_ list: PlayerList) -> SpokenScreen {
        let labels = list.labels
        guard labels.indices.contains(list.focus) else { return SpokenScreen(key: "players", lines: []) }
        return SpokenScreen(
            key: "players-\(list.focus)",
            lines: [
                ScreenText(
                    "speech.list_row",
                    [
                        "number": .number(list.focus + 1), "total": .number(list.count),
                        "label": .text(labels[list.focus]),
                    ]), ScreenText("speech.players_hint"),
            ])
    }

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
