import TiltInput

extension TiltFeed {
    /// Hands a key to the tilt feed: SDL's `left` and `right` (the arrow keys and the
    /// d-pad) tilt the keyboard's simulated device; other keys are not the feed's.
    func key(_ name: String, down: Bool, at time: Double) {
        switch name {
        case "left": arrowKey(.left, down: down, at: time)
        case "right": arrowKey(.right, down: down, at: time)
        default: break
        }
    }
}
