import Foundation
import QuizCore
import QuizFlows
import QuizText

/// The packs list: the toolbar, when the packs were last updated, one row
/// per pack (icon, title, a line of description, questions and best score)
/// and a scroll bar when they do not all fit.
struct PacksListView {
    let view: PacksView

    var scene: PacksScene { view.scene }
    var layout: PacksLayout { view.layout }

    func draw(_ painter: Painter) {
        drawHeader(painter)
        drawStatus(painter)
        let rows = layout.packRows()
        scene.visibleRows = rows.count
        scene.keepFocusInView()
        if scene.packs.isEmpty {
            drawEmpty(painter)
        } else {
            // One arrangement for every row on view: a title too long for the room beside the right column
            // gives them all the row's width for their titles.
            let shown = scene.packs[
                min(scene.listTop, scene.packs.count)..<min(scene.packs.count, scene.listTop + rows.count)]
            let across =
                rows.first.map { rect in shown.contains { titleNeedsRowWidth(painter, $0, in: rect) } } ?? false
            for (offset, rect) in rows.enumerated() {
                let index = scene.listTop + offset
                guard scene.packs.indices.contains(index) else { break }
                drawRow(painter, scene.packs[index], in: rect, focused: scene.focus == .pack(index), across: across)
            }
            drawScrollBar(painter, shown: rows.count)
        }
        let catalog = painter.catalog
        if scene.isInKiosk {
            view.drawHint(painter, [catalog["quizpacks.hint_tap_pack"]])
        } else {
            view.drawHint(
                painter,
                [
                    catalog["quizpacks.hint_keys"] + " · " + catalog["quizpacks.hint_pull_down"],
                    catalog["quizpacks.hint_tap_a_pack"] + " · " + catalog["quizpacks.hint_pull_down_short"],
                    catalog["quizpacks.hint_tap_pack"],
                ])
        }
    }

    private func drawHeader(_ painter: Painter) {
        let parts = layout.toolbar(scene.toolbar)
        let left = parts.first?.1.x ?? layout.header.maxX
        let titleBox = Rect(
            x: layout.header.x, y: layout.header.y, width: max(0, left - layout.header.x - layout.gap),
            height: layout.header.height)
        // A title wider than the room beside the toolbar even at the readable minimum (French's "Packs de quiz"
        // at 240x320) takes two lines of it where they fit, rather than being cut.
        let title = painter.catalog["quizpacks.title"]
        let floor = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels), bold: true)
        let lineHeight = painter.paragraphHeight(title, floor, width: .infinity)
        if Self.wrappedTitle(title, in: titleBox, lineHeight: lineHeight, width: { painter.width(of: $0, floor) })
            != nil
        {
            painter.paragraph(
                title, in: titleBox, largest: layout.pixels(0.075), Theme.accent, bold: true, centered: false,
                middle: true)
        } else {
            painter.line(title, in: titleBox, largest: layout.pixels(0.075), Theme.accent, bold: true)
        }
        for (part, rect) in parts {
            let (label, icon): (String, Icon) =
                switch part {
                case .home: (painter.catalog["button.home"], .chevronLeft)
                case .settings: (painter.catalog["quizpacks.settings"], .gear)
                default: (painter.catalog["quizpacks.scores"], .trophy)
                }
            // A narrow button shows its icon alone rather than a cut label.
            let labelStyle = TextStyle(pixels: max(Theme.minimumTextPixels, rect.height * 0.36), bold: true)
            let roomy = painter.width(of: label, labelStyle) + rect.height * 1.2 <= rect.width
            FocusButton.draw(painter, rect, label: roomy ? label : "", icon: icon, focused: scene.focus == part)
        }
    }

    private func drawStatus(_ painter: Painter) {
        let line: String
        var color = Theme.textDim
        if let notice = scene.noticeLine {
            line = painter.catalog(notice.text)
            color = notice.isError ? Theme.wrong : Theme.right
        } else if let updated = scene.status.packsUpdated {
            let when = ["when": PacksTime.describe(updated, now: scene.now(), painter.catalog)]
            // "Packs updated just now", or "Updated just now" where that is too long.
            painter.line(
                firstOf: [
                    painter.catalog.text("quizpacks.updated", when),
                    painter.catalog.text("quizpacks.updated_short", when),
                ], in: layout.statusLine, largest: layout.pixels(0.04), color)
            return
        } else {
            line = painter.catalog.plural("quizpacks.count", count: scene.packs.count)
        }
        painter.line(line, in: layout.statusLine, largest: layout.pixels(0.04), color)
    }

    private func drawEmpty(_ painter: Painter) {
        let area = layout.listArea
        let text =
            scene.isInKiosk
            ? painter.catalog["quizpacks.none_kiosk"] : painter.catalog["quizpacks.none"]
        painter.paragraph(
            text, in: area.insetBy(dx: layout.margin, dy: 0), largest: layout.pixels(0.05), Theme.text, middle: true)
    }

    /// The parts of a row across: its padding, icon, the right column (the best score over the question count),
    /// whether that column keeps the best alone (a narrow row says the count before the description), and where
    /// the words start.
    private func rowParts(
        _ painter: Painter, _ pack: QuizPackEntry, in rect: Rect
    ) -> (pad: Double, icon: Rect, side: Rect, narrow: Bool, textX: Double) {
        // A row made tall for two lines of description keeps the pad and the icon of a one-line row, the icon in its
        // middle.
        let oneLine = layout.twoLineDescriptions ? min(rect.height, layout.oneLineRowHeight) : rect.height
        let pad = max(6, (oneLine * 0.14).rounded())
        let iconSide = oneLine - pad * 2
        let iconRect = Rect(x: rect.x + pad, y: rect.midY - iconSide / 2, width: iconSide, height: iconSide)
        let countWidth = painter.width(
            of: painter.catalog.plural("quizpacks.question_count", count: pack.questionCount),
            TextStyle(pixels: layout.pixels(0.036)))
        let bestText = Self.bestText(pack, painter.catalog)
        let bestWidth = painter.width(of: bestText, TextStyle(pixels: layout.pixels(0.042), bold: pack.best != nil))
        let narrow = max(countWidth, bestWidth) + pad > rect.width * 0.3
        let sideWidth = min(rect.width * 0.3, (narrow ? bestWidth : max(countWidth, bestWidth)) + pad)
        let side = Rect(
            x: rect.maxX - pad - sideWidth, y: rect.y + pad, width: sideWidth, height: rect.height - pad * 2)
        return (pad, iconRect, side, narrow, iconRect.maxX + pad)
    }

    /// "Best 7/10", or "Not played".
    static func bestText(_ pack: QuizPackEntry, _ catalog: Catalog) -> String {
        pack.best.map { catalog.text("quizpacks.best", ["score": PacksTime.score($0, catalog)]) }
            ?? catalog["quizpacks.not_played"]
    }

    /// Whether a pack's title (30 characters at most) is too long for the room beside the right column at the
    /// smallest size a title takes.
    func titleNeedsRowWidth(_ painter: Painter, _ pack: QuizPackEntry, in rect: Rect) -> Bool {
        let parts = rowParts(painter, pack, in: rect)
        let smallest = TextStyle(
            pixels: max(Theme.minimumTextPixels, (layout.pixels(0.05) * 0.85).rounded(.down)), bold: true)
        return painter.width(of: PackIcons.shortTitle(pack.title), smallest) > parts.side.x - parts.pad - parts.textX
    }

    /// One pack: its icon, title (30 characters at most) and description, and on the right its questions and best
    /// score; `across`, the title over the row's width, the best score beside the description.
    func drawRow(_ painter: Painter, _ pack: QuizPackEntry, in rect: Rect, focused: Bool, across: Bool = false) {
        painter.noteTapTarget(rect)
        let radius = min(rect.height * 0.18, 14)
        painter.roundedRect(rect, radius: radius, focused ? Theme.surfaceRaised : Theme.surface)
        if focused {
            painter.roundedRect(
                rect, radius: radius, Theme.accent, stroke: max(2, (layout.shortSide * 0.006).rounded()))
        }
        let (pad, iconRect, side, narrow, textX) = rowParts(painter, pack, in: rect)
        let iconSide = iconRect.width
        painter.roundedRect(iconRect, radius: iconSide * 0.2, Theme.accent.opacity(0.18))
        painter.icon(
            PackIcons.icon(for: pack), in: iconRect.insetBy(dx: iconSide * 0.16, dy: iconSide * 0.16), Theme.accent)
        let countText = painter.catalog.plural("quizpacks.question_count", count: pack.questionCount)
        let bestText = Self.bestText(pack, painter.catalog)
        let title = PackIcons.shortTitle(pack.title)
        let titleLargest = layout.pixels(0.05)
        // A title is never cut: where one is too long for the room beside the right column, the titles take the
        // row's width and the best score goes down beside the description, the count before it.
        if across {
            drawRowAcross(
                painter, pack, title: title, count: countText, best: bestText, in: rect, textX: textX, pad: pad)
            return
        }
        let half = side.height / 2
        painter.line(
            bestText, in: Rect(x: side.x, y: side.y, width: side.width, height: half), largest: layout.pixels(0.042),
            pack.best == nil ? Theme.textDim : Theme.accent, bold: pack.best != nil, anchorX: 1)
        if !narrow {
            painter.line(
                countText, in: Rect(x: side.x, y: side.y + half, width: side.width, height: half),
                largest: layout.pixels(0.036), Theme.textDim, anchorX: 1)
        }
        let textBox = Rect(
            x: textX, y: rect.y + pad * 0.6, width: side.x - pad - textX, height: rect.height - pad * 1.2)
        let summary =
            narrow
            ? ([countText] + (pack.summary.isEmpty ? [] : [pack.summary])).joined(separator: " · ") : pack.summary
        let hasSummary = !summary.isEmpty
        let titleBox = Rect(
            x: textBox.x, y: textBox.y, width: textBox.width,
            height: textBox.height * (hasSummary ? layout.titleShare : 1))
        painter.line(
            title, in: titleBox, largest: titleLargest, Theme.text, bold: true, smallest: titleLargest * 0.85)
        if hasSummary {
            // A narrow row's right column holds the best score alone, at the top: the line under it is free. Else
            // the description's line ends a pad short of the count beside it, not of the column: a best score
            // wider than the count (Arabic's "Not played") leaves the description its room.
            let countWidth = painter.width(of: countText, TextStyle(pixels: layout.pixels(0.036)))
            let end = narrow ? rect.maxX - pad : Self.descriptionEnd(side: side, count: countWidth, pad: pad)
            drawDescription(
                painter, summary,
                in: Rect(
                    x: textBox.x, y: titleBox.maxY, width: max(textBox.width, end - textX),
                    height: textBox.height - titleBox.height))
        }
    }

    /// A pack's description (with its count, in a narrow row): on one line, a little smaller before it is cut;
    /// where the layout gives it two lines, wrapped onto them.
    private func drawDescription(_ painter: Painter, _ text: String, in box: Rect) {
        if layout.twoLineDescriptions {
            painter.paragraph(text, in: box, largest: layout.pixels(0.036), Theme.textDim, centered: false)
        } else {
            painter.line(
                text, in: box, largest: layout.pixels(0.036), Theme.textDim, smallest: layout.pixels(0.036) * 0.9)
        }
    }

    /// A row whose title takes its whole width: under it, the count and description, and the best score at the
    /// right end.
    private func drawRowAcross(
        _ painter: Painter, _ pack: QuizPackEntry, title: String, count: String, best: String, in rect: Rect,
        textX: Double, pad: Double
    ) {
        let top = rect.y + pad * 0.6
        let height = rect.height - pad * 1.2
        let right = rect.maxX - pad
        let titleBox = Rect(x: textX, y: top, width: right - textX, height: height * layout.titleShare)
        let titleLargest = layout.pixels(0.05)
        painter.line(title, in: titleBox, largest: titleLargest, Theme.text, bold: true, smallest: titleLargest * 0.85)
        let lower = Rect(x: textX, y: titleBox.maxY, width: right - textX, height: height - titleBox.height)
        let style = TextStyle(pixels: layout.pixels(0.036), bold: pack.best != nil)
        let bestWidth = min(lower.width * 0.4, painter.width(of: best, style).rounded(.up) + 1)
        painter.line(
            best, in: Rect(x: right - bestWidth, y: lower.y, width: bestWidth, height: lower.height),
            largest: layout.pixels(0.036), pack.best == nil ? Theme.textDim : Theme.accent, bold: pack.best != nil,
            anchorX: 1)
        let summary = ([count] + (pack.summary.isEmpty ? [] : [pack.summary])).joined(separator: " · ")
        drawDescription(
            painter, summary,
            in: Rect(x: textX, y: lower.y, width: max(0, lower.width - bestWidth - pad), height: lower.height))
    }

    private func drawScrollBar(_ painter: Painter, shown: Int) {
        let total = scene.packs.count
        guard total > shown else { return }
        let track = layout.scrollTrack
        painter.roundedRect(track, radius: track.width / 2, Theme.surface)
        let thumbHeight = max(track.width * 3, track.height * Double(shown) / Double(total))
        let travel = track.height - thumbHeight
        let fraction = Double(scene.listTop) / Double(max(1, total - shown))
        painter.roundedRect(
            Rect(x: track.x, y: track.y + travel * fraction, width: track.width, height: thumbHeight),
            radius: track.width / 2, Theme.textDim)
    }
}

/// The icon and the shown title of a pack.
enum PackIcons {
    /// The pack's own icon when it names one of ours, else one by its subject's words, else a book.
    static func icon(for pack: QuizPackEntry) -> Icon {
        if let own = pack.icon, let icon = Icon(rawValue: own) { return icon }
        let words = (pack.title + " " + pack.summary).lowercased()
        let subjects: [(Icon, [String])] = [
            (.math, ["math", "algebra", "arithmetic", "geometry", "number", "calculus"]),
            (.science, ["science", "physics", "chemistry", "biology", "space", "astronomy", "nature"]),
            (.hero, ["hero", "marvel", "comic", "avenger", "villain"]),
            (.globe, ["geography", "world", "countr", "capital", "map", "travel"]),
            (.history, ["history", "ancient", "century", "war", "empire"]),
            (.music, ["music", "song", "band", "album", "opera"]),
            (.sport, ["sport", "football", "soccer", "olympic", "tennis", "swim", "game"]),
        ]
        return subjects.first { _, keys in keys.contains { words.contains($0) } }?.0 ?? .book
    }

    /// The most of a title the list shows.
    static let titleLength = 30

    /// A title of at most 30 characters: a longer one is cut and ends in an ellipsis.
    static func shortTitle(_ title: String) -> String {
        guard title.count > titleLength else { return title }
        return String(title.prefix(titleLength - 1)).trimmingCharacters(in: .whitespaces) + "…"
    }
}

/// Times as the packs screens say them: "just now", "5 minutes ago", "today at 14:05", "on 24 Nov 2026".
enum PacksTime {
    static func describe(_ date: Date, now: Date, _ catalog: Catalog) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds < 60 { return catalog["time.just_now"] }
        if seconds < 3600 { return catalog.plural("time.minutes_ago", count: Int(seconds / 60)) }
        if Calendar.current.isDate(date, inSameDayAs: now) {
            return catalog.text("time.today_at", ["time": PacksClock.clock(date)])
        }
        return catalog.text("time.on_date", ["date": CalendarText(catalog).short(PacksClock.day(date))])
    }

    /// When a game in the scores ended: "just now" and "5 minutes ago" within the hour, else "24 Nov 14:05".
    static func moment(_ date: Date, now: Date, _ catalog: Catalog) -> String {
        let seconds = now.timeIntervalSince(date)
        return (0..<3600).contains(seconds)
            ? describe(date, now: now, catalog)
            : CalendarText(catalog).short(PacksClock.day(date), time: PacksClock.clock(date))
    }

    /// A pack score as the screens write it: "7/10".
    static func score(_ score: PackScore, _ catalog: Catalog) -> String {
        catalog.text("wcf.score_short", ["score": catalog.number(score.right), "total": catalog.number(score.total)])
    }
}
