/// Lets the real-time loop leave the screen alone when the next frame would
/// look exactly like the one presented: the scene is listed first (a
/// `DisplayList`, no pixels), and only a different frame is drawn and
/// presented. An unchanged screen is still presented once a second, in case
/// the window system lost it.
struct FrameSkipper {
    static let refreshSeconds = 1.0
    private var shown: Int?
    private var shownAt = -Double.infinity
    /// Frames drawn and frames skipped so far.
    private(set) var drawn = 0
    private(set) var skipped = 0

    /// True when the frame `list` must be drawn and presented (`now` is real time).
    mutating func needsDrawing(_ list: DisplayList, now: Double) -> Bool {
        let frame = list.fingerprint
        if frame == shown, now - shownAt < Self.refreshSeconds {
            skipped += 1
            return false
        }
        shown = frame
        shownAt = now
        drawn += 1
        return true
    }
}
