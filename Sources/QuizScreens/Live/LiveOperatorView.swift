import QuizConfig
import QuizCore
import QuizFlows
import QuizText

/// The live round's operator page as `LiveOperatorFlow` holds it: the title, the source and question-count
/// rows (Left and Right change them), the players joined (a window around the focused one, which Enter
/// removes after a second Enter), and the keys at the foot.
struct LiveOperatorView {
    let flow: LiveOperatorFlow
    /// A round is under way: the choice is for the next one, and the page says so.
    let roundUnderWay: Bool
    let size: Size

    var margin: Double { KioskDrawing.margin(for: size) }
    var rowHeight: Double { max(28, (min(size.width, size.height) * 0.085).rounded()) }
    var pixels: Double { Theme.textPixels(0.045, of: size, minimum: Theme.minimumTextPixels) }

    /// `source` (as `live.source` names it) in words.
    static func sourceName(_ source: String, _ catalog: Catalog) -> String {
        switch LiveSource(source) ?? .trivia {
        case .trivia: return catalog["live.operator_source_trivia"]
        case .trueFalse: return catalog["live.operator_source_true_false"]
        case .topic(let name): return catalog.text("live.operator_source_topic", ["name": name])
        case .pack(let id): return catalog.text("live.operator_source_pack", ["name": id])
        case .daily: return catalog["live.operator_source_daily"]
        }
    }

    func draw(_ painter: Painter) {
        let catalog = painter.catalog
        var top = KioskDrawing.title(painter, catalog["mode.live"], size: size, top: margin) + margin * 0.5
        let width = min(size.width - 2 * margin, max(size.height * 1.6, size.width * 0.6))
        let left = (size.width - width) / 2
        // Each line's row as tall as the line as drawn where that is taller (`LineRoom`).
        let lines = painter.lineRoom
        // Enter pressed once on a name: the foot asks for the second, in the colour of a loss, on two lines where
        // one is too narrow at the readable minimum (German's at 240x320): it says what Enter will do.
        let notice = flow.confirming.map { catalog.text("live.operator_remove_again", ["name": $0]) }
        let noticeLines = notice.map {
            painter.fonts.wrap($0, TextStyle(pixels: floor, bold: true), width: size.width - 2 * margin).count
        }
        let hintHeight =
            lines.height(pixels * 0.8, bold: true, least: rowHeight * 0.6) * Double(min(2, max(1, noticeLines ?? 1)))
        let hintBox = Rect(
            x: margin, y: size.height - margin - hintHeight, width: size.width - 2 * margin, height: hintHeight)
        let choices: [(label: String, value: String, row: LiveOperatorFlow.Row)] = [
            (catalog["live.operator_source"], Self.sourceName(flow.source, catalog), .source),
            (catalog["live.operator_count"], catalog.number(flow.questions), .questions),
        ]
        for choice in choices {
            let height = drawChoice(
                painter, choice.label, choice.value, in: Rect(x: left, y: top, width: width, height: rowHeight),
                focused: flow.focus == choice.row)
            top += height + margin * 0.25
        }
        if roundUnderWay {
            let box = Rect(
                x: left, y: top, width: width, height: lines.height(pixels * 0.85, least: rowHeight * 0.6))
            painter.line(
                firstOf: [catalog["live.operator_next_round"], catalog["live.operator_next_round_short"]], in: box,
                largest: pixels * 0.85, Theme.textDim)
            top = box.maxY + margin * 0.25
        }
        let header = Rect(
            x: left, y: top, width: width, height: lines.height(pixels, bold: true, least: rowHeight * 0.7))
        painter.line(
            catalog.plural("live.players_joined", count: flow.players.count), in: header, largest: pixels,
            Theme.accent, bold: true)
        top = header.maxY + margin * 0.2
        drawPlayers(painter, in: Rect(x: left, y: top, width: width, height: hintBox.y - margin * 0.3 - top))
        if let notice {
            painter.paragraph(notice, in: hintBox, largest: pixels * 0.8, Theme.wrong, bold: true, middle: true)
        } else {
            painter.line(
                firstOf: [catalog["live.operator_hint"], catalog["hint.esc_back"]], in: hintBox,
                largest: pixels * 0.8, Theme.textDim, anchorX: 0.5)
        }
    }

    /// The readable minimum here: a name too long is cut short at it, never drawn smaller.
    var floor: Double { Double(LayoutCheck.minimumPixels(for: size)) }

    /// A focused row: raised, with an accent outline.
    private func drawFocus(_ painter: Painter, _ box: Rect) {
        painter.roundedRect(box, radius: box.height * 0.2, Theme.surfaceRaised)
        painter.roundedRect(box, radius: box.height * 0.2, Theme.accent, stroke: 2)
    }

    /// A row of the page: its label at the start, its value between arrows at the end; where the two are wider
    /// than the row at the readable minimum (a long topic's name on a small panel), the value on a line of its
    /// own under the label, the row taller. Returns the row's height.
    private func drawChoice(
        _ painter: Painter, _ label: String, _ value: String, in row: Rect, focused: Bool
    ) -> Double {
        let pad = row.height * 0.3
        let room = row.width - 3 * pad
        let shown = "< " + value + " >"
        let fit = Self.choiceFit(
            label: { painter.width(of: label, TextStyle(pixels: $0)) },
            value: { painter.width(of: shown, TextStyle(pixels: $0, bold: focused)) }, room: room,
            alone: row.width - 2 * pad, pixels: pixels, floor: floor)
        let style = TextStyle(pixels: fit.pixels, bold: focused)
        // Stacked: each line as tall as its words (and room for their size), half a pad from the next.
        let lines =
            fit.stacked
            ? (
                label: max(
                    fit.pixels * 1.25, painter.paragraphHeight(label, TextStyle(pixels: fit.pixels), width: .infinity)),
                value: max(fit.pixels * 1.25, painter.paragraphHeight(shown, style, width: .infinity))
            ) : nil
        let box = Rect(
            x: row.x, y: row.y, width: row.width,
            height: lines.map { max(row.height, pad * 1.5 + $0.label + $0.value) } ?? row.height)
        if focused {
            drawFocus(painter, box)
        } else {
            painter.roundedRect(box, radius: row.height * 0.2, Theme.surface)
        }
        let color = focused ? Theme.accent : Theme.text
        if let (labelLine, valueLine) = lines {
            let top = box.y + (box.height - labelLine - valueLine - pad * 0.5) / 2
            painter.line(
                label, in: Rect(x: box.x + pad, y: top, width: box.width - 2 * pad, height: labelLine),
                largest: fit.pixels, Theme.textDim, smallest: floor)
            painter.line(
                shown,
                in: Rect(x: box.x + pad, y: top + labelLine + pad * 0.5, width: box.width - 2 * pad, height: valueLine),
                largest: fit.pixels, color, bold: focused, anchorX: 1, smallest: floor)
            return box.height
        }
        // The value takes what it needs, leaving the label what it needs up to 38 % of the row: a count leaves its
        // label the whole row, a long topic name takes the rest.
        let labelNeeds = min(painter.width(of: label, TextStyle(pixels: fit.pixels)), room * 0.38)
        let valueWidth = min(painter.width(of: shown, style), room - labelNeeds)
        painter.line(
            label, in: Rect(x: box.x + pad, y: box.y, width: room - valueWidth, height: box.height),
            largest: fit.pixels, Theme.textDim, smallest: floor)
        let valueBox = Rect(x: box.maxX - pad - valueWidth, y: box.y, width: valueWidth, height: box.height)
        painter.line(shown, in: valueBox, largest: fit.pixels, color, bold: focused, anchorX: 1, smallest: floor)
        return box.height
    }

    /// A choice's size and arrangement, from the widths its `label` and `value` take at a size: both on a line at
    /// `pixels`, or smaller (to `floor`) where together they are wider than `room`; stacked, the value alone on a
    /// line as wide as `alone`, at the largest size to `floor` it fits, where even at `floor` they are too wide.
    static func choiceFit(
        label: (Double) -> Double, value: (Double) -> Double, room: Double, alone: Double, pixels: Double,
        floor: Double
    ) -> (pixels: Double, stacked: Bool) {
        func together(_ pixels: Double) -> Double { label(pixels) + value(pixels) }
        guard together(pixels) > room else { return (pixels, false) }
        var smaller = max(floor, (pixels * room / together(pixels)).rounded(.down))
        while smaller > floor, together(smaller) > room { smaller = max(floor, smaller - 1) }
        if together(smaller) <= room { return (smaller, false) }
        var stacked = pixels
        while stacked > floor, value(stacked) > alone { stacked = max(floor, stacked - 1) }
        return (stacked, true)
    }

    /// The players' rows: as many as fit, the focused one among them with what Enter does at its end.
    private func drawPlayers(_ painter: Painter, in box: Rect) {
        let catalog = painter.catalog
        // A row (90 % of it drawn) holds a name's line as drawn (`LineRoom`).
        let height = max(rowHeight * 0.8, painter.lineRoom.height(pixels * 0.9, least: 0) / 0.9)
        guard !flow.players.isEmpty else {
            painter.line(
                catalog["live.operator_nobody"], in: Rect(x: box.x, y: box.y, width: box.width, height: height),
                largest: pixels, Theme.textDim, smallest: floor)
            return
        }
        let fit = max(1, Int(box.height / height))
        var focused: Int?
        if case .player(let index) = flow.focus { focused = index }
        let first = min(max(0, (focused ?? 0) - fit + 1), max(0, flow.players.count - fit))
        let action = catalog["live.operator_remove"]
        let actionPixels = max(floor, (pixels * 0.8).rounded())
        let actionWidth = painter.width(of: action, TextStyle(pixels: actionPixels))
        for (offset, name) in flow.players.dropFirst(first).prefix(fit).enumerated() {
            let index = first + offset
            let row = Rect(x: box.x, y: box.y + Double(offset) * height, width: box.width, height: height * 0.9)
            let pad = row.height * 0.3
            var nameWidth = row.width - 2 * pad
            if index == focused {
                drawFocus(painter, row)
                nameWidth -= actionWidth + pad
                let actionBox = Rect(x: row.maxX - pad - actionWidth, y: row.y, width: actionWidth, height: row.height)
                painter.line(action, in: actionBox, largest: actionPixels, Theme.textDim, anchorX: 1, smallest: floor)
            }
            let nameBox = Rect(x: row.x + pad, y: row.y, width: nameWidth, height: row.height)
            // Every name at the rows' one size: a long one cut short, not drawn smaller than its neighbours.
            painter.line(name, in: nameBox, largest: pixels * 0.9, Theme.text, smallest: floor, shrinking: false)
        }
    }
}
