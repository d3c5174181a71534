import QuizCore
import QuizLive
import QuizText

extension LiveView {
    /// The join screen: the QR code of the join address, the address and the PIN, the names as they join
    /// with their count, and what starts the round.
    func drawJoin(_ painter: Painter) {
        let pin = round.pin.digits
        drawHeader(painter, title: painter.catalog["live.join_title"], side: nil)
        let area = body
        let codeSide: Double
        let codeBox: Rect
        let info: Rect
        if isTall {
            codeSide = min(area.width * 0.62, area.height * 0.4).rounded()
            codeBox = Rect(x: area.midX - codeSide / 2, y: area.y, width: codeSide, height: codeSide)
            info = Rect(x: area.x, y: codeBox.maxY + gap, width: area.width, height: area.maxY - codeBox.maxY - gap)
        } else {
            codeSide = min(area.height, area.width * 0.42).rounded()
            codeBox = Rect(x: area.x, y: area.y, width: codeSide, height: codeSide)
            info = Rect(
                x: codeBox.maxX + gap * 2, y: area.y, width: area.maxX - codeBox.maxX - gap * 2, height: area.height)
        }
        drawCode(painter, in: codeBox)
        var top = info.y
        // In a right-to-left language the address stays whole and left to right ("http://…:8090/", its slash last).
        let url = painter.leftToRight(scene.joinURL)
        let address = painter.catalog.text("live.join_at", ["address": url])
        let status = status(painter)
        let joined = painter.catalog.plural("live.players_joined", count: round.players.count)
        let lineHeight = band(
            painter, least: pixels(0.05) * textScale * 1.4, for: [address, status, joined], at: pixels(0.05), bold: true
        )
        // On a tall screen the address may take the margins too: it is the one line a phone without a camera needs.
        let addressBox =
            isTall
            ? Rect(x: gap, y: top, width: size.width - gap * 2, height: lineHeight)
            : Rect(x: info.x, y: top, width: info.width, height: lineHeight)
        let floor = TextStyle(pixels: painter.readableFloor(readable))
        if painter.width(of: address, floor) <= addressBox.width {
            painter.line(address, in: addressBox, largest: pixels(0.05), Theme.textDim, anchorX: isTall ? 0.5 : 0)
            top += lineHeight
        } else {
            // Too long for one line at the readable minimum (a longer language, a long public address): two or
            // more, as many as it takes there.
            let needed = painter.paragraphHeight(address, floor, width: addressBox.width).rounded(.up)
            let box = Rect(x: addressBox.x, y: top, width: addressBox.width, height: max(lineHeight * 2, needed))
            painter.paragraph(address, in: box, largest: pixels(0.05), Theme.textDim, centered: isTall, middle: true)
            top += box.height
        }
        // The PIN grows with the text scale less than the rest: it is large already.
        let pinDrawn = pixels(isTall ? 0.1 : 0.14) * min(textScale, 1.4)
        let pinHeight = (pinDrawn * 1.2).rounded()
        let pinLabel = painter.catalog["live.pin"]
        let labelStyle = TextStyle(pixels: pixels(0.05), bold: true)
        let labelWidth = painter.width(of: pinLabel, labelStyle) + gap
        var pinStyle = TextStyle(pixels: (pinDrawn / textScale).rounded(), bold: true)
        var pinWidth = painter.width(of: pin, pinStyle)
        if labelWidth + pinWidth > info.width {
            let pixels = max(
                Theme.minimumTextPixels, (Double(pinStyle.pixels) * (info.width - labelWidth) / pinWidth).rounded(.down)
            )
            pinStyle = TextStyle(pixels: pixels, bold: true)
            pinWidth = painter.width(of: pin, pinStyle)
        }
        let startX = isTall ? info.midX - (labelWidth + pinWidth) / 2 : info.x
        painter.text(pinLabel, labelStyle, Theme.textDim, x: startX, y: top + pinHeight / 2, anchorY: 0.5)
        painter.text(pin, pinStyle, Theme.accent, x: startX + labelWidth, y: top + pinHeight / 2, anchorY: 0.5)
        top += pinHeight
        painter.line(
            status, in: Rect(x: info.x, y: top, width: info.width, height: lineHeight),
            largest: pixels(0.045), Theme.text, anchorX: isTall ? 0.5 : 0)
        top += lineHeight
        if painter.width(of: joined, TextStyle(pixels: floor.pixelsDouble, bold: true)) <= info.width {
            painter.line(
                joined, in: Rect(x: info.x, y: top, width: info.width, height: lineHeight), largest: pixels(0.05),
                Theme.accent, bold: true, anchorX: isTall ? 0.5 : 0)
            top += lineHeight
        } else {
            // Too long for one line at the readable minimum ("14 jugadores se han unido" at 320x240): two.
            let box = Rect(x: info.x, y: top, width: info.width, height: lineHeight * 2)
            painter.paragraph(
                joined, in: box, largest: pixels(0.05), Theme.accent, bold: true, centered: isTall, middle: true)
            top += box.height
        }
        top += gap * 0.5
        drawNames(painter, in: Rect(x: info.x, y: top, width: info.width, height: info.maxY - top))
    }

    /// What starts the round: the unattended countdown, the players it waits for, or the operator's Enter.
    private func status(_ painter: Painter) -> String {
        let catalog = painter.catalog
        if scene.noQuestions { return catalog["live.no_questions"] }
        let timing = scene.director.timing
        if let seconds = scene.director.secondsToStart(at: scene.now) {
            return catalog.plural("live.starting_in", count: Int(seconds.rounded(.up)))
        }
        if timing.isUnattended {
            return catalog.plural("live.waiting_for", count: timing.autoStartPlayers - round.players.count)
        }
        return catalog[round.players.isEmpty ? "live.waiting" : "live.press_start"]
    }

    /// The names as they joined, in columns of chips, as many as fit; "and N more" for the rest.
    private func drawNames(_ painter: Painter, in box: Rect) {
        let names = round.players.map(\.name)
        guard !names.isEmpty, box.height > 0 else { return }
        let columns = max(1, Int(box.width / max(140, pixels(0.045) * textScale * 9)))
        // Every chip is as tall as the tallest line among them: the names, and "and N more" at its largest count.
        let moreLabel = painter.catalog.plural("live.more_names", count: names.count)
        let rowHeight = band(
            painter, least: pixels(0.045) * textScale * 1.6, for: [moreLabel], names: names, at: pixels(0.04))
        let rows = max(0, Int((box.height + gap * 0.4) / (rowHeight + gap * 0.4)))
        let capacity = columns * rows
        guard capacity > 0 else { return }
        let shown = names.count > capacity ? capacity - 1 : names.count
        let width = (box.width - gap * 0.4 * Double(columns - 1)) / Double(columns)
        for index in 0..<(shown + (names.count > capacity ? 1 : 0)) {
            let rect = Rect(
                x: box.x + Double(index % columns) * (width + gap * 0.4),
                y: box.y + Double(index / columns) * (rowHeight + gap * 0.4), width: width, height: rowHeight)
            let more = index == shown
            painter.roundedRect(rect, radius: rowHeight * 0.3, more ? Theme.surfaceRaised : Theme.surface)
            let text = more ? painter.catalog.plural("live.more_names", count: names.count - shown) : names[index]
            // A name at the chips' one size, cut short where long; "and N more" smaller where it must, whole.
            painter.line(
                text, in: rect.insetBy(dx: gap * 0.5, dy: 0), largest: pixels(0.04), more ? Theme.textDim : Theme.text,
                anchorX: 0.5, smallest: readable, shrinking: more)
        }
    }

    /// The QR code on white with its quiet zone, dark runs of each row drawn as one rectangle; the address in
    /// words when it cannot be a code.
    private func drawCode(_ painter: Painter, in box: Rect) {
        painter.roundedRect(box, radius: box.width * 0.03, Color(hex: 0xFFFFFF))
        guard let code = scene.code else {
            painter.paragraph(
                scene.joinURL, in: box.insetBy(dx: gap, dy: gap), largest: pixels(0.05), Theme.accentText, middle: true)
            return
        }
        let modules = Double(code.size + 8)
        let module = (box.width / modules).rounded(.down)
        guard module >= 1 else { return }
        let side = module * Double(code.size)
        let left = (box.midX - side / 2).rounded()
        let top = (box.midY - side / 2).rounded()
        let dark = Color(hex: 0x000000)
        for row in 0..<code.size {
            var column = 0
            while column < code.size {
                guard code.isDark(row: row, column: column) else {
                    column += 1
                    continue
                }
                var end = column
                while end < code.size, code.isDark(row: row, column: end) { end += 1 }
                painter.fill(
                    Rect(
                        x: left + Double(column) * module, y: top + Double(row) * module,
                        width: Double(end - column) * module, height: module), dark)
                column = end
            }
        }
    }
}
