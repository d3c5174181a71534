import Foundation
import QuizCore
import QuizFlows
import QuizText

/// A topic game's question, its result with the board, and the question
/// whether to leave it.
extension TriviaView {
    func drawTopicQuestion(_ painter: Painter, _ flow: TopicsFlow) {
        guard let quiz = flow.quiz, let round = quiz.round else { return }
        let catalog = painter.catalog
        drawTopicsBar(
            painter, title: quiz.topic.name,
            detail: catalog.text(
                "wcf.question_of",
                ["number": catalog.number(quiz.index + 1), "total": catalog.number(quiz.questions.count)])
                + " · " + catalog.plural("score.points", count: quiz.points))
        if let left = quiz.secondsLeft(at: time) {
            drawTimerBar(
                painter, fraction: left / quiz.timedSeconds, seconds: left, frozen: false)
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
                ? [
                    catalog.plural("daily.right_points", count: answer.points),
                    catalog.text("topics.right_plus", ["points": catalog.number(answer.points)]),
                    catalog["trivia.right"],
                ]
                : answer.timedOut
                    ? [catalog.text("topics.time_up_it_was", ["answer": correct]), catalog["daily.time_up"]]
                    : [catalog.text("topics.wrong_it_was", ["answer": correct]), catalog["daily.wrong"]]
            // Beside Report on the narrowest screens not even the shortest verdict may fit: the answers' colours
            // and marks say it then, rather than a verdict cut to "Rig…".
            let shortest = painter.width(of: said.last ?? "", TextStyle(pixels: layout.readablePixels, bold: true))
            if !report || shortest <= line.width {
                painter.line(
                    firstOf: said, in: line, largest: largest, answer.isRight ? Theme.right : Theme.wrong, bold: true)
            }
            let next = (
                layout.topicsStatusButton, catalog["button.next"], catalog["key.enter"], Icon.chevronRight as Icon?,
                true
            )
            drawTopicPills(
                painter,
                report ? [(layout.topicsReportButton, catalog["button.report"], "W", nil, false), next] : [next])
        } else {
            let hint =
                quiz.kind == .timed
                ? [
                    catalog.text(
                        "topics.faster_earns_more",
                        ["most": catalog.number(SpeedPoints.base + SpeedPoints.maximumBonus)]),
                    catalog.text(
                        "topics.up_to_points", ["most": catalog.number(SpeedPoints.base + SpeedPoints.maximumBonus)]),
                    catalog["topics.be_quick"],
                ]
                : [
                    catalog.text(
                        "topics.pick_points_if_right", ["points": catalog.number(TopicQuizKind.categoryPoints)]),
                    catalog["topics.pick_an_answer"],
                ]
            painter.line(firstOf: hint, in: line, largest: largest, Theme.textDim)
            drawTopicPills(painter, [(layout.topicsStatusButton, catalog["button.quit"], escapeKey, nil, false)])
        }
    }

    /// The end of a game: points, right answers, the rank today and the board's top 5, the player's row lit.
    func drawTopicResult(_ painter: Painter, _ flow: TopicsFlow) {
        guard let quiz = flow.quiz else { return }
        let catalog = painter.catalog
        drawTopicsBar(painter, title: quiz.topic.name, detail: catalog[quiz.kind.titleKey])
        let foot = layout.footButtons(2)
        let top = layout.topBar.maxY + layout.margin * 0.4
        let area = Rect(
            x: layout.contentX, y: top, width: layout.contentWidth, height: foot[0].y - layout.margin * 0.6 - top)
        let head = min(layout.shortSide * 0.1, area.height * 0.2)
        painter.line(
            catalog.plural("score.points", count: quiz.points),
            in: Rect(x: area.x, y: area.y, width: area.width, height: head),
            largest: head * 0.9, Theme.accent, bold: true, anchorX: 0.5)
        let leastSub = max(layout.readablePixels * 1.4, min(layout.shortSide * 0.05, area.height * 0.11))
        // The line's row: its line as drawn where taller (`LineRoom`), at most a fifth of the area.
        let sub = max(leastSub, min(painter.lineRoom.height(leastSub * 0.75, least: leastSub), area.height * 0.2))
        let playerID = scene.topicSaving?.playerID
        let row = playerID.flatMap { flow.board?.row(of: $0) }
        let right = catalog.text(
            "daily.right_of", ["right": catalog.number(quiz.rightCount), "total": catalog.number(quiz.questions.count)])
        let rank =
            row.map {
                let values = [
                    "rank": catalog.ordinal($0.rank), "players": catalog.number(flow.board?.players ?? 0),
                    "topic": quiz.topic.name,
                ]
                return [
                    catalog.text(
                        quiz.kind == .timed ? "topics.rank_on_topic_board" : "topics.rank_on_trivia_board", values),
                    catalog.text("topics.rank_today", values),
                ]
            }
            ?? [catalog["topics.board_unreadable"]]
        painter.line(
            firstOf: [right + " · " + rank[0]] + rank.map { right + " · " + $0 } + [right],
            in: Rect(x: area.x, y: area.y + head, width: area.width, height: sub), largest: leastSub * 0.75,
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
            painter,
            [
                (foot[0], painter.catalog["trivia.topics"], escapeKey, nil, false),
                (foot[1], painter.catalog["button.play_again"], painter.catalog["key.enter"], .replay, true),
            ], shorter: [nil, painter.catalog["button.play_again_short"]])
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
            painter.catalog.ordinal(entry.rank), in: rankBox, largest: largest, ink, bold: true,
            smallest: layout.readablePixels)
        let points = painter.line(
            painter.catalog.number(entry.points),
            in: Rect(x: rect.midX, y: rect.y, width: rect.width / 2 - pad, height: rect.height),
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
        let question = flow.quiz?.kind == .timed ? "topics.leave_timed" : "topics.leave_quiz"
        painter.line(
            painter.catalog[question],
            in: Rect(x: card.x + pad, y: card.y + pad, width: card.width - pad * 2, height: head),
            largest: head * 0.85, Theme.text, bold: true, anchorX: 0.5, smallest: layout.readablePixels)
        let body = Rect(
            x: card.x + pad, y: card.y + pad + head, width: card.width - pad * 2,
            height: buttons[0].y - pad * 0.5 - (card.y + pad + head))
        painter.paragraph(
            painter.catalog["topics.leaving_keeps_nothing"], in: body,
            largest: layout.shortSide * 0.045, Theme.textDim, middle: true)
        drawTopicPills(
            painter,
            [
                (buttons[0], painter.catalog["button.leave"], "", nil, false),
                (buttons[1], painter.catalog["topics.keep_playing"], escapeKey, .play, true),
            ])
    }
}
