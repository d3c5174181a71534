import Foundation
import QuizCore

extension TriviaView {
    /// Home: the name, the heart with the lives, Play Now and the shop.
    func drawHome(_ painter: Painter) {
        let w = layout.width
        let h = layout.height
        let lift = (1 - appear) * h * 0.03
        let catalog = painter.catalog
        let title = catalog["trivia.title"]
        // A long name ("Wissensquiz", "Culture générale") is made smaller to stay within the margins.
        let nameStyle = painter.style(
            layout.style(0.16, bold: true, minimum: 26), fitting: title, width: layout.width - 2 * layout.margin,
            floor: max(18, painter.readableFloor(layout.readablePixels)))
        var nameY = layout.topBar.maxY + h * 0.06 + lift
        if let pill = scene.feedbackButton?.rect,
            pill.x < w / 2 + painter.width(of: title, nameStyle) / 2 + layout.margin
        {
            // A narrow screen: the title goes under the "Add?" pill rather than beside it.
            nameY = pill.maxY + layout.margin * 0.5 + lift
        }
        painter.text(title, nameStyle, Theme.accent.opacity(appear), x: w / 2, y: nameY, anchorX: 0.5)
        var sub = [
            catalog.plural("trivia.topic_count", count: game.topics.count),
            catalog.plural("trivia.seconds_a_question", count: Int(game.answerSeconds)),
        ].joined(separator: " · ")
        // After a game: its points, the player's rank today and the streak when it grew.
        let board = scene.afterGame
        // Topics not in the player's language (none of theirs yet): the line says which language they are in.
        var stands = false
        if let notice = scene.languageNotice {
            sub = catalog(notice)
            stands = true
        }
        if let board, let row = board.row, let words = board.rankWords(catalog) {
            sub = ([catalog.plural("trivia.points_today", count: row.points)] + words).joined(separator: " · ")
            stands = true
        }
        // Smaller down to the readable size, then on two lines (what follows moving down), before it is cut.
        let subRoom = layout.style(0.045)
        let subStyle = painter.style(subRoom, fitting: sub, width: layout.contentWidth, floor: layout.readablePixels)
        let subColor = (stands ? Theme.accent : Theme.textDim).opacity(appear)
        let subTop = nameY + nameStyle.pixelsDouble * 1.2
        var subExtra = 0.0
        if painter.width(of: sub, subStyle) <= layout.contentWidth {
            painter.text(sub, subStyle, subColor, x: w / 2, y: subTop, anchorX: 0.5)
        } else {
            let lineHeight = painter.fonts.lineHeight(subRoom, of: sub)
            let used = painter.paragraph(
                sub, in: Rect(x: layout.contentX, y: subTop, width: layout.contentWidth, height: lineHeight * 2),
                largest: subRoom.pixelsDouble, subColor)
            subExtra = max(0, used - lineHeight)
        }

        let buttonTop = layout.buttons(for: game).map(\.1.y).min() ?? layout.footButtons(1)[0].y
        let heartTop = nameY + nameStyle.pixelsDouble * 1.25 + subRoom.pixelsDouble * 1.8 + subExtra
        // After a game, today's board takes the heart's place (the lives stay in the top bar).
        let boardBox = Rect(
            x: w / 2 - min(layout.contentWidth, layout.shortSide * 1.3) / 2, y: heartTop,
            width: min(layout.contentWidth, layout.shortSide * 1.3), height: buttonTop - heartTop - layout.margin)
        if let board, boardBox.height >= AfterGameBoardPanel.minimumHeight(unit: layout.shortSide) {
            AfterGameBoardPanel(afterGame: board, opacity: appear).draw(painter, in: boardBox, unit: layout.shortSide)
            return
        }
        let full = game.secondsUntilLivesFull(at: now.wallSeconds)
        let lives = game.lives(at: now.wallSeconds)
        let limits = game.settings.limits
        let caption =
            full > 0
            ? catalog.plural(
                "trivia.lives_full_in", count: limits.lives,
                ["lives": catalog.number(lives), "time": Self.clockText(full)])
            : catalog.plural(
                "trivia.lives_new_every", count: limits.lives,
                ["every": Self.everyText(limits.secondsPerLife, catalog)])
        let captionRoom = w - 2 * layout.margin
        let style = painter.style(layout.smallStyle, fitting: caption, width: captionRoom, floor: layout.readablePixels)
        // A caption longer than the line at the readable size takes two, the heart a line smaller.
        let captionLine = painter.fonts.lineHeight(style, of: caption)
        let twoLines = painter.width(of: caption, style) > captionRoom
        let side = min(
            layout.shortSide * 0.26, buttonTop - heartTop - subRoom.pixelsDouble * 2.2 - (twoLines ? captionLine : 0))
        guard side > 12 else { return }
        let heart = Rect(centerX: w / 2, centerY: heartTop + side / 2, width: side, height: side)
        let beat = 1 + 0.04 * painter.sway(at: time, frequency: 3.2)
        painter.icon(.heart, in: heart.scaled(beat, inStepsOf: Theme.animationSizeStep), Theme.wrong.opacity(appear))
        // A label on the heart, drawn into a box inside it (the layout check reads it as meant).
        painter.line(
            catalog.number(lives),
            in: Rect(centerX: heart.midX, centerY: heart.midY - side * 0.05, width: side * 0.7, height: side * 0.6),
            largest: side * 0.42, Theme.text.opacity(appear), bold: true, anchorX: 0.5)
        if twoLines {
            painter.paragraph(
                caption,
                in: Rect(x: layout.margin, y: heart.maxY + h * 0.015, width: captionRoom, height: captionLine * 2),
                largest: style.pixelsDouble, Theme.textDim.opacity(appear))
        } else {
            painter.text(
                caption, style, Theme.textDim.opacity(appear), x: w / 2, y: heart.maxY + h * 0.015, anchorX: 0.5)
        }
    }

    /// The spinner: topic names roll past a highlighted slot and slow down to
    /// land on the chosen one; then Pass (with the passes left) and Play.
    func drawSpinner(_ painter: Painter) {
        let topics = game.topics
        guard !topics.isEmpty else { return }
        let landing = game.screen == .topicChosen
        let position = scene.spinnerPosition(at: time, cut: reducesMotion)
        let buttons = layout.footButtons(1)[0]
        let top = layout.topBar.maxY + layout.margin
        // The chosen topic's progress under the slot ("80% right · 12 questions left"): on two lines at the
        // readable size where one does not hold it, the room for them kept while the names roll.
        let caption = game.currentTopic.map {
            painter.catalog.plural(
                "trivia.topic_right_left", count: $0.total - $0.answered,
                ["percent": painter.catalog.number($0.percentRight)])
        }
        let captionStyle = painter.style(
            layout.smallStyle, fitting: caption ?? "", width: layout.contentWidth,
            floor: painter.readableFloor(layout.readablePixels))
        let oneLine = painter.width(of: caption ?? "", captionStyle) <= layout.contentWidth
        let captionHeight =
            oneLine
            ? layout.smallStyle.pixelsDouble * 1.4
            : layout.smallStyle.pixelsDouble * 0.4
                + painter.paragraphHeight(caption ?? "", captionStyle, width: layout.contentWidth)
        let area = Rect(
            x: layout.contentX, y: top, width: layout.contentWidth,
            height: buttons.y - layout.margin - captionHeight - top)
        let title = painter.catalog[landing ? "trivia.your_topic" : "trivia.spinning"]
        let titleStyle = layout.style(0.05, bold: true)
        let slotHeight = max(18, min((area.height - titleStyle.pixelsDouble * 1.6) / 3.6, layout.shortSide * 0.15))
        painter.text(title, titleStyle, Theme.textDim, x: layout.width / 2, y: area.y, anchorX: 0.5)
        let centerY = area.y + titleStyle.pixelsDouble * 1.6 + (area.height - titleStyle.pixelsDouble * 1.6) / 2
        let slot = Rect(
            centerX: layout.width / 2, centerY: centerY,
            width: min(area.width, max(layout.shortSide * 1.1, area.width * 0.6)),
            height: slotHeight * 1.15)
        painter.roundedRect(slot, radius: slot.height * 0.3, Theme.surfaceRaised)
        painter.roundedRect(
            slot, radius: slot.height * 0.3, Theme.accent.opacity(landing ? 1 : 0.5), stroke: max(2, slot.height * 0.05)
        )
        let base = position.rounded(.down)
        let fraction = position - base
        for offset in -2...2 {
            let index = Int(base) + offset
            let wrapped = ((index % topics.count) + topics.count) % topics.count
            let y = centerY + (Double(offset) - fraction) * slotHeight
            let distance = abs(y - centerY) / slotHeight
            // Rows fade out before they reach the title or the caption below.
            guard distance < (landing ? 1.1 : 1.6) else { continue }
            let isCentre = distance < 0.5
            let style = layout.style(isCentre ? 0.075 : 0.05, bold: isCentre, minimum: isCentre ? 14 : 11)
            let color = (isCentre && landing ? Theme.accent : Theme.text).opacity(max(0.12, 1 - distance * 0.55))
            let name = painter.truncate(topics[wrapped].name, style, width: slot.width - layout.margin * 2)
            painter.text(name, style, color, x: layout.width / 2, y: y, anchorX: 0.5, anchorY: 0.5)
        }
        if landing, let caption {
            let captionTop = area.maxY + layout.smallStyle.pixelsDouble * 0.14
            if oneLine {
                painter.text(caption, captionStyle, Theme.textDim, x: layout.width / 2, y: captionTop, anchorX: 0.5)
            } else {
                painter.paragraph(
                    caption, captionStyle, Theme.textDim, centerX: layout.width / 2, top: captionTop,
                    width: layout.contentWidth)
            }
        }
    }

    /// No lives: an empty heart, the time to the next life, Refill and Quit.
    func drawNoLives(_ painter: Painter) {
        let w = layout.width
        let top = layout.topBar.maxY + layout.margin * 2
        let titleStyle = layout.style(0.08, bold: true)
        painter.text(
            painter.catalog["trivia.out_of_lives"], titleStyle, Theme.text.opacity(appear), x: w / 2, y: top,
            anchorX: 0.5)
        let buttonTop = layout.footButtons(1)[0].y
        let side = min(layout.shortSide * 0.28, buttonTop - top - titleStyle.pixelsDouble * 4)
        if side > 12 {
            let heart = Rect(
                centerX: w / 2, centerY: top + titleStyle.pixelsDouble * 1.5 + side / 2, width: side, height: side)
            painter.icon(.heart, in: heart, Theme.dieDim.opacity(appear))
            painter.icon(.clock, in: heart.scaled(0.42).offsetBy(dx: 0, dy: -side * 0.05), Theme.text.opacity(appear))
            let next = game.secondsUntilNextLife(at: now.wallSeconds)
            // Smaller, to the readable minimum, where a longer language or a larger text size is wider than the screen.
            let line = painter.catalog.text("trivia.next_life_in", ["time": Self.clockText(next)])
            let room = w - 2 * layout.margin
            let style = painter.style(
                layout.style(0.05, bold: true), fitting: line, width: room,
                floor: painter.readableFloor(Theme.minimumTextPixels))
            painter.text(
                painter.truncate(line, style, width: room), style, Theme.textDim.opacity(appear),
                x: w / 2, y: heart.maxY + layout.margin, anchorX: 0.5)
        }
    }
}
