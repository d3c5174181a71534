import QuizConfig

/// Watches input for the admin gesture the config names.
///
/// - `corners`: tap the top-left, top-right, bottom-right and bottom-left
///   corners in turn, within `cornersSeconds`. The first tap still reaches the
///   game (a corner may hold one of its buttons); the next three do not.
/// - `chord`: hold Left, Right and Enter together for `chordSeconds`. Enter
///   pressed while both arrows are held does not reach the game.
struct AdminGestureDetector: Equatable {
    /// The whole corner sequence must fit in this time.
    static let cornersSeconds = 6.0
    /// How long the chord must be held.
    static let chordSeconds = 5.0
    static let chordKeys: Set<String> = ["left", "right", "enter"]

    /// The four corners, in the order they must be touched.
    enum Corner: Int, CaseIterable {
        case topLeft
        case topRight
        case bottomRight
        case bottomLeft
    }

    let gesture: AdminGesture
    /// Corners touched so far in this attempt, and when the first was.
    private(set) var cornersDone = 0
    private var firstCornerAt = 0.0
    private(set) var keysDown: Set<String> = []
    /// When every chord key was down, if they still are.
    private(set) var chordSince: Double?

    init(gesture: AdminGesture) {
        self.gesture = gesture
    }

    /// The side of a corner's square: big enough for a finger, small enough to stay clear of play.
    static func cornerSide(for size: Size) -> Double {
        max(36, (min(size.width, size.height) * 0.1).rounded())
    }

    static func corner(at x: Double, _ y: Double, in size: Size) -> Corner? {
        let side = cornerSide(for: size)
        let left = x < side
        let right = x >= size.width - side
        let top = y < side
        let bottom = y >= size.height - side
        switch (left, right, top, bottom) {
        case (true, false, true, false): return .topLeft
        case (false, true, true, false): return .topRight
        case (false, true, false, true): return .bottomRight
        case (true, false, false, true): return .bottomLeft
        default: return nil
        }
    }

    /// What a tap does to the gesture.
    enum TapOutcome: Equatable {
        /// Not part of the gesture: the game gets it.
        case pass
        /// A corner after the first: the game does not get it.
        case swallow
        case completed
    }

    mutating func tap(x: Double, y: Double, size: Size, at time: Double) -> TapOutcome {
        guard gesture == .corners else { return .pass }
        if cornersDone > 0, time - firstCornerAt > Self.cornersSeconds { cornersDone = 0 }
        guard let corner = Self.corner(at: x, y, in: size) else {
            cornersDone = 0
            return .pass
        }
        if corner.rawValue != cornersDone {
            // Out of turn: top-left starts a new attempt, any other corner ends this one.
            cornersDone = 0
            guard corner == .topLeft else { return .pass }
        }
        if cornersDone == 0 { firstCornerAt = time }
        cornersDone += 1
        if cornersDone == Corner.allCases.count {
            cornersDone = 0
            return .completed
        }
        return cornersDone == 1 ? .pass : .swallow
    }

    /// Notes a key; returns true when the game must not see it (Enter as part of the chord).
    mutating func key(_ name: String, down: Bool, at time: Double) -> Bool {
        guard gesture == .chord else { return false }
        let wasHoldingArrows = keysDown.contains("left") && keysDown.contains("right")
        if down { keysDown.insert(name) } else { keysDown.remove(name) }
        if Self.chordKeys.isSubset(of: keysDown) {
            if chordSince == nil { chordSince = time }
        } else {
            chordSince = nil
        }
        return name == "enter" && (wasHoldingArrows || chordSince != nil)
    }

    /// True once the chord has been held long enough (then it must be released before it counts again).
    mutating func chordHeld(at time: Double) -> Bool {
        guard let since = chordSince, time - since >= Self.chordSeconds else { return false }
        chordSince = nil
        keysDown.removeAll()
        return true
    }

    /// Forgets any attempt in progress (the PIN pad opened, say).
    mutating func reset() {
        cornersDone = 0
        keysDown.removeAll()
        chordSince = nil
    }

    /// How far the chord hold has run, 0...1, for a hint on screen.
    func chordProgress(at time: Double) -> Double? {
        guard let since = chordSince else { return nil }
        return min(1, (time - since) / Self.chordSeconds)
    }
}
