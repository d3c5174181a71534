/// What a finger or mouse button lifted means, from where it went down to
/// where it came up (game points): a swipe when the drag was long and mostly
/// horizontal, a scroll when it was mostly vertical (a finger dragged down
/// shows what is further up), else a tap where it went down.
enum PointerRelease {
    /// A mostly horizontal drag at least this fraction of the game's width is a swipe.
    static let swipeFraction = 0.15
    /// A mostly vertical drag scrolls a row per this fraction of the game's height.
    static let rowFraction = 0.1

    static func event(from start: (x: Double, y: Double), to end: (x: Double, y: Double), in size: Size) -> InputEvent {
        let dx = end.x - start.x
        let dy = end.y - start.y
        if abs(dx) >= size.width * swipeFraction, abs(dx) > abs(dy) { return .swipe(dx > 0 ? .right : .left) }
        let rows = Int((-dy / max(1, size.height * rowFraction)).rounded())
        if abs(dy) > abs(dx), rows != 0 { return .scroll(rows) }
        return .tap(x: start.x, y: start.y)
    }
}
