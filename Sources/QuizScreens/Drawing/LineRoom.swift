/// How tall a row must be to hold a line of text as the painter draws it: the real face's line height at the
/// text size in force (`accessibility.text_scale`, `Fonts.scaledPixels`), and in a right-to-left language the
/// taller box its lines with Arabic letters stand in (`Fonts.lineHeight`). A layout worked out from the window
/// size alone takes one (`Painter.lineRoom`) so that a row meant for a line grows with the text and with the
/// script, not by a factor that holds only for Latin letters at 100 %; a scene keeps the one it drew with, so
/// taps find the rows where they were drawn. Without a painter (`LineRoom.latinAtHundred`) a row keeps its
/// least height. Sendable as the layouts that hold one are: it measures with the painter's faces, and the painter,
/// its layouts and the scenes that keep one are used on the thread that draws only.
struct LineRoom: @unchecked Sendable {
    /// The painter's faces (nil: no measuring, every row its least).
    let fonts: Fonts?
    /// The least side of a button on the panel drawn on (`Painter.tapSide`, 9 mm), 0 when unknown: a layout
    /// makes a button at least this tall where the screen has the room, so taps land on the size it drew.
    var tapSide = 0.0

    /// No measuring: each row as tall as its least (a layout made where nothing is drawn).
    static var latinAtHundred: LineRoom { LineRoom(fonts: nil) }

    /// The largest share of the screen's short side a 9 mm button (`tapSide`) may take for the screens to grow
    /// their buttons to it: a sixth. On a smaller panel (a 3-inch 320x240 one, where 9 mm is a fifth of its
    /// height) the screens keep their own sizes, as growing them there would crowd their texts out.
    static let largestTargetShare = 0.16

    /// Whether a screen whose short side is `shortSide` grows its buttons to `tapSide` (see `largestTargetShare`).
    static func grows(tapSide: Double, shortSide: Double) -> Bool {
        tapSide > 0 && tapSide <= (shortSide * largestTargetShare).rounded(.down)
    }

    /// `height` grown to the panel's least button side (`tapSide`) where the screen grows its buttons
    /// (`grows`), never past `most` (the room the layout has for it).
    func target(_ height: Double, shortSide: Double, most: Double = .infinity) -> Double {
        Self.target(height, tapSide: tapSide, shortSide: shortSide, most: most)
    }

    /// `target(_:shortSide:most:)` for a layout that keeps the panel's `tapSide` without a `LineRoom`.
    static func target(_ height: Double, tapSide: Double, shortSide: Double, most: Double = .infinity) -> Double {
        grows(tapSide: tapSide, shortSide: shortSide) ? max(height, min(tapSide, most)) : height
    }

    /// The height of a row for one line asked for at `pixels`: `least` (the row as the layout draws it at 100 %
    /// in Latin letters), or the line's own height as drawn where that is taller. `texts`: the lines the row may
    /// hold, when known (a row of English names on an Arabic screen keeps the game's spacing); unknown, a line
    /// in a right-to-left language is taken to have Arabic letters. `extra`: room the row keeps around its line
    /// (a field's padding).
    func height(
        _ pixels: Double, bold: Bool = false, least: Double, extra: Double = 0, for texts: [String]? = nil
    ) -> Double {
        guard let fonts else { return least }
        let style = TextStyle(pixels: pixels, bold: bold)
        let line = texts.map { fonts.lineHeight(style, ofAny: $0) } ?? fonts.lineHeight(style)
        return max(least, (line + extra).rounded(.up))
    }
}

extension Painter {
    /// The row heights for this frame's text size and language (see `LineRoom`).
    var lineRoom: LineRoom { LineRoom(fonts: fonts, tapSide: tapSide) }
}
