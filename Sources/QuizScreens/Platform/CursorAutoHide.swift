/// When the mouse cursor shows in fullscreen: hidden, shown when the mouse
/// moves, hidden again `showSeconds` after it stops. A window keeps its cursor.
public struct CursorAutoHide: Equatable, Sendable {
    public static let showSeconds = 3.0

    public let fullscreen: Bool
    private var lastMotion: Double?

    public init(fullscreen: Bool) {
        self.fullscreen = fullscreen
    }

    /// The mouse moved at `time` (seconds on the game clock).
    public mutating func mouseMoved(at time: Double) {
        lastMotion = time
    }

    /// Whether the cursor should show at `time`.
    public func isVisible(at time: Double) -> Bool {
        guard fullscreen else { return true }
        guard let lastMotion else { return false }
        return time - lastMotion < Self.showSeconds
    }
}
