/// A screen's layout: where its parts go, worked out from the window size alone so drawing and hit-testing
/// agree. The size's sides read as the layout's `width` and `height`, and the shorter one as `shortSide`: type
/// and targets follow it, so a tall panel gets the same parts as a wide one, not bigger ones.
protocol ScreenLayout {
    /// The window size the layout places the screen's parts in.
    var size: Size { get }
}

extension ScreenLayout {
    var width: Double { size.width }
    var height: Double { size.height }
    var shortSide: Double { min(width, height) }
    var isTall: Bool { height > width }

    /// A text size as a share of the short side, never under the readable minimum.
    func pixels(_ fraction: Double) -> Double { max(Theme.minimumTextPixels, (shortSide * fraction).rounded()) }
}
