/// A rectangle of whole pixels, for working out which parts of the screen a
/// frame changes.
struct PixelRect: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The whole pixels `rect` touches, one pixel wider on every side for
    /// anti-aliased edges and the renderer's rounding.
    init(covering rect: Rect) {
        let left = Int(rect.x.rounded(.down)) - 1
        let top = Int(rect.y.rounded(.down)) - 1
        let right = Int(rect.maxX.rounded(.up)) + 1
        let bottom = Int(rect.maxY.rounded(.up)) + 1
        self.init(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var area: Int { width * height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether every pixel of `other` is one of these.
    func contains(_ other: PixelRect) -> Bool {
        !isEmpty && other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    func intersects(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x)
        let top = min(y, other.y)
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The part inside `bounds` (empty when they do not meet).
    func clipped(to bounds: PixelRect) -> PixelRect {
        let left = max(x, bounds.x)
        let top = max(y, bounds.y)
        let right = min(maxX, bounds.maxX)
        let bottom = min(maxY, bounds.maxY)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// This rectangle less `hole`: up to four pieces (the rows above and below it, the columns beside it).
    func subtracting(_ hole: PixelRect) -> [PixelRect] {
        let hole = hole.clipped(to: self)
        guard !hole.isEmpty else { return isEmpty ? [] : [self] }
        return [
            PixelRect(x: x, y: y, width: width, height: hole.y - y),
            PixelRect(x: x, y: hole.maxY, width: width, height: maxY - hole.maxY),
            PixelRect(x: x, y: hole.y, width: hole.x - x, height: hole.height),
            PixelRect(x: hole.maxX, y: hole.y, width: maxX - hole.maxX, height: hole.height),
        ].filter { !$0.isEmpty }
    }
}
