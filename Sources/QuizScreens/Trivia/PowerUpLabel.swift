import QuizCore

/// How the four power-up buttons are labelled, the same way for all four:
/// each full name at one size where every name fits (shrunk a little if need
/// be), else on the smallest screens no names at all, each button showing its
/// icon, its count and its key. Players learn the names from the
/// explanations; a made-up short name ("Crowd") would teach them a word the
/// game uses nowhere else.
enum PowerUpLabel {
    /// The names may shrink to this share of the preferred size before the icons take over.
    static let shrinkLimit = 0.8

    /// The style every name is drawn in, or nil when one of them would not fit in its button.
    static func nameStyle(painter: Painter, rects: [Rect], layout: TriviaLayout) -> TextStyle? {
        guard let height = rects.first?.height else { return nil }
        let preferred = max(layout.readablePixels, min(height * 0.26, layout.shortSide * 0.038)).rounded()
        let smallest = max(layout.readablePixels, (preferred * shrinkLimit).rounded(.up))
        var pixels = preferred
        while pixels >= smallest {
            let style = TextStyle(pixels: pixels, bold: true)
            let fits = zip(PowerUp.allCases, rects).allSatisfy { powerUp, rect in
                painter.width(of: painter.catalog[powerUp.titleKey], style) <= textRoom(in: rect).width
            }
            if fits { return style }
            pixels -= 1
        }
        return nil
    }

    /// The icon at the left of a named button.
    static func iconRect(in rect: Rect) -> Rect {
        let side = min(rect.height * 0.5, rect.width * 0.22)
        return Rect(x: rect.x + rect.height * 0.2, y: rect.midY - side / 2, width: side, height: side)
    }

    /// Where a named button's name and key go: right of the icon.
    static func textRoom(in rect: Rect) -> (left: Double, width: Double) {
        let left = iconRect(in: rect).maxX + rect.height * 0.22
        return (left, rect.maxX - rect.height * 0.15 - left)
    }
}
