/// Checks a frame as the painter listed it for what a player would see as
/// broken: text running off the screen, texts drawn over each other, text
/// smaller than the readable minimum for the screen's size, a text cut short
/// while room is free beside it, and a text cut off with no way to read the
/// rest (`LayoutCheck+Cuts`). Tests render every screen of a mode at the
/// supported sizes and turns and run it on each frame.
struct LayoutCheck {
    /// One text the frame draws: what it says, its size and where; the box it was given to fit in, when it was
    /// drawn into one (`Painter.line(in:)`, `Painter.paragraph(in:)`); and what was cut from it, if anything.
    struct DrawnText: Equatable {
        let text: String
        let pixels: Int
        let rect: Rect
        var container: Rect?
        var cut: Cut?
    }

    /// A text the painter cut short with an ellipsis (`Painter.truncate`): the whole text and the width it
    /// needs at the size drawn; on the last line a paragraph had room for, the lines left out after it; and
    /// whether the text must be read whole (`mustBeWhole`: a statement being answered, an answer's word, a hint
    /// saying what a key does), so that any cut is a fault, or may end in an ellipsis where no room is free
    /// beside it (a player's name in a board row, a recap of a statement already read whole; docs/layout-check.md,
    /// "What may be cut").
    struct Cut: Equatable {
        let whole: String
        let wholeWidth: Double
        var linesLeftOut = 0
        var mustBeWhole = false
    }

    /// What the check reads off a frame, in drawing order.
    enum Mark: Equatable {
        case text(DrawnText)
        /// An opaque shape: what it covers, drawn before it, cannot be seen.
        case cover(Rect)
        /// An icon (a check, an arrow, a heart): a text over one, or two over each other, is a fault.
        case icon(Rect)
        /// A shape that hides nothing (a translucent panel, an outline): room for a text only when it lies on it.
        case shape(Rect)
    }

    /// The texts not wholly hidden by an opaque shape drawn later.
    static func visibleTexts(_ marks: [Mark]) -> [DrawnText] {
        visible(marks).compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// The icons not wholly hidden by an opaque shape drawn later.
    static func visibleIcons(_ marks: [Mark]) -> [Rect] {
        visible(marks).compactMap { if case .icon(let rect) = $0 { rect } else { nil } }
    }

    private static func visible(_ marks: [Mark]) -> [Mark] {
        visibleIndices(marks).map { marks[$0] }
    }

    /// Where in `marks` the texts and icons not wholly hidden by an opaque shape drawn later are.
    static func visibleIndices(_ marks: [Mark]) -> [Int] {
        var visible: [Int] = []
        for (index, mark) in marks.enumerated() {
            let rect: Rect
            switch mark {
            case .text(let text): rect = text.rect
            case .icon(let icon): rect = icon
            case .cover, .shape: continue
            }
            let hidden = marks[(index + 1)...].contains { later in
                if case .cover(let cover) = later { return cover.contains(rect) }
                return false
            }
            if !hidden { visible.append(index) }
        }
        return visible
    }

    /// The smallest text a screen of `size` may draw: 11 px on a 320x240
    /// panel, growing with the short side (2.8 % of it), as the game's own
    /// smallest hints do, so a 1280x720 kiosk seen from further away gets 20 px.
    static func minimumPixels(for size: Size) -> Int {
        max(Int(Theme.minimumTextPixels), Int((min(size.width, size.height) * 0.028).rounded(.down)))
    }

    /// Everything wrong with the texts and icons of a frame of `size`, one line each (empty: none).
    static func problems(in marks: [Mark], size: Size, minimumPixels minimum: Int? = nil) -> [String] {
        let texts = visibleTexts(marks)
        var problems = problems(in: texts, size: size, minimumPixels: minimum)
        // An icon's box has a margin its shape leaves empty: only its inner part counts.
        problems += cutProblems(in: marks, size: size)
        let boxes = visibleIcons(marks)
        let icons = boxes.map { $0.insetBy(dx: $0.width * 0.15, dy: $0.height * 0.15) }
        for text in texts {
            for (box, icon) in zip(boxes, icons) where overlaps(text.rect, icon) && !isLabel(text, on: box) {
                problems.append("\"\(text.text)\" lies over an icon at \(describe(icon))")
            }
        }
        for (index, first) in icons.enumerated() {
            for second in icons[(index + 1)...] where covers(first, second) {
                problems.append("two icons lie over each other at \(describe(first)) and \(describe(second))")
            }
        }
        return problems
    }

    /// Everything wrong with the texts of a frame of `size`, one line each (empty: none).
    /// `minimum` replaces the screen's readable minimum (an operator's panel seen from further away).
    static func problems(in texts: [DrawnText], size: Size, minimumPixels minimum: Int? = nil) -> [String] {
        var problems: [String] = []
        let minimum = minimum ?? minimumPixels(for: size)
        // A glyph's box has a pixel of slack: a text may touch the edge, not cross it.
        let screen = Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2)
        for text in texts {
            if text.pixels < minimum {
                problems.append("\"\(text.text)\" is \(text.pixels) px, under the \(minimum) px minimum")
            }
            if !screen.contains(text.rect) {
                problems.append("\"\(text.text)\" runs off the screen at \(describe(text.rect))")
            } else if let box = text.container, !fits(text.rect, in: box) {
                problems.append("\"\(text.text)\" runs out of its box \(describe(box)) at \(describe(text.rect))")
            }
        }
        for (index, first) in texts.enumerated() {
            for second in texts[(index + 1)...] where overlaps(first.rect, second.rect) {
                problems.append(
                    "\"\(first.text)\" and \"\(second.text)\" overlap at \(describe(first.rect)) and \(describe(second.rect))"
                )
            }
        }
        return problems
    }

    /// Whether a text stays in the box it was given: across to the pixel, and up and down within the spare
    /// room of its own line (a glyph's box is taller than its letters).
    static func fits(_ rect: Rect, in box: Rect) -> Bool {
        let slack = rect.height * 0.25
        return rect.x >= box.x - 1 && rect.maxX <= box.maxX + 1 && rect.y >= box.y - slack
            && rect.maxY <= box.maxY + slack
    }

    /// A label meant to sit on an icon (the lives on the heart, a count's badge on its corner): drawn into a
    /// box that shares the icon's box.
    static func isLabel(_ text: DrawnText, on icon: Rect) -> Bool {
        guard let box = text.container else { return false }
        return icon.contains(x: box.midX, y: box.midY) || overlaps(box, icon)
    }

    /// Whether two icons collide: they share more than a quarter of the smaller one, and it is not an emblem
    /// set wholly inside the other (a clock on a heart).
    static func covers(_ a: Rect, _ b: Rect) -> Bool {
        let width = min(a.maxX, b.maxX) - max(a.x, b.x)
        let height = min(a.maxY, b.maxY) - max(a.y, b.y)
        guard width > 0, height > 0, !a.contains(b), !b.contains(a) else { return false }
        return width * height > min(a.width * a.height, b.width * b.height) * 0.25
    }

    /// Whether two texts' boxes share more than the line spacing two lines of a paragraph may share.
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let width = min(a.maxX, b.maxX) - max(a.x, b.x)
        let height = min(a.maxY, b.maxY) - max(a.y, b.y)
        return width > 2 && height > min(a.height, b.height) * 0.25
    }

    /// The buttons smaller than `side` pixels across or high (9 mm at the panel's dots per inch), one line each:
    /// those not wholly hidden by an opaque shape drawn after them, each once.
    static func tapTargetProblems(
        _ targets: [(rect: Rect, after: Int)], marks: [Mark], side: Double, millimetres: Double
    ) -> [String] {
        var seen: Set<String> = []
        var problems: [String] = []
        for (rect, after) in targets {
            let hidden = marks[min(after, marks.count)...].contains { later in
                if case .cover(let cover) = later { return cover.contains(rect) }
                return false
            }
            guard !hidden, rect.width.rounded() < side || rect.height.rounded() < side else { continue }
            let place = describe(rect)
            guard seen.insert(place).inserted else { continue }
            problems.append(
                "a button at \(place) is under \(Self.number(millimetres)) mm (\(Int(side.rounded(.up))) px) across or high"
            )
        }
        return problems
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", value)
    }

    static func describe(_ rect: Rect) -> String {
        "(\(Int(rect.x)), \(Int(rect.y)), \(Int(rect.width))x\(Int(rect.height)))"
    }
}

extension Rect {
    /// Whether `other` lies wholly inside.
    func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}
