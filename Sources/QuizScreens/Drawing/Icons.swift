import Foundation
import QuizCore

/// The game's icons, each an SVG file in `assets/icons/` drawn in white.
public enum Icon: String, CaseIterable, Hashable, Sendable {
    case check
    case cross
    case chevronLeft = "chevron-left"
    case chevronRight = "chevron-right"
    case play
    case replay
    // The trivia game's: lives, power-ups, results and the store.
    case heart
    case snowflake
    case jump
    case people
    case half
    case clock
    case star
    case coin
    case tilt
    case trivia
    case person
    // The quiz packs mode's: its tile, the list's toolbar and one icon per subject.
    case packs
    case gear
    case trophy
    case math
    case science
    case hero
    case globe
    case book
    case music
    case history
    case sport
    // Live rounds': the tile, and the four answers' shapes (the same on the phones).
    case live
    case shapeTriangle = "shape-triangle"
    case shapeDiamond = "shape-diamond"
    case shapeCircle = "shape-circle"
    case shapeSquare = "shape-square"
    // The home's speaker button: the Accessibility screen.
    case speaker
}

extension Icon {
    /// The icon a mirrored (right-to-left) screen draws instead: the chevrons turn round; the others keep their
    /// side (media's play and skip, and the speaker, are not mirrored in right-to-left interfaces either).
    var mirrored: Icon {
        switch self {
        case .chevronLeft: .chevronRight
        case .chevronRight: .chevronLeft
        default: self
        }
    }
}

/// The SVG text of every icon, read once from the assets folder.
struct IconSet {
    private let sources: [Icon: String]

    init(directory: String) throws(ScreenError) {
        var sources: [Icon: String] = [:]
        for icon in Icon.allCases {
            let path = PathText.join(directory, icon.rawValue + ".svg")
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw ScreenError("the icon \(path) is missing: is the assets folder complete?")
            }
            sources[icon] = text
        }
        self.sources = sources
    }

    func svg(_ icon: Icon) -> String {
        sources[icon] ?? ""
    }
}

/// The pips of a six-sided die as SVG, for the progress row.
enum DieFace {
    private static let positions: [Int: [(Double, Double)]] = [
        1: [(50, 50)],
        2: [(28, 28), (72, 72)],
        3: [(28, 28), (50, 50), (72, 72)],
        4: [(28, 28), (72, 28), (28, 72), (72, 72)],
        5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
        6: [(28, 25), (72, 25), (28, 50), (72, 50), (28, 75), (72, 75)],
    ]

    static func svg(count: Int, size: Int) -> String {
        let dots = (positions[min(6, max(1, count))] ?? []).map { x, y in
            "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"9.5\" fill=\"#ffffff\"/>"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(size)" height="\(size)" viewBox="0 0 100 100">\
            \(dots.joined())</svg>
            """
    }
}
