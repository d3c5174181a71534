import QuizCore

extension DailyView {
    /// After the tenth: the points, the right count, the streak when it grew
    /// today, and the day's board with the player's rank ("3rd of 41") and row.
    func drawResult(_ painter: Painter) {
        guard let game = scene.game else { return }
        drawTitle(painter, scene.isRanked ? "Today's result" : "Practice result", besideBack: false)
        let parts = layout.resultParts
        drawScore(painter, game: game, in: parts.score)
        let own = scene.player.flatMap { scene.board.row(of: $0.id) }
        let title =
            own.map { "You are \(Board.ordinal($0.rank)) of \(scene.board.players) today" } ?? "Today's top 5"
        DailyBoardList(layout: layout).draw(
            painter, board: scene.board, playerID: scene.player?.id, title: title, in: parts.board,
            empty: "Nobody is ranked today yet")
        drawAction(painter, label: "Done")
        drawHint(painter, scene.isInKiosk ? ["Tap Done"] : ["Enter: done", "Enter"])
    }

    private func drawScore(_ painter: Painter, game: DailyGame, in box: Rect) {
        // Each line: its variants (longest first), colour, size and weight.
        var lines: [(variants: [String], color: Color, size: Double, bold: Bool)] = [
            (["\(DailyView.points(game.score)) " + Counted.noun(game.score, "point")], Theme.accent, 0.1, true),
            (["\(game.rightCount) of \(game.questions.count) right"], Theme.text, 0.05, false),
        ]
        if !scene.isRanked {
            lines.append((["Practice: not ranked", "Practice"], Theme.textDim, 0.042, false))
        }
        if let after = scene.streakAfter, after > scene.streakBefore {
            let days = "\(after) day\(after == 1 ? "" : "s")"
            lines.append(
                (
                    ["Streak: \(days), one more today", "Streak: \(days) (+1)", "Streak \(after)"], Theme.right, 0.045,
                    true
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
