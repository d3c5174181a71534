import TiltInput

/// Input on a mirrored (right-to-left) frame, brought back to the screen as it was laid out: screens lay out
/// left to right and the painter mirrors what they draw (`Painter.mirrored`), so a tap's x is taken across the
/// width (except on what was drawn physically: `Painter.isPhysical`), and left and right swap in swipes and
/// tilts (a tilt toward a tile on the screen moves toward it). The arrow keys keep their names: Left moves to the
/// item before, as in the screen's own order, and a physical keyboard's letters answer them as drawn. The loop
/// does it for every scene; a physical screen that takes tilts by side (the tilt game) takes them back.
enum InputMirror {
    /// `input` mirrored across a frame `width` wide.
    static func flipped(_ input: InputEvent, width: Double) -> InputEvent {
        switch input {
        case .tap(let x, let y): return .tap(x: width - x, y: y)
        case .touch(let finger, let x, let y, let down): return .touch(finger: finger, x: width - x, y: y, down: down)
        case .swipe(.left): return .swipe(.right)
        case .swipe(.right): return .swipe(.left)
        case .swipe, .key, .scroll, .text, .quit: return input
        }
    }

    /// A tilt toward the other side.
    static func flipped(_ tilt: TimedTiltEvent) -> TimedTiltEvent {
        switch tilt.event {
        case .stage(let side, let stage): return TimedTiltEvent(time: tilt.time, event: .stage(side.other, stage))
        case .commit(let side): return TimedTiltEvent(time: tilt.time, event: .commit(side.other))
        case .calibrated, .neutral: return tilt
        }
    }
}

extension TiltSide {
    /// The side across.
    var other: TiltSide { self == .left ? .right : .left }
}
