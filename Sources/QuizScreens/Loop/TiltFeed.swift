import TiltInput

/// The session's tilt: a motion source, the pipeline it feeds, and the
/// keyboard's simulated device when keys drive the tilt. Scenes read the
/// arrow stage and roll from here and ask it to recalibrate.
public final class TiltFeed {
    public let source: any MotionSource
    /// The simulated device when the keyboard drives the tilt, else nil.
    public let keyboard: SimulatedTilt?
    public private(set) var pipeline: TiltPipeline
    /// The time of the newest sample seen, if any.
    public private(set) var lastSampleTime: Double?
    private var leftHeld = false
    private var rightHeld = false

    public init(source: any MotionSource, profile: GestureProfile = .standard) {
        self.source = source
        self.keyboard = source as? SimulatedTilt
        self.pipeline = TiltPipeline(profile: profile)
    }

    /// Runs every sample up to `time` through the pipeline.
    public func events(through time: Double) -> [TimedTiltEvent] {
        var events: [TimedTiltEvent] = []
        for sample in source.samples(through: time) {
            lastSampleTime = sample.time
            events.append(contentsOf: pipeline.process(sample))
        }
        return events
    }

    /// Left/Right keys tilt the simulated device (ignored for real sensors).
    public func key(_ name: String, down: Bool, at time: Double) {
        guard let keyboard else { return }
        switch name {
        case "left": leftHeld = down
        case "right": rightHeld = down
        default: return
        }
        keyboard.setHeld(left: leftHeld, right: rightHeld, at: time)
    }

    public func recalibrate() {
        pipeline.recalibrate()
    }

    public func noteTouch(at time: Double) {
        pipeline.noteTouch(at: time)
    }

    /// True when a real or replayed device drives the tilt (not the keyboard).
    public var isSensor: Bool { keyboard == nil }
}
