import QuizCore
import QuizLive

extension LiveView {
    /// The podium: the first three on steps (second, first, third), more names where points are equal, then
    /// the rest's ranks as far as they fit.
    func drawPodium(_ painter: Painter) {
        drawHeader(painter, title: painter.catalog["live.podium"], side: nil)
        let area = body
        let standings = round.standings
        guard !standings.isEmpty else {
            drawStandings(painter, [], in: area, showMovement: false)
            return
        }
        let stepsHeight = (area.height * (isTall ? 0.5 : 0.62)).rounded()
        let steps = Rect(x: area.x, y: area.y, width: area.width, height: stepsHeight)
        let width = ((steps.width - gap * 2) / 3).rounded()
        // Left to right: second, first, third; each step's height by its place.
        let places: [(rank: Int, column: Int, share: Double)] = [(2, 0, 0.55), (1, 1, 0.75), (3, 2, 0.4)]
        let onSteps = standings.lazy.filter { $0.rank <= 3 }.map(\.name)
        let pointsLabel = painter.catalog.plural("live.points", count: standings[0].points)
        let labelHeight = band(
            painter, least: pixels(0.05) * textScale * 1.3, for: [pointsLabel], names: onSteps, at: pixels(0.05),
            bold: true)
        // The names on a step: each, when points are equal and they fit, else the first and how many more.
        let innerWidth = width - gap
        let readableBold = TextStyle(pixels: painter.readableFloor(readable), bold: true)
        let namesOnStep = { (onStep: [LiveStanding]) -> String in
            let everyone = onStep.map(\.name).joined(separator: ", ")
            guard onStep.count > 1, painter.width(of: everyone, readableBold) > innerWidth, let first = onStep.first
            else { return everyone }
            return first.name + " " + painter.catalog.plural("live.more_names", count: onStep.count - 1)
        }
        // Equal points whose "Ana and 1 more" is too wide for a step at the readable minimum (240x320) take two
        // lines on the plate, every plate then a line taller so the steps stay level (where two lines hold it; else
        // it is cut short on one, as a long name is).
        let wrapsNames = places.contains { place in
            let onStep = standings.filter { $0.rank == place.rank }
            let names = namesOnStep(onStep)
            let lines = painter.fonts.wrap(names, readableBold, width: innerWidth)
            return onStep.count > 1 && lines.count == 2
                && lines.allSatisfy { painter.width(of: $0, readableBold) <= innerWidth }
        }
        let nameLines = wrapsNames ? 2.0 : 1.0
        // The one size is the single names': a step of equal points ("Ana and 2 more", read whole) takes the
        // size it fits, at most theirs, and never makes the winner's name small.
        let namePixels = plateNamePixels(
            painter,
            places.map { place in standings.filter { $0.rank == place.rank } }.filter { $0.count == 1 }
                .map(namesOnStep), width: innerWidth, height: labelHeight * nameLines)
        for place in places {
            let onStep = standings.filter { $0.rank == place.rank }
            let x = steps.x + Double(place.column) * (width + gap)
            let plateHeight = labelHeight * (nameLines + 1)
            let blockHeight = max(gap * 2, ((steps.height - plateHeight - gap) * place.share).rounded())
            let block = Rect(x: x, y: steps.maxY - blockHeight, width: width, height: blockHeight)
            painter.roundedRect(
                block, radius: min(12, width * 0.08), place.rank == 1 ? Theme.accent : Theme.surfaceRaised)
            painter.line(
                painter.catalog.number(place.rank), in: block.insetBy(dx: gap, dy: gap),
                largest: fitting(pixels(0.12), height: block.height - gap * 2),
                place.rank == 1 ? Theme.accentText : Theme.text, bold: true, anchorX: 0.5)
            guard let first = onStep.first else { continue }
            // A plate above the step: the name (the names, when points are equal, or the first and how many
            // more when they do not fit, on two lines where one is too narrow), at the plates' one size, a long
            // name cut short at it; the points under it, whole.
            let plate = Rect(x: x, y: block.y - plateHeight - gap * 0.5, width: width, height: plateHeight)
            painter.roundedRect(plate, radius: min(10, labelHeight * 0.3), Theme.surface)
            let inner = plate.insetBy(dx: gap * 0.5, dy: 0)
            let names = namesOnStep(onStep)
            let namesBox = Rect(x: inner.x, y: inner.y, width: inner.width, height: labelHeight * nameLines)
            if onStep.count > 1, wrapsNames {
                painter.paragraph(
                    names, in: namesBox, largest: pixels(0.05), Theme.text, bold: true, middle: true)
            } else {
                painter.line(
                    names, in: namesBox, largest: namePixels, Theme.text, bold: true, anchorX: 0.5,
                    smallest: readable, shrinking: onStep.count > 1)
            }
            // The points with their word, or the number alone where the step is too narrow for both at the
            // readable minimum ("2,056 points" at 240x320), as the rows under the podium write them.
            let worded = painter.catalog.plural("live.points", count: first.points)
            let wordsFit = painter.width(of: worded, TextStyle(pixels: painter.readableFloor(readable))) <= inner.width
            painter.line(
                wordsFit ? worded : painter.catalog.number(first.points),
                in: Rect(x: inner.x, y: namesBox.maxY, width: inner.width, height: labelHeight),
                largest: pixels(0.04), Theme.textDim, anchorX: 0.5, smallest: readable)
        }
        let rest = standings.filter { $0.rank > 3 }
        guard !rest.isEmpty else { return }
        let top = steps.maxY + gap
        // A row is drawn in the tallest line's box when any row has letters that need it: the rows' wording
        // (the first row stands for it) or a name.
        let firstRow = restRow(painter, rest[0])
        let moreLabel = painter.catalog.plural("live.more_names", count: rest.count)
        let rowHeight = band(
            painter, least: pixels(0.04) * textScale * 1.5, for: [firstRow, moreLabel], names: rest.lazy.map(\.name),
            at: pixels(0.04))
        let columns = isTall ? 1 : 3
        let rows = max(0, Int((area.maxY - top) / rowHeight))
        let capacity = rows * columns
        guard capacity > 0 else { return }
        let columnWidth = (area.width - gap * Double(columns - 1)) / Double(columns)
        let shown = rest.count > capacity ? capacity - 1 : rest.count
        for (index, standing) in rest.prefix(shown).enumerated() {
            let rect = Rect(
                x: area.x + Double(index / rows) * (columnWidth + gap), y: top + Double(index % rows) * rowHeight,
                width: columnWidth, height: rowHeight)
            // Each on a chip of its own, as on the join screen, every row at one size: a long name is cut short
            // inside it, its rank and points kept whole.
            let chip = rect.insetBy(dx: 0, dy: 2)
            painter.roundedRect(chip, radius: chip.height * 0.3, Theme.surface)
            let box = chip.insetBy(dx: gap * 0.5, dy: 0)
            let style = painter.lineStyle(in: box, largest: pixels(0.04), smallest: readable)
            let nameRoom = box.width - painter.width(of: restRow(painter, standing, name: ""), style)
            let name = painter.truncate(standing.name, style, width: max(0, nameRoom))
            painter.line(
                restRow(painter, standing, name: name), in: box, largest: pixels(0.04), Theme.textDim,
                smallest: readable, shrinking: false)
        }
        if rest.count > shown {
            let index = shown
            let rect = Rect(
                x: area.x + Double(index / rows) * (columnWidth + gap), y: top + Double(index % rows) * rowHeight,
                width: columnWidth, height: rowHeight)
            painter.line(
                painter.catalog.plural("live.more_names", count: rest.count - shown), in: rect, largest: pixels(0.04),
                Theme.textDim)
        }
    }

    /// The one size of the names on the plates (`lines`, one line each, `width` across and `height` tall): the
    /// largest that fits them all, down to the readable minimum. A name too long even there does not set it: it
    /// is cut short at the others' size rather than making every name small.
    private func plateNamePixels(_ painter: Painter, _ lines: [String], width: Double, height: Double) -> Double {
        let box = Rect(x: 0, y: 0, width: width, height: height)
        var size = painter.lineStyle(in: box, largest: pixels(0.05), bold: true, smallest: readable).pixelsDouble
        let floor = painter.readableFloor(readable)
        let fitting = lines.filter { painter.width(of: $0, TextStyle(pixels: floor, bold: true)) <= width }
        while size > floor,
            fitting.contains(where: { painter.width(of: $0, TextStyle(pixels: size, bold: true)) > width })
        {
            size -= 1
        }
        return size
    }

    /// A place under the podium: its rank, the name (or `name`, the name cut short) and the points
    /// ("4. Name  120").
    private func restRow(_ painter: Painter, _ standing: LiveStanding, name: String? = nil) -> String {
        painter.catalog.text(
            "live.rest_row",
            [
                "rank": painter.catalog.number(standing.rank), "name": name ?? standing.name,
                "points": painter.catalog.number(standing.points),
            ])
    }
}
