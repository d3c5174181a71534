import QuizCore

/// What choosing a player says: the list's focused row with its place and what Enter does, said again as the
/// focus moves.
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
}
