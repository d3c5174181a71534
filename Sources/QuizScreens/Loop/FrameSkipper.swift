/// Lets the real-time loop leave the screen alone when the next frame would
/// look exactly like the one presented: the scene is listed first (a
/// `DisplayList`, no pixels), and only a different frame is drawn and
/// presented. An unchanged screen is still presented once a second, in case
/// the window system lost it.
///
/// Listing a frame costs too (a tenth of a millisecond for a busy screen), so
/// a screen that has stayed the same for half a second is listed only every
/// fourth turn of the loop (15 times a second) until a frame differs or input
/// arrives: a still kiosk title or board costs a quarter of the listing, and
/// a change the clock brings (a countdown's next second) shows at most 50 ms
/// later than it would, after which every frame is listed again.
struct FrameSkipper {
    static let refreshSeconds = 1.0
    /// Unchanged frames in a row after which the screen counts as still.
    static let stillFrames = 30
    /// While still, one loop turn in this many lists the frame.
    static let stillStride = 4
    private var shown: Int?
    private var shownAt = -Double.infinity
    /// Frames in a row listed the same as the one before.
    private var unchangedRun = 0
    private var turns = 0

    /// Whether this turn of the loop should list a frame; `inputArrived` (a key, a touch, a tilt event)
    /// ends a still spell at once.
    mutating func shouldList(inputArrived: Bool) -> Bool {
        turns += 1
        if inputArrived { unchangedRun = 0 }
        return unchangedRun < Self.stillFrames || turns.isMultiple(of: Self.stillStride)
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
