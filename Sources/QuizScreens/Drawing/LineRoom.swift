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

    /// No measuring: each row as tall as its least (a layout made where nothing is drawn).
    static var latinAtHundred: LineRoom { LineRoom(fonts: nil) }

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
    var lineRoom: LineRoom { LineRoom(fonts: fonts) }
}
