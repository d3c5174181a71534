import QuizCore

/// What the leaderboard screen says: the board on view (its game, topic and period), its first rows with their
/// points, the player's own place, and how to choose another board; said again when another is chosen.
public enum LeaderboardNarration {
    /// Rows said from the top (the screen shows ten; "repeat" says them again).
    static let rowsSaid = 5

    /// `gameKey`: the board's mode's title key; `topic` a timed challenge's topic; `board` nil when the store
    /// cannot say; `hint` whether the screen's keys work here (not in a kiosk that offers no way home).
    public static func screen(
        gameKey: String, topic: String?, period: BoardPeriod, board: Board?, playerID: Int64?, hint: Bool
    ) -> SpokenScreen {
        var values: [String: ScreenText.Value] = ["game": .key(gameKey), "period": .key(period.tabKey)]
        if let topic { values["topic"] = .verbatim(topic) }
        var lines = [ScreenText(topic == nil ? "speech.board" : "speech.board_topic", values)]
        if let board {
            if board.top.isEmpty { lines.append(ScreenText(period.emptyKey)) }
            for row in board.top.prefix(rowsSaid) {
                lines.append(
                    ScreenText(
                        "speech.board_row",
                        [
                            "rank": .number(row.rank), "name": .verbatim(row.name),
                            "points": .text(ScreenText("score.points", count: row.points)),
                        ]))
            }
            if let playerID, let row = board.row(of: playerID) {
                lines.append(
                    ScreenText("board.you_rank", ["rank": .ordinal(row.rank), "players": .number(board.players)]))
                lines.append(ScreenText("score.points", count: row.points))
            }
        } else {
            lines.append(ScreenText("board.store_down"))
        }
        if hint { lines.append(ScreenText("speech.board_hint")) }
        return SpokenScreen(key: "board-\(gameKey)-\(topic ?? "")-\(period.rawValue)", lines: lines)
    }
}
