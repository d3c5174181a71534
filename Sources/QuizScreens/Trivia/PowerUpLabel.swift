import QuizCore

/// The name on a power-up button, fitted to its room: the full title (shrunk a
/// little if need be), else a one-word short title on the smallest screens.
/// Players learn the names from the explanations, so the full name wins
/// wherever it fits.
struct PowerUpLabel {
    var text: String
    var style: TextStyle

    /// The full title may shrink to this share of the preferred size before the short title takes over.
    static let shrinkLimit = 0.8

    static func fit(
        _ powerUp: PowerUp, painter: Painter, room: Double, height: Double, layout: TriviaLayout
    ) -> PowerUpLabel {
        let preferred = max(Theme.minimumTextPixels - 1, min(height * 0.26, layout.unit * 0.038))
        let smallest = max(Theme.minimumTextPixels - 1, preferred * shrinkLimit)
        var pixels = preferred
        while pixels >= smallest {
            let style = TextStyle(pixels: pixels, bold: true)
            if painter.width(of: powerUp.title, style) <= room {
                return PowerUpLabel(text: powerUp.title, style: style)
            }
            pixels -= 1
        }
        var short = TextStyle(pixels: preferred, bold: true)
        while painter.width(of: shortTitle(powerUp), short) > room, short.pixels > 8 {
            short = TextStyle(pixels: short.pixelsDouble - 1, bold: true)
        }
        return PowerUpLabel(text: shortTitle(powerUp), style: short)
    }

    static func shortTitle(_ powerUp: PowerUp) -> String {
        switch powerUp {
        case .freezeTime: return "Freeze"
        case .jumpIt: return "Jump"
        case .peoplesChoice: return "Crowd"
        case .halfOff: return "Half"
        }
    }
}
