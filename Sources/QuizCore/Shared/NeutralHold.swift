/// "Hold the device still to continue": a screen that has been shown for
/// `armAfterSeconds` fires once the device has stayed neutral for
/// `holdSeconds`. It lets a handheld without touch play by tilt alone.
public struct NeutralHold: Equatable, Sendable {
    public var armAfterSeconds: Double
    public var holdSeconds: Double
    /// When the current screen appeared.
    public private(set) var shownAt: Double
    /// When the current neutral stretch began, if the device is neutral now.
    public private(set) var neutralSince: Double?

    public init(armAfterSeconds: Double = 2, holdSeconds: Double = 1, shownAt: Double = 0) {
        self.armAfterSeconds = armAfterSeconds
        self.holdSeconds = holdSeconds
        self.shownAt = shownAt
    }

    /// Starts over for a screen shown at `time`.
    public mutating func restart(at time: Double) {
        shownAt = time
        neutralSince = nil
    }

    /// Feeds the device state at `time`; returns true when the hold completes.
    public mutating func update(at time: Double, isNeutral: Bool) -> Bool {
        guard isNeutral else {
            neutralSince = nil
            return false
        }
        let armedAt = shownAt + armAfterSeconds
        guard time >= armedAt else {
            neutralSince = nil
            return false
        }
        let since = neutralSince ?? time
        neutralSince = since
        return time - since >= holdSeconds
    }

    /// How full the ring is, 0...1 (0 while the screen is not yet armed).
    public func progress(at time: Double) -> Double {
        guard let since = neutralSince, holdSeconds > 0 else { return 0 }
        return min(1, max(0, (time - since) / holdSeconds))
    }
}
