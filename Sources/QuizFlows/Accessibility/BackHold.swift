/// Back (Escape, a gamepad's B) held for `holdSeconds` anywhere opens the Accessibility screen; so that the
/// hold can be told from a press, Back acts on release: a release before the hold is a Back press for the
/// screen on view, a release after it is nothing.
public struct BackHold: Equatable, Sendable {
    /// How long Back must be held.
    public static let holdSeconds = 2.0

    /// When Back went down, while it is held and the hold has not yet opened the screen.
    public private(set) var downSince: Double?
    /// Back is still down after the hold opened the screen: its release does nothing.
    public private(set) var fired = false

    public init() {}

    /// Back went down (a key repeat while held changes nothing).
    public mutating func pressed(at time: Double) {
        guard downSince == nil, !fired else { return }
        downSince = time
    }

    /// What a release of Back means.
    public enum Release: Equatable, Sendable {
        /// The screen on view sees a Back press (down and up) now.
        case back
        /// Held long enough, and no step saw it yet: open the Accessibility screen.
        case openAccessibility
        /// The hold already opened the screen (or Back was never seen going down).
        case nothing
    }

    /// Back came up.
    public mutating func released(at time: Double) -> Release {
        defer {
            downSince = nil
            fired = false
        }
        guard let since = downSince, !fired else { return .nothing }
        return time - since < Self.holdSeconds - 1e-9 ? .back : .openAccessibility
    }

    /// A step of the clock: true once, when Back has been held `holdSeconds` (open the Accessibility screen).
    public mutating func tick(at time: Double) -> Bool {
        guard let since = downSince, !fired, time - since >= Self.holdSeconds - 1e-9 else { return false }
        fired = true
        return true
    }

    /// Whether Back is down and not yet acted on.
    public var isHeld: Bool { downSince != nil && !fired }
}
