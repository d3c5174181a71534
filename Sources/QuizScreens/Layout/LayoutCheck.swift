/// Checks a frame as the painter listed it for what a player would see as
/// broken: text running off the screen, texts drawn over each other, and text
/// smaller than the readable minimum for the screen's size. Tests render every
/// screen of a mode at the supported sizes and turns and run it on each frame.
struct LayoutCheck {
    /// One text the frame draws: what it says, its size and where.
    struct DrawnText: Equatable {
        let text: String
        let pixels: Int
        let rect: Rect
    }

    /// What the check reads off a frame, in drawing order.
    enum Mark: Equatable {
        case text(DrawnText)
        /// An opaque shape: what it covers, drawn before it, cannot be seen.
        case cover(Rect)
    }

    /// The texts not wholly hidden by an opaque shape drawn later.
    static func visibleTexts(_ marks: [Mark]) -> [DrawnText] {
        var visible: [DrawnText] = []
        for (index, mark) in marks.enumerated() {
            guard case .text(let text) = mark else { continue }
            let hidden = marks[(index + 1)...].contains { later in
                if case .cover(let rect) = later { return rect.contains(text.rect) }
                return false
            }
            if !hidden { visible.append(text) }
        }
        return visible
    }

    /// The smallest text a screen of `size` may draw: 11 px on a 320x240
    /// panel, growing with the short side (2.8 % of it), as the game's own
    /// smallest hints do, so a 1280x720 kiosk seen from further away gets 20 px.
    static func minimumPixels(for size: Size) -> Int {
        max(Int(Theme.minimumTextPixels), Int((min(size.width, size.height) * 0.028).rounded(.down)))
    }

    /// Everything wrong with the texts of a frame of `size`, one line each (empty: none).
    static func problems(in texts: [DrawnText], size: Size) -> [String] {
        var problems: [String] = []
        let minimum = minimumPixels(for: size)
        // A glyph's box has a pixel of slack: a text may touch the edge, not cross it.
        let screen = Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2)
        for text in texts {
            if text.pixels < minimum {
                problems.append("\"\(text.text)\" is \(text.pixels) px, under the \(minimum) px minimum")
            }
            if !screen.contains(text.rect) {
                problems.append("\"\(text.text)\" runs off the screen at \(describe(text.rect))")
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

    /// Whether two texts' boxes share more than the line spacing two lines of a paragraph may share.
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let width = min(a.maxX, b.maxX) - max(a.x, b.x)
        let height = min(a.maxY, b.maxY) - max(a.y, b.y)
        return width > 2 && height > min(a.height, b.height) * 0.25
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
