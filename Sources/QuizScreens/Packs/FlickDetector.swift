import TiltInput

/// A quick flick of a tilt handheld: tipped to at least the second stage and
/// back to level within `maximumSeconds`. The packs mode reads a flick right
/// as a swipe right (Next) and a flick left as a swipe left (back to the list);
/// a slow tilt held to its commit counts the same.
struct FlickDetector {
    /// The longest a flick takes from the first stage back to level.
    var maximumSeconds = 0.6
    /// The stage a flick must reach (stages come at 15, 22 and 28 degrees by default).
    var minimumStage = 2
    private var started: (side: TiltSide, at: Double)?
    private var peak = 0

    /// Feeds one tilt event; returns the side of a flick or commit it completes.
    mutating func feed(_ tilt: TimedTiltEvent) -> TiltSide? {
        switch tilt.event {
        case .stage(let side, let stage):
            if started?.side != side {
                started = (side, tilt.time)
                peak = 0
            }
            peak = max(peak, stage)
            return nil
        case .commit(let side):
            started = nil
            peak = 0
            return side
        case .neutral:
            defer {
                started = nil
                peak = 0
            }
            guard let started, peak >= minimumStage, tilt.time - started.at <= maximumSeconds else { return nil }
            return started.side
        case .calibrated:
            return nil
        }
    }
}
