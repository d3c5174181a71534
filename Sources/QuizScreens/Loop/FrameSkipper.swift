/// Lets the real-time loop leave the screen alone when the next frame would
/// look exactly like the one presented: the scene is listed first (a
/// `DisplayList`, no pixels), and only a different frame is drawn and
/// presented. An unchanged screen is still presented once a second, in case
/// the window system lost it.
///
/// Listing a frame costs too (a tenth of a millisecond for a busy screen), and
/// so does every turn of the loop (reading the window system's events, the
/// scene's fixed steps, a sleep and a wake-up: about 80 microseconds of a kiosk
/// in attract mode). So a screen that has stayed the same for half a second is
/// still: the loop turns every second frame (30 times a second) and lists every
/// second turn (15 times a second) until a frame differs or input arrives, when
/// it turns and lists every frame again. A change the clock brings (a
/// countdown's next second) shows at most 50 ms later than it would, and input
/// on a still screen is read at most 17 ms later.
struct FrameSkipper {
    static let refreshSeconds = 1.0
    /// Unchanged frames in a row after which the screen counts as still.
    static let stillFrames = 30
    /// While still, the loop turns once in this many frames.
    static let stillTurnFrames = 2
    /// While still, one loop turn in this many lists the frame.
    static let stillStride = 2
    private var shown: Int?
    private var shownAt = -Double.infinity
    /// Frames in a row listed the same as the one before.
    private var unchangedRun = 0
    private var turns = 0

    /// Whether the screen has stayed the same long enough to be still.
    var isStill: Bool { unchangedRun >= Self.stillFrames }

    /// How many frames the loop waits before its next turn: `stillTurnFrames` while still, else one.
    var framesPerTurn: Int { isStill ? Self.stillTurnFrames : 1 }

    /// Whether this turn of the loop should list a frame; `inputArrived` (a key, a touch, a tilt event)
    /// ends a still spell at once.
    mutating func shouldList(inputArrived: Bool) -> Bool {
        turns += 1
        if inputArrived { unchangedRun = 0 }
        return !isStill || turns.isMultiple(of: Self.stillStride)
    }

    /// True when the frame `list` must be drawn and presented (`now` is real time).
    mutating func needsDrawing(_ list: DisplayList, now: Double) -> Bool {
        let frame = list.fingerprint
        unchangedRun = frame == shown ? unchangedRun + 1 : 0
        if frame == shown, now - shownAt < Self.refreshSeconds { return false }
        shown = frame
        shownAt = now
        return true
    }
}
