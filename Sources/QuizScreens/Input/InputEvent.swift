/// What the player did, in window pixels, whether it came from SDL or a script.
public enum InputEvent: Equatable, Sendable {
    /// A key by its SDL name in lower case (`left`, `enter`, `escape`, `1`, `p`).
    case key(String, down: Bool)
    /// A tap or click at a point in window pixels.
    case tap(x: Double, y: Double)
    case swipe(SwipeDirection)
    /// A list moved by the mouse wheel or a vertical drag, in steps of about
    /// a row: positive shows what is further down. A drag down at the top of
    /// a list (negative) is a pull to refresh.
    case scroll(Int)
    /// A finger (or the mouse button, finger -1) went down or up, in window
    /// pixels. Only held gestures need it: the release is also reported as a
    /// tap or a swipe, which is what scenes act on.
    case touch(finger: Int, x: Double, y: Double, down: Bool)
    /// Text typed on a physical keyboard (or scripted), as the on-screen keyboard would type it.
    case text(String)
    /// The window was closed.
    case quit
}

/// The direction of a swipe.
public enum SwipeDirection: String, Equatable, Sendable {
    case left
    case right
    case up
    case down
}
