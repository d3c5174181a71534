/// Texts cut short: a text that must be read whole (`Cut.mustBeWhole`: a statement being answered, an answer's
/// word, a hint saying what a key does) ending in an ellipsis at all; any other line (a player's name in a board
/// row) ellipsised while the room it needs is free beside it
/// ("Nobody has played toda…" with nothing to its right); and a body of text cut after the lines that fit,
/// whose rest no one can read (About stopping at "pictures carry…"). A text shown whole, or scrolled
/// (`ScrollingText`), is none of these.
extension LayoutCheck {
    /// One line for each text cut short that must be read whole, that a player could have read whole, or whose
    /// rest a player cannot read.
    static func cutProblems(in marks: [Mark], size: Size) -> [String] {
        let shown = visibleIndices(marks)
        var problems: [String] = []
        for index in shown {
            guard case .text(let text) = marks[index], let cut = text.cut else { continue }
            if cut.linesLeftOut > 0 {
                let lines = cut.linesLeftOut == 1 ? "1 more line" : "\(cut.linesLeftOut) more lines"
                problems.append(
                    "\"\(text.text)\" ends a text cut short at \(describe(text.rect)): \(lines) cannot be reached "
                        + "(no room, no scrolling)")
            } else if cut.mustBeWhole {
                problems.append(
                    "\"\(text.text)\" at \(describe(text.rect)) is cut short: \"\(cut.whole)\" must be read whole "
                        + "(needs \(Int(cut.wholeWidth.rounded(.up))) px)")
            } else if let room = freeRoom(for: text, at: index, in: marks, shown: shown, size: size) {
                problems.append(
                    "\"\(text.text)\" is cut short though room is free \(room) (\"\(cut.whole)\" needs "
                        + "\(Int(cut.wholeWidth.rounded(.up))) px)")
            }
        }
        return problems
    }

    /// Where the whole of a cut text would fit on its own line without touching anything else on the panel it
    /// lies on, widened right, left or both ways; nil when there is no such room.
    static func freeRoom(for text: DrawnText, at index: Int, in marks: [Mark], shown: [Int], size: Size) -> String? {
        guard let cut = text.cut else { return nil }
        let rect = text.rect
        let ground = ground(under: rect, before: index, in: marks, size: size)
        let others = obstacles(besides: index, over: ground.index, in: marks, shown: shown, text: rect)
        let width = cut.wholeWidth.rounded(.up)
        // Room is free that keeps half a line from anything beside it, a little more than words keep apart.
        let spacing = max(2, rect.height * 0.5)
        for x in [rect.x, rect.maxX - width, rect.midX - width / 2] {
            let line = Rect(x: x, y: rect.y, width: width, height: rect.height)
            let spaced = Rect(x: x - spacing, y: rect.y, width: width + spacing * 2, height: rect.height)
            let touches = { (other: Rect) in
                min(other.maxX, spaced.maxX) > max(other.x, spaced.x)
                    && min(other.maxY, spaced.maxY) - max(other.y, spaced.y) > rect.height * 0.25
            }
            if ground.rect.contains(line), !others.contains(where: touches) {
                return "beside it at \(describe(line))"
            }
        }
        return nil
    }

    /// The panel a text lies on, less a margin (yet holding the text itself), and where it is in `marks`: the
    /// last shape drawn before the text under its middle (a card, a button, a row), else the screen (index -1).
    /// Across, the margin is half a line, as room keeps from anything beside it (`freeRoom`): a text reaching
    /// nearer a button's or a field's edge than that has no free room there.
    static func ground(under rect: Rect, before index: Int, in marks: [Mark], size: Size) -> (rect: Rect, index: Int) {
        for earlier in stride(from: index - 1, through: 0, by: -1) {
            switch marks[earlier] {
            case .cover(let panel), .shape(let panel):
                guard panel.contains(x: rect.midX, y: rect.midY) else { continue }
                let across = max(2, (rect.height * 0.5).rounded())
                let down = max(2, (rect.height * 0.2).rounded())
                return (panel.insetBy(dx: across, dy: down).union(rect), earlier)
            case .text, .icon: continue
            }
        }
        // The screen less the narrowest margin the screens keep (3 % of the short side, 6 px at least): a
        // text that would reach into it has no free room there.
        let margin = max(6, (min(size.width, size.height) * 0.03).rounded())
        return (Rect(x: margin, y: margin, width: size.width - 2 * margin, height: size.height - 2 * margin), -1)
    }

    /// What room for a text may not take: every other text and icon a player sees, and the shapes drawn over
    /// its panel that are not under the text itself.
    static func obstacles(besides index: Int, over ground: Int, in marks: [Mark], shown: [Int], text: Rect) -> [Rect] {
        var rects: [Rect] = []
        for other in shown where other != index {
            switch marks[other] {
            case .text(let drawn): rects.append(drawn.rect)
            case .icon(let icon): rects.append(icon.insetBy(dx: icon.width * 0.15, dy: icon.height * 0.15))
            case .cover, .shape: break
            }
        }
        for (other, mark) in marks.enumerated() where other > ground {
            switch mark {
            case .cover(let panel), .shape(let panel):
                if !panel.contains(x: text.midX, y: text.midY) { rects.append(panel) }
            case .text, .icon: continue
            }
        }
        return rects
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}
