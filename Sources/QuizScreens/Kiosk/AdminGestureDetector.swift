import QuizConfig

/// Watches input for the admin gesture the config names; either is held for
/// `holdSeconds`.
///
/// - `corners`: a finger on each top corner of the screen. The taps their
///   lifting makes do not reach the game or the PIN pad.
/// - `chord`: Left, Right and Enter held together. Enter pressed while both
///   arrows are held does not reach the game.
struct AdminGestureDetector: Equatable {
    /// How long the gesture must be held.
    static let holdSeconds = 5.0
    static let chordKeys: Set<String> = ["left", "right", "enter"]

    /// The two corners held at once.
    enum Corner: Equatable {
        case topLeft
        case topRight
    }

    let gesture: AdminGesture
    /// Fingers down on a top corner, by SDL's finger id.
    private(set) var fingers: [Int: Corner] = [:]
    /// Fingers whose lift (and the tap it makes) nobody else should see.
    private var ignoredLifts: Set<Int> = []
    /// Taps still to come from lifts nobody else should see.
    private var tapsToSwallow = 0
    private(set) var keysDown: Set<String> = []
    /// When the gesture was first fully held, if it still is.
    private(set) var holdSince: Double?

    init(gesture: AdminGesture) {
        self.gesture = gesture
    }

    /// The side of a corner's square: big enough for a finger, small enough to stay clear of play.
    static func cornerSide(for size: Size) -> Double {
        max(36, (min(size.width, size.height) * 0.1).rounded())
    }

    static func corner(at x: Double, _ y: Double, in size: Size) -> Corner? {
        let side = cornerSide(for: size)
        guard y < side else { return nil }
        if x < side { return .topLeft }
        if x >= size.width - side { return .topRight }
        return nil
    }

    /// Notes a finger going down or up.
    mutating func touch(finger: Int, x: Double, y: Double, down: Bool, size: Size, at time: Double) {
        if down {
            fingers[finger] = gesture == .corners ? Self.corner(at: x, y, in: size) : nil
        } else {
            fingers[finger] = nil
            if ignoredLifts.remove(finger) != nil { tapsToSwallow += 1 }
        }
        guard gesture == .corners else { return }
        let held = Set(fingers.values) == [.topLeft, .topRight]
        if held, holdSince == nil {
            holdSince = time
            ignoredLifts.formUnion(fingers.keys)
        } else if !held {
            holdSince = nil
        }
    }

    /// The tap of `finger`'s lift is not for anyone (it woke attract mode, say).
    mutating func ignoreLift(of finger: Int) {
        ignoredLifts.insert(finger)
    }

    /// True for a tap that a gesture's lift made: nobody should act on it.
    mutating func swallowsTap() -> Bool {
        guard tapsToSwallow > 0 else { return false }
        tapsToSwallow -= 1
        return true
    }

    /// Notes a key; returns true when the game must not see it (Enter as part of the chord).
    mutating func key(_ name: String, down: Bool, at time: Double) -> Bool {
        guard gesture == .chord else { return false }
        let wasHoldingArrows = keysDown.contains("left") && keysDown.contains("right")
        if down { keysDown.insert(name) } else { keysDown.remove(name) }
        if Self.chordKeys.isSubset(of: keysDown) {
            if holdSince == nil { holdSince = time }
        } else {
            holdSince = nil
        }
        return name == "enter" && (wasHoldingArrows || holdSince != nil)
    }

    /// True once the gesture has been held long enough (then it must be let go before it counts again).
    mutating func completed(at time: Double) -> Bool {
        guard let since = holdSince, time - since >= Self.holdSeconds else { return false }
        reset()
        return true
    }

    /// Forgets any attempt in progress (the PIN pad opened, say); lifts still to come stay ignored.
    mutating func reset() {
        fingers.removeAll()
        keysDown.removeAll()
        holdSince = nil
    }

    /// How far the hold has run, 0...1, for a hint on screen.
    func holdProgress(at time: Double) -> Double? {
        guard let since = holdSince else { return nil }
        return min(1, (time - since) / Self.holdSeconds)
    }

    /// The catalog key of what the hint says to do.
    var holdHintKey: String {
        gesture == .corners ? "admin.gesture.corners" : "admin.gesture.chord"
    }
}
