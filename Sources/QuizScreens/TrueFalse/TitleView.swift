import Foundation

extension TrueFalseView {
    /// The title: the name, the two symbols with arrows between them, Play.
    func drawTitle(_ painter: Painter) {
        let h = layout.height
        let w = layout.width
        let unit = layout.shortSide
        // The name as large as a sixth of the short side, and never wider than the screen's margins allow.
        let probe = TextStyle(pixels: 100, bold: true)
        let (first, second) = (painter.catalog["game.name_first"], painter.catalog["game.name_second"])
        let fits = 100 * (w - 2 * layout.margin) / max(1, painter.width(of: first + second, probe))
        let nameStyle = TextStyle(pixels: max(28, min(unit * 0.17, fits)).rounded(.down), bold: true)
        let tiltWidth = painter.width(of: first, nameStyle)
        let quizWidth = painter.width(of: second, nameStyle)
        let left = w / 2 - (tiltWidth + quizWidth) / 2
        let nameY = (layout.isTall ? h * 0.16 : h * 0.13) + lift
        painter.text(first, nameStyle, Theme.accent.opacity(appear), x: left, y: nameY)
        painter.text(second, nameStyle, Theme.text.opacity(appear), x: left + tiltWidth, y: nameY)
        let subStyle = TextStyle(pixels: max(Theme.minimumTextPixels + 1, unit * 0.05))
        let subY = nameY + Double(nameStyle.pixels) * 1.25
        if let languageNotice {
            // In the subtitle's place (the symbols say true or false), on two lines where a tall screen has room.
            let lines = layout.isTall ? 2.6 : 1.3
            let box = Rect(
                x: layout.margin, y: subY, width: w - 2 * layout.margin, height: Double(subStyle.pixels) * lines)
            painter.paragraph(languageNotice, in: box, largest: subStyle.pixelsDouble, Theme.accent.opacity(appear))
        } else {
            painter.text(
                painter.catalog["truefalse.subtitle"], subStyle, Theme.textDim.opacity(appear), x: w / 2, y: subY,
                anchorX: 0.5)
        }

        // The check and the cross far enough apart for three arrows each between them.
        let diameter = min(unit * 0.14, (w - 2 * layout.margin) / 4.6)
        let cy = h * 0.5 + lift
        let spread = min(max(min(w * 0.22, h * 0.42), diameter * 1.75), w / 2 - layout.margin - diameter / 2)
        let check = Rect(centerX: w / 2 - spread, centerY: cy, width: diameter, height: diameter)
        let cross = Rect(centerX: w / 2 + spread, centerY: cy, width: diameter, height: diameter)
        painter.circle(centerX: check.midX, centerY: cy, radius: diameter / 2, Theme.right.opacity(appear))
        painter.icon(.check, in: check.scaled(0.62), Theme.text.opacity(appear))
        painter.circle(centerX: cross.midX, centerY: cy, radius: diameter / 2, Theme.wrong.opacity(appear))
        painter.icon(.cross, in: cross.scaled(0.62), Theme.text.opacity(appear))
        // A gentle sway of the arrows invites the player to tilt.
        let sway = painter.sway(at: time, frequency: 2.2)
        let chevron = diameter * 0.42
        for index in 0..<3 {
            let offset = chevron * 0.55 + Double(index) * chevron * 0.78
            let leftOn = sway > Double(index) / 3 - 0.05
            let rightOn = -sway > Double(index) / 3 - 0.05
            painter.icon(
                .chevronLeft, in: Rect(centerX: w / 2 - offset, centerY: cy, width: chevron, height: chevron),
                (leftOn ? Theme.right : Theme.dieDim).opacity(appear))
            painter.icon(
                .chevronRight, in: Rect(centerX: w / 2 + offset, centerY: cy, width: chevron, height: chevron),
                (rightOn ? Theme.wrong : Theme.dieDim).opacity(appear))
        }
        let labelY = check.maxY + unit * 0.025
        let labelStyle = TextStyle(pixels: max(Theme.minimumTextPixels, unit * 0.032), bold: true)
        painter.text(
            painter.catalog["truefalse.true"], labelStyle, Theme.text.opacity(appear), x: check.midX, y: labelY,
            anchorX: 0.5)
        painter.text(
            painter.catalog["truefalse.false"], labelStyle, Theme.text.opacity(appear), x: cross.midX, y: labelY,
            anchorX: 0.5)

        drawButton(
            painter, layout.playButton.offsetBy(dx: 0, dy: lift), label: painter.catalog["button.play"], icon: .play,
            opacity: appear)
        if offersHome { drawHomeButton(painter, layout.homeButton, opacity: appear) }
        guard showsFootHint else { return }
        let hint: String
        if tilt.isKeyboard {
            let leave = offersHome ? "hint.esc_home" : escapeQuits ? "hint.esc_quit" : nil
            hint = painter.catalog["truefalse.hint_keys"] + (leave.map { " · " + painter.catalog[$0] } ?? "")
        } else {
            hint = painter.catalog["truefalse.hint_tilt"]
        }
        // A hint too long for the width (a larger text size, a longer language) is made smaller, down to the
        // readable minimum; where even that is too long (German at 240x320), its parts go on lines of their own,
        // the lowest on the foot line. It says what the keys do, so it is never cut short (docs/layout-check.md).
        let room = w - 2 * layout.margin
        let hintStyle = painter.style(
            layout.hintStyle, fitting: hint, width: room, floor: painter.readableFloor(Theme.minimumTextPixels))
        let parts = hint.components(separatedBy: " · ")
        if painter.width(of: hint, hintStyle) > room, parts.count > 1,
            parts.allSatisfy({ painter.width(of: $0, hintStyle) <= room })
        {
            let lineHeight = painter.fonts.lineHeight(hintStyle, of: hint)
            for (index, part) in parts.reversed().enumerated() {
                painter.text(
                    part, hintStyle, Theme.textDim.opacity(appear), x: w / 2,
                    y: layout.hintY - Double(index) * lineHeight, anchorX: 0.5, anchorY: 1)
            }
            return
        }
        painter.text(
            painter.truncate(hint, hintStyle, width: room, mustBeWhole: true), hintStyle, Theme.textDim.opacity(appear),
            x: w / 2,
            y: layout.hintY, anchorX: 0.5, anchorY: 1)
    }

    /// "‹ Home", a quiet button in the top left corner.
    func drawHomeButton(_ painter: Painter, _ rect: Rect, opacity: Double) {
        painter.roundedRect(rect, radius: rect.height / 2, Theme.surfaceRaised.opacity(opacity))
        let style = TextStyle(pixels: max(Theme.minimumTextPixels, rect.height * 0.45), bold: true)
        let side = rect.height * 0.5
        let home = painter.catalog["button.home"]
        let labelWidth = painter.width(of: home, style)
        let x = rect.midX - (side + labelWidth) / 2
        painter.icon(.chevronLeft, in: Rect(x: x, y: rect.midY - side / 2, width: side, height: side), Theme.text)
        painter.text(home, style, Theme.text.opacity(opacity), x: x + side, y: rect.midY, anchorY: 0.5)
    }
}
