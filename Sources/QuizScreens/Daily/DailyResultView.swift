import QuizCore
import QuizText

extension DailyView {
    /// After the tenth: the points, the right count, the streak when it grew
    /// today, and the day's board with the player's rank ("3rd of 41") and row.
    func drawResult(_ painter: Painter) {
        guard let game = scene.game else { return }
        let catalog = painter.catalog
        drawTitle(
            painter, catalog[scene.isPractice ? "daily.practice_result" : "daily.todays_result"], besideBack: false)
        let parts = layout.resultParts
        drawScore(painter, game: game, in: parts.score)
        let own = scene.player.flatMap { scene.board.row(of: $0.id) }
        // "You are 3rd of 41 today", or "3rd of 41 today" or "3rd of 41" where that is too long.
        let titles =
            own.map { row in
                let rank = ["rank": catalog.ordinal(row.rank), "players": catalog.number(scene.board.players)]
                return [
                    catalog.text("daily.you_are_rank", rank), catalog.text("topics.rank_today", rank),
                    catalog.text("board.rank_of", rank),
                ]
            }
            ?? [catalog["daily.top_five"]]
        DailyBoardList(layout: layout).draw(
            painter, board: scene.board, playerID: scene.player?.id, titles: titles, in: parts.board,
            empty: catalog["daily.nobody_ranked"])
        drawAction(painter, label: catalog["button.done"])
        drawHint(
            painter,
            scene.isInKiosk ? [catalog["daily.hint_tap_done"]] : [catalog["hint.enter_done"], catalog["key.enter"]])
    }

    private func drawScore(_ painter: Painter, game: DailyGame, in box: Rect) {
        // Each line: its variants (longest first), colour, size and weight.
        let catalog = painter.catalog
        let right = ["right": catalog.number(game.rightCount), "total": catalog.number(game.questions.count)]
        var lines: [(variants: [String], color: Color, size: Double, bold: Bool)] = [
            ([catalog.plural("score.points", count: game.score)], Theme.accent, 0.1, true),
            ([catalog.text("daily.right_of", right)], Theme.text, 0.05, false),
        ]
        if let reason = scene.unrankedReasonKey(.line) {
            let short = scene.isPractice ? catalog["daily.practice_short"] : catalog["daily.more_time_tag"]
            lines.append(([catalog[reason], short], Theme.textDim, 0.042, false))
        }
        if let after = scene.streakAfter, after > scene.streakBefore {
            lines.append(
                (
                    [
                        catalog.plural("daily.streak_one_more", count: after),
                        catalog.plural("daily.streak_plus_one", count: after),
                        catalog.text("daily.streak_short", ["count": catalog.number(after)]),
                    ], Theme.right, 0.045, true
                ))
        }
        let total = lines.reduce(0) { $0 + $1.size }
        var y = box.y
        for line in lines {
            let height = (box.height * line.size / total).rounded(.down)
            painter.line(
                firstOf: line.variants, in: Rect(x: box.x, y: y, width: box.width, height: height),
                largest: min(layout.pixels(line.size), height * 0.8), line.color, bold: line.bold, anchorX: 0.5)
            y += height
        }
    }
}
