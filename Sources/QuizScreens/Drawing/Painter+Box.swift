extension Painter {
    /// A header's count ("2 of 5") in bold accent at the right of `box`; returns the rest of the box, `gap` short
    /// of the count, for `title` beside it (a pack's round, Which came first's question and a live round draw
    /// theirs so). The count leaves the title what it needs at the readable minimum, and at least 55 % of the
    /// box, drawn smaller (to the readable minimum) where a language's words are longer. A title that may take
    /// `titleLines` lines (a pack's at a larger text size) needs only the width it wraps into on that many;
    /// `titleExtra`: what the title needs beside its words (Which came first's mark before Correct!).
    func headerCount(
        _ count: String, in box: Rect, pixels: Double, gap: Double, beside title: String, titleLines: Int = 1,
        titleExtra: Double = 0
    ) -> Rect {
        let floorStyle = TextStyle(pixels: readableFloor(Theme.minimumTextPixels), bold: true)
        var titleNeeds = width(of: title, floorStyle)
        if titleLines > 1 {
            titleNeeds = narrowestWidth(title, lines: titleLines, floorStyle)
        }
        titleNeeds += titleExtra
        let most = max(box.width * 0.45, box.width - gap - titleNeeds)
        let style = self.style(
            TextStyle(pixels: pixels, bold: true), fitting: count, width: most,
            floor: readableFloor(Theme.minimumTextPixels))
        let shown = truncate(count, style, width: most)
        let countWidth = width(of: shown, style)
        text(shown, style, Theme.accent, x: box.maxX, y: box.midY, anchorX: 1, anchorY: 0.5)
        return Rect(x: box.x, y: box.y, width: max(0, box.width - countWidth - gap), height: box.height)
    }

    /// The narrowest width `text` wraps into on at most `lines` lines in `style`, each line within it (a word wider
    /// than the width stays whole on its line), in steps of the style's size; its one line's width at most.
    func narrowestWidth(_ text: String, lines: Int, _ style: TextStyle) -> Double {
        let whole = width(of: text, style)
        var narrow = whole / Double(max(1, lines))
        while narrow < whole,
            fonts.wrap(text, style, width: narrow).count > lines
                || fonts.wrap(text, style, width: narrow).contains(where: { width(of: $0, style) > narrow })
        {
            narrow += style.pixelsDouble
        }
        return min(whole, narrow)
    }

    /// Draws `text` wrapped inside `box`: the largest size from `largest` down
    /// to the readable minimum that fits, and when even that does not fit, the
    /// lines that do, the last one ending in an ellipsis. Vertically centred
    /// when `middle`. Returns the height used. `mustBeWhole`: a text a player must read whole (an answer), whose
    /// cut the layout check names even where the box holds one line only (`Painter.truncate(_:_:width:mustBeWhole:)`).
    @discardableResult
    func paragraph(
        _ text: String, in box: Rect, largest: Double, _ color: Color, bold: Bool = false, centered: Bool = true,
        middle: Bool = false, mustBeWhole: Bool = false
    ) -> Double {
        guard box.width > 0, box.height > 0 else { return 0 }
        list?.container = placed(box)
        defer { list?.container = nil }
        let style = fittingStyle(
            text, width: box.width, height: box.height, largest: max(Theme.minimumTextPixels, largest),
            smallest: readableMinimum, bold: bold)
        let lineHeight = fonts.lineHeight(style, of: text)
        var lines = fonts.wrap(text, style, width: box.width)
        let room = max(1, Int(box.height / lineHeight))
        if lines.count > room {
            let leftOut = lines.count - room
            lines = Array(lines.prefix(room))
            let last = lines[room - 1]
            let marked = last + "…"
            lines[room - 1] =
                fonts.width(of: marked, style) <= box.width
                ? marked : fonts.truncate(last + "……", style, width: box.width)
            // A body of text cut off (its rest out of reach), or a one-line preview cut short as a line is.
            list?.noteCut(
                lines[room - 1],
                LayoutCheck.Cut(
                    whole: text, wholeWidth: fonts.width(of: text, style), linesLeftOut: room > 1 ? leftOut : 0,
                    mustBeWhole: mustBeWhole))
        }
        let used = Double(lines.count) * lineHeight
        let top = middle ? box.y + max(0, (box.height - used) / 2) : box.y
        for (index, line) in lines.enumerated() {
            let y = top + Double(index) * lineHeight
            if centered {
                self.text(line, style, color, x: box.midX, y: y, anchorX: 0.5)
            } else {
                self.text(line, style, color, x: box.x, y: y)
            }
        }
        return used
    }

    /// Whether `text` stands whole in `box` as `paragraph` draws it (from `largest` down to the readable minimum).
    func paragraphFits(_ text: String, in box: Rect, largest: Double, bold: Bool = false) -> Bool {
        guard box.width > 0, box.height > 0 else { return false }
        let style = fittingStyle(
            text, width: box.width, height: box.height, largest: max(Theme.minimumTextPixels, largest),
            smallest: readableMinimum, bold: bold)
        let lines = fonts.wrap(text, style, width: box.width)
        let room = max(1, Int(box.height / fonts.lineHeight(style, of: text)))
        return lines.count <= room && lines.allSatisfy { fonts.width(of: $0, style) <= box.width }
    }

    /// The height `text` takes wrapped into `width` at the smallest size `paragraph(in:)` draws it (the readable
    /// minimum as drawn): a box at least this tall holds it whole there, on as many lines as it needs.
    func readableParagraphHeight(_ text: String, width: Double, bold: Bool = false) -> Double {
        let style = fittingStyle(
            text, width: width, height: 0, largest: readableMinimum, smallest: readableMinimum, bold: bold)
        return paragraphHeight(text, style, width: width)
    }

    /// One line in `box`: the largest size down to `smallest` (the readable
    /// minimum unless given) that fits its height and width, ellipsised when
    /// even that is too wide. At a larger text size the floor is the screen's readable minimum as drawn
    /// (`readableFloor`), so a line shrinks back toward it before it is cut short. Not `shrinking`: at the size
    /// that fits the box's height (`lineStyle`), ellipsised when too wide there, as a leaderboard's rows cut a
    /// long name: a name in a list reads at its neighbours' size (unless the box cannot hold a letter and "…").
    @discardableResult
    func line(
        _ text: String, in box: Rect, largest: Double, _ color: Color, bold: Bool = false, anchorX: Double = 0,
        smallest: Double = Theme.minimumTextPixels, shrinking: Bool = true
    ) -> Rect {
        let floor = readableFloor(smallest)
        var style = lineStyle(in: box, largest: largest, bold: bold, smallest: smallest)
        var pixels = style.pixelsDouble
        // A box too narrow for even a letter and "…" at that size shrinks the line anyway: cut to nothing, it says
        // nothing.
        let keepsSize = !shrinking && width(of: String(text.prefix(1)) + "…", style) <= box.width
        while !keepsSize, pixels > floor, width(of: text, style) > box.width {
            pixels = max(floor, (pixels * 0.92).rounded(.down))
            style = TextStyle(pixels: pixels, bold: bold)
        }
        let shown = truncate(text, style, width: box.width)
        list?.container = placed(box)
        defer { list?.container = nil }
        return self.text(
            shown, style, color, x: box.x + box.width * anchorX, y: box.midY, anchorX: anchorX, anchorY: 0.5)
    }

    /// The size `line` draws a line in `box` at when it fits across: `largest`, or less to fit the box's height,
    /// but not under `smallest` (the readable minimum as drawn, `readableFloor`). Lines in boxes of one height
    /// get one size: the rows of a list.
    func lineStyle(in box: Rect, largest: Double, bold: Bool = false, smallest: Double) -> TextStyle {
        let pixels = max(readableFloor(smallest), min(largest, box.height * 0.8).rounded(.down))
        return TextStyle(pixels: pixels, bold: bold)
    }

    /// A bold title centred on one line in `box`, or wrapped in it (middled) where one line at the readable minimum
    /// is too narrow, or always when `wrapped`: a title that takes two lines rather than being cut.
    func title(_ text: String, in box: Rect, largest: Double, _ color: Color, wrapped: Bool = false) {
        let floor = TextStyle(pixels: readableFloor(Theme.minimumTextPixels), bold: true)
        guard wrapped || width(of: text, floor) > box.width else {
            line(text, in: box, largest: largest, color, bold: true, anchorX: 0.5)
            return
        }
        paragraph(text, in: box, largest: largest, color, bold: true, middle: true)
    }

    /// The first of `variants` (longest first) that fits `box` across at `largest` pixels (at the readable minimum
    /// where `largest` is below it, as `line` draws it), else the last, fitted and ellipsised at the readable
    /// minimum: a hint that says less where there is less room.
    @discardableResult
    func line(
        firstOf variants: [String], in box: Rect, largest: Double, _ color: Color, bold: Bool = false,
        anchorX: Double = 0
    ) -> Rect {
        let style = TextStyle(pixels: max(largest, readableFloor(Theme.minimumTextPixels)), bold: bold)
        let text = variants.first { width(of: $0, style) <= box.width } ?? variants.last ?? ""
        return line(text, in: box, largest: largest, color, bold: bold, anchorX: anchorX)
    }

    /// A word in two colours drawn as one (the game's name: its first part in the accent), its left at `x` and
    /// its middle at `y`: in a mirrored frame the word as a whole is placed from the other side, and its parts
    /// keep their order. Returns where it was laid out.
    @discardableResult
    func twoToneWord(
        _ first: String, _ second: String, _ style: TextStyle, _ firstColor: Color, _ secondColor: Color, x: Double,
        y: Double
    ) -> Rect {
        let firstWidth = width(of: first, style)
        let laid = Rect(x: x, y: y, width: firstWidth + width(of: second, style), height: 0)
        let left = placed(laid).x
        drawingPhysically {
            text(first, style, firstColor, x: left, y: y, anchorY: 0.5)
            text(second, style, secondColor, x: left + firstWidth, y: y, anchorY: 0.5)
        }
        return laid
    }

    /// Notes that `rect` is a button a player taps, for the layout check's tap-target size (nothing when drawing).
    func noteTapTarget(_ rect: Rect) {
        list?.noteTarget(placed(rect))
    }

    /// The pixels a text asked for at `pixels` is drawn at (the text size applied, see `Fonts.scaledPixels`):
    /// `pixels` itself at 100 %. A box meant for a line of it is sized from this, so it grows with the text.
    func drawnPixels(_ pixels: Double) -> Double {
        Double(fonts.scaledPixels(TextStyle(pixels: pixels)))
    }

    /// The largest size to ask for whose line, as drawn, is at most `height` tall (the readable floor at least):
    /// two lines stacked in boxes `height` tall then stay apart at any text size.
    func pixels(forLineHeight height: Double, bold: Bool = false) -> Double {
        let floor = readableFloor(Theme.minimumTextPixels)
        var pixels = max(floor, height.rounded(.down))
        while pixels > floor, fonts.lineHeight(TextStyle(pixels: pixels, bold: bold)) > height { pixels -= 1 }
        return pixels
    }

    /// The smallest a text is drawn when fitted to its room: the screen's readable minimum
    /// (`LayoutCheck.minimumPixels`: 11 px on a 320x240 panel, 13 px on a 480 px one, 20 at 720 px), at any text size.
    var readableMinimum: Double {
        max(Theme.minimumTextPixels, Double(LayoutCheck.minimumPixels(for: size)))
    }

    /// The smallest size to ask for so a text is drawn no smaller than `smallest` nor the screen's readable minimum
    /// (`LayoutCheck.minimumPixels`): that itself at 100 %; at a larger text size (`textScalePercent`), the size
    /// drawn at it, so shrinking to fit stops where the text stops being readable, not where it would be at 100 %.
    func readableFloor(_ smallest: Double) -> Double {
        let drawn = max(Theme.minimumTextPixels, smallest.rounded(.down), Double(LayoutCheck.minimumPixels(for: size)))
        guard textScalePercent > 100 else { return drawn }
        var pixels = max(1, (drawn * 100 / Double(textScalePercent)).rounded(.down))
        while Double(fonts.scaledPixels(TextStyle(pixels: pixels, bold: false))) < drawn { pixels += 1 }
        return pixels
    }

    /// `style`, smaller a pixel at a time down to `floor` until `text` is at most `width` across: a line
    /// that fits stays as asked; a larger text size (`textScalePercent`) shrinks it back to its room.
    func style(_ style: TextStyle, fitting text: String, width room: Double, floor: Double) -> TextStyle {
        var style = style
        while style.pixelsDouble > floor, width(of: text, style) > room {
            style = TextStyle(pixels: style.pixelsDouble - 1, bold: style.bold)
        }
        return style
    }
}
