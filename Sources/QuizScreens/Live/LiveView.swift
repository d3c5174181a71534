import QuizCore
import QuizLive

/// Draws the live scene's stage: the join screen, a question, its distribution, the top 5, the podium. It
/// reads the scene's round, director and clock, and decides nothing.
struct LiveView {
    let scene: LiveScene
    let size: Size
    /// Each text drawn at this many times the size asked for (`accessibility.text_scale`): the rows and bands
    /// that hold text grow by it, and a size that must fit a band is asked for smaller by it.
    var textScale: Double = 1

    var round: LiveRound { scene.round }
    var isTall: Bool { size.height > size.width }
    /// The smallest text this screen's size reads from afar (`LayoutCheck`'s minimum): a name too long for its
    /// place is cut short at this size rather than shrunk below it.
    var readable: Double { Double(LayoutCheck.minimumPixels(for: size)) }
    var margin: Double { (min(size.width, size.height) * 0.04).rounded() }
    var gap: Double { (min(size.width, size.height) * 0.025).rounded() }
    /// Text `fraction` of the screen's shorter side tall (the tall screen's width is its short side).
    func pixels(_ fraction: Double) -> Double {
        Theme.textPixels(fraction, of: Size(width: size.width, height: min(size.height, size.width * 0.75 / 0.6)))
    }

    /// The height of a band that holds one line of each of `texts`, or of each of the players' `names`, asked for
    /// at `asked` pixels: `least` (the band's height for Latin letters), or the lines' own where it is taller (a
    /// line with Arabic letters stands in its taller box, `Fonts.lineHeight`), so lines stacked in bands keep
    /// apart in every language. The names are read only on a right-to-left screen.
    func band(
        _ painter: Painter, least: Double, for texts: [String], names: some Sequence<String> = [String](),
        at asked: Double, bold: Bool = false
    ) -> Double {
        let style = TextStyle(pixels: asked, bold: bold)
        let lines = max(painter.fonts.lineHeight(style, ofAny: texts), painter.fonts.lineHeight(style, ofAny: names))
        return max(least, lines).rounded()
    }

    /// The size to ask for so that a text of `largest` at most fills `height` as drawn (scaled).
    func fitting(_ largest: Double, height: Double) -> Double {
        max(Theme.minimumTextPixels, min(largest, height * 0.8 / textScale))
    }

    /// The band across the top, under which each stage draws.
    var header: Rect {
        Rect(x: margin, y: margin, width: size.width - 2 * margin, height: (size.height * 0.1).rounded())
    }
    var body: Rect {
        let top = header.maxY + gap
        return Rect(x: margin, y: top, width: size.width - 2 * margin, height: size.height - margin - top)
    }

    func draw(_ painter: Painter) {
        switch scene.director.stage {
        case .join: drawJoin(painter)
        case .question(let index): drawQuestion(painter, index: index)
        case .distribution(let index): drawDistribution(painter, index: index)
        case .leaderboard(let index): drawLeaderboard(painter, index: index)
        case .podium: drawPodium(painter)
        }
    }

    /// The header: `title` on the left, `side` (the PIN, a count) in accent on the right. Where the two are too
    /// wide for one line at the readable minimum and the band holds two lines, the title takes two
    /// ("[Qúéśţíóñ 1 óƒ 5 ~~~]" beside "[6 áñśŵéŕś ~~~]" at 240x320) rather than both being cut, and the count two
    /// as well where it is still too wide beside it.
    func drawHeader(_ painter: Painter, title: String, side: String?) {
        var box = header
        let largest = fitting(pixels(0.06), height: header.height)
        let floor = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels), bold: true)
        let oneLine = painter.width(of: title, floor) + (side.map { painter.width(of: $0, floor) + gap } ?? 0)
        let twoLines = oneLine > header.width && 2 * painter.fonts.lineHeight(floor, of: title) <= header.height
        // Still too wide with the title on two lines: the count takes two as well, where both fit so
        // ("[6 áñśŵéŕś ~~~]" at 240x320).
        if twoLines, let side, 2 * painter.fonts.lineHeight(floor, of: side) <= header.height {
            let titleWidth = painter.narrowestWidth(title, lines: 2, floor)
            let sideWidth = painter.narrowestWidth(side, lines: 2, floor)
            if titleWidth + gap + painter.width(of: side, floor) > header.width,
                titleWidth + gap + sideWidth <= header.width
            {
                painter.paragraph(
                    side, in: Rect(x: header.maxX - sideWidth, y: header.y, width: sideWidth, height: header.height),
                    largest: largest, Theme.accent, bold: true, centered: false, middle: true)
                painter.paragraph(
                    title,
                    in: Rect(x: header.x, y: header.y, width: header.width - sideWidth - gap, height: header.height),
                    largest: largest, Theme.text, bold: true, centered: false, middle: true)
                return
            }
        }
        if let side {
            box = painter.headerCount(
                side, in: header, pixels: largest, gap: gap, beside: title, titleLines: twoLines ? 2 : 1)
        }
        if twoLines {
            painter.paragraph(title, in: box, largest: largest, Theme.text, bold: true, centered: false, middle: true)
        } else {
            painter.line(title, in: box, largest: largest, Theme.text, bold: true)
        }
    }

    /// "Question 2 of 10".
    func questionTitle(_ painter: Painter, index: Int) -> String {
        painter.catalog.text(
            "live.question_of",
            ["number": painter.catalog.number(index + 1), "count": painter.catalog.number(round.questions.count)])
    }

    /// An answer's mark: its shape in white on its colour (never the colour alone).
    static func color(of shape: LiveShape) -> Color {
        let hex = UInt32(shape.colorHex.dropFirst(), radix: 16) ?? 0
        return Color(hex: hex)
    }

    static func icon(of shape: LiveShape) -> Icon {
        switch shape {
        case .triangle: return .shapeTriangle
        case .diamond: return .shapeDiamond
        case .circle: return .shapeCircle
        case .square: return .shapeSquare
        }
    }

    /// The shape of answer `option` (0 to 3).
    static func shape(_ option: Int) -> LiveShape {
        LiveShape.allCases[option % LiveShape.allCases.count]
    }

    /// A square chip of answer `option`'s colour with its shape in it.
    func drawChip(_ painter: Painter, option: Int, in rect: Rect, dim: Bool = false) {
        let shape = Self.shape(option)
        let color = Self.color(of: shape)
        painter.roundedRect(rect, radius: rect.height * 0.18, dim ? color.opacity(0.45) : color)
        let inset = rect.height * 0.2
        painter.icon(Self.icon(of: shape), in: rect.insetBy(dx: inset, dy: inset), Theme.text.opacity(dim ? 0.6 : 1))
    }
}
