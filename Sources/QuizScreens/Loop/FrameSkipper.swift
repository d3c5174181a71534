/// What one frame would draw, folded into a hash as the painter is asked to
/// draw it (each texture's cache key, rectangle and colour), without drawing.
final class FrameRecorder {
    private var hasher = Hasher()

    func note(_ key: some Hashable, _ rect: Rect, _ color: Color? = nil) {
        hasher.combine(key)
        hasher.combine(rect.x)
        hasher.combine(rect.y)
        hasher.combine(rect.width)
        hasher.combine(rect.height)
        hasher.combine(color)
    }

    func note(_ key: String, _ numbers: [Double], _ color: Color) {
        hasher.combine(key)
        hasher.combine(numbers)
        hasher.combine(color)
    }

    func finish() -> Int { hasher.finalize() }
}

/// Lets the real-time loop leave the screen alone when the next frame would
/// look exactly like the one presented: the scene is drawn into a
/// `FrameRecorder` first (no pixels), and only a different frame is drawn and
/// presented. An unchanged screen is still redrawn once a second, in case the
/// window system lost it.
struct FrameSkipper {
    static let refreshSeconds = 1.0
    private var shown: Int?
    private var shownAt = -Double.infinity
    /// Frames drawn and frames skipped so far.
    private(set) var drawn = 0
    private(set) var skipped = 0

    /// True when the frame for `time` must be drawn and presented (`now` is real time).
    mutating func needsDrawing(_ scene: any Scene, painter: Painter, size: Size, at time: Double, now: Double) -> Bool {
        let recorder = FrameRecorder()
        painter.recorder = recorder
        painter.begin(size: size)
        scene.draw(painter, at: time)
        painter.recorder = nil
        let frame = recorder.finish()
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
