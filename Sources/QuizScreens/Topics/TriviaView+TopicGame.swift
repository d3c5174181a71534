import Foundation
import QuizCore
import QuizFlows

/// A topic game's question, its result with the board, and the question
/// whether to leave it.
extension TriviaView {
    func drawTopicQuestion(_ painter: Painter, _ flow: TopicsFlow) {
        guard let quiz = flow.quiz, let round = quiz.round else { return }
        drawTopicsBar(
            painter, title: quiz.topic.name,
            detail: "\(quiz.index + 1) of \(quiz.questions.count) · \(quiz.points) points")
        if let left = quiz.secondsLeft(at: time) {
            drawTimerBar(
                painter, fraction: left / TopicQuizKind.timedSeconds, seconds: left, frozen: false)
        }
        drawQuestion(painter, round.question.text)
        drawAnswers(painter, round: round, fadeIn: quiz.phase == .asking, shownAt: flow.shownAt)
        let status = layout.topicsStatusRow
        // "Report" left of Next on the reveal, where the scene offers it; the verdict keeps the rest of the row.
        let report = scene.feedbackButton != nil
        let button = report ? layout.topicsReportButton : layout.topicsStatusButton
        // Beside Report the verdict comes as close as the pills to each other.
        let gap = report ? layout.margin * 0.6 : layout.margin
        let line = Rect(x: status.x, y: status.y, width: button.x - status.x - gap, height: status.height)
        let largest = min(status.height * 0.42, layout.shortSide * 0.05)
        if let answer = quiz.currentAnswer {
            let correct = round.question.correctOption?.text ?? ""
            let said =
                answer.isRight
                ? ["Right! +\(answer.points) points", "Right! +\(answer.points)", "Right!"]
                : answer.timedOut
                    ? ["Time's up: it was \(correct)", "Time's up"] : ["Wrong: it was \(correct)", "Wrong"]
            // Beside Report on the narrowest screens not even the shortest verdict may fit: the answers' colours
            // and marks say it then, rather than a verdict cut to "Rig…".
            let shortest = painter.width(of: said.last ?? "", TextStyle(pixels: layout.readablePixels, bold: true))
            if !report || shortest <= line.width {
                painter.line(
                    firstOf: said, in: line, largest: largest, answer.isRight ? Theme.right : Theme.wrong, bold: true)
            }
            let next = (layout.topicsStatusButton, "Next", "Enter", Icon.chevronRight as Icon?, true)
            drawTopicPills(painter, report ? [(layout.topicsReportButton, "Report", "W", nil, false), next] : [next])
        } else {
            let hint =
                quiz.kind == .timed
                ? ["Faster answers earn more: up to 200", "Up to 200 points", "Be quick"]
                : ["Pick an answer: \(TopicQuizKind.categoryPoints) points if right", "Pick an answer"]
            painter.line(firstOf: hint, in: line, largest: largest, Theme.textDim)
            drawTopicPills(painter, [(layout.topicsStatusButton, "Quit", escapeKey, nil, false)])
        }
    }

    /// The end of a game: points, right answers, the rank today and the board's top 5, the player's row lit.
    func drawTopicResult(_ painter: Painter, _ flow: TopicsFlow) {
        guard let quiz = flow.quiz else { return }
        drawTopicsBar(painter, title: quiz.topic.name, detail: quiz.kind.title)
        let foot = layout.footButtons(2)
        let top = layout.topBar.maxY + layout.margin * 0.4
        let area = Rect(
            x: layout.contentX, y: top, width: layout.contentWidth, height: foot[0].y - layout.margin * 0.6 - top)
        let head = min(layout.shortSide * 0.1, area.height * 0.2)
        painter.line(
            "\(quiz.points) points", in: Rect(x: area.x, y: area.y, width: area.width, height: head),
            largest: head * 0.9, Theme.accent, bold: true, anchorX: 0.5)
        let sub = max(layout.readablePixels * 1.4, min(layout.shortSide * 0.05, area.height * 0.11))
        let playerID = scene.topicSaving?.playerID
        let row = playerID.flatMap { flow.board?.row(of: $0) }
        let boardName = quiz.kind == .timed ? "the \(quiz.topic.name) board" : "the trivia board"
        let right = "\(quiz.rightCount) of \(quiz.questions.count) right"
        let rank =
            row.map {
                [
                    "\(Board.ordinal($0.rank)) of \(flow.board?.players ?? 0) on \(boardName) today",
                    Board.ordinal($0.rank) + " of \(flow.board?.players ?? 0) today",
                ]
            }
            ?? ["The board could not be read"]
        painter.line(
            firstOf: [right + " · " + rank[0]] + rank.map { right + " · " + $0 } + [right],
            in: Rect(x: area.x, y: area.y + head, width: area.width, height: sub), largest: sub * 0.75,
            Theme.text, anchorX: 0.5)
        guard let board = flow.board else {
            drawTopicResultButtons(painter, foot)
            return
        }
        let rows = board.top + (board.player.map { [$0] } ?? [])
        let listTop = area.y + head + sub + layout.margin * 0.4
        let rowHeight = min(layout.targetHeight(0.07, minimum: 18), (area.maxY - listTop) / Double(max(1, rows.count)))
        let width = min(area.width, max(layout.shortSide * 1.1, area.width * 0.7))
        for (index, entry) in rows.enumerated() {
            let rect = Rect(
                x: layout.width / 2 - width / 2, y: listTop + Double(index) * rowHeight, width: width,
                height: rowHeight * 0.9)
            drawBoardRow(painter, entry, in: rect, isPlayer: entry.playerID == playerID)
        }
        drawTopicResultButtons(painter, foot)
    }

    private func drawTopicResultButtons(_ painter: Painter, _ foot: [Rect]) {
        drawTopicPills(
            painter, [(foot[0], "Topics", escapeKey, nil, false), (foot[1], "Play again", "Enter", .replay, true)])
    }

    private func drawBoardRow(_ painter: Painter, _ entry: BoardRow, in rect: Rect, isPlayer: Bool) {
        guard rect.height >= layout.readablePixels else { return }
        let radius = min(rect.height * 0.3, layout.shortSide * 0.02)
        painter.roundedRect(rect, radius: radius, isPlayer ? Theme.accent : Theme.surface)
        let ink = isPlayer ? Theme.accentText : Theme.text
        let largest = rect.height * 0.62
        let pad = rect.height * 0.3
        let rankBox = Rect(x: rect.x + pad, y: rect.y, width: rect.height * 1.6, height: rect.height)
        painter.line(
            Board.ordinal(entry.rank), in: rankBox, largest: largest, ink, bold: true, smallest: layout.readablePixels)
        let points = painter.line(
            "\(entry.points)", in: Rect(x: rect.midX, y: rect.y, width: rect.width / 2 - pad, height: rect.height),
            largest: largest, ink, bold: true, anchorX: 1, smallest: layout.readablePixels)
        let nameLeft = rankBox.maxX + pad * 0.5
        painter.line(
            entry.name,
            in: Rect(x: nameLeft, y: rect.y, width: max(10, points.x - nameLeft - pad), height: rect.height),
            largest: largest, ink, smallest: layout.readablePixels)
    }

    /// Escape during a game: leave it (nothing is kept) or keep playing; the clock does not stop.
    func drawTopicQuit(_ painter: Painter, _ flow: TopicsFlow) {
        drawScrim(painter, opacity: 1)
        let card = layout.card
        drawCard(painter, card, accent: Theme.accent)
        let pad = layout.margin
        let buttons = layout.cardPair()
        let head = max(layout.readablePixels * 1.5, min(layout.shortSide * 0.075, card.height * 0.2))
        let name = flow.quiz?.kind.title.lowercased() ?? "game"
        painter.line(
            "Leave the \(name)?", in: Rect(x: card.x + pad, y: card.y + pad, width: card.width - pad * 2, height: head),
            largest: head * 0.85, Theme.text, bold: true, anchorX: 0.5, smallest: layout.readablePixels)
        let body = Rect(
            x: card.x + pad, y: card.y + pad + head, width: card.width - pad * 2,
            height: buttons[0].y - pad * 0.5 - (card.y + pad + head))
        painter.paragraph(
            "Leaving now keeps nothing: no points, no rank, no progress. The clock keeps running.", in: body,
            largest: layout.shortSide * 0.045, Theme.textDim, middle: true)
        drawTopicPills(
            painter, [(buttons[0], "Leave", "", nil, false), (buttons[1], "Keep playing", escapeKey, .play, true)])
    }
}
