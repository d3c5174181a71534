/// The game's tilt: one motion source, the pipeline it feeds, and the
/// simulated device when the arrow keys drive the tilt. The front end reads
/// the arrow stage and roll from here and asks it to recalibrate; `tiltquiz
/// play` builds it from `--tilt`.
///
/// With a live accelerometer (`init(watch:pacer:profile:)`) the feed also holds the last
/// reading while a still device sends nothing, and when the sensor is
/// unplugged it switches to the keyboard's simulated device (touch works
/// throughout; the device starts level and moves with keys pressed after
/// the switch) until the sensor returns. Each switch starts a fresh pipeline,
/// which calibrates again, and resets the arrow with a `.neutral` event.
public final class TiltFeed {
    /// The source in use now: the sensor, a replay, or the keyboard's simulated device.
    public private(set) var source: any MotionSource
    /// The simulated device when the keyboard drives the tilt, else nil.
    public private(set) var keyboard: SimulatedTilt?
    /// The live sensor's watch, when a hardware accelerometer drives the game.
    public let watch: SensorWatch?
    /// The pipeline the source feeds: its arrow stage, roll and calibration.
    public private(set) var pipeline: TiltPipeline
    /// The time of the newest sample seen, if any.
    public private(set) var lastSampleTime: Double?
    /// Told of every tilt event, recalibration and sensor change (`tiltquiz play --tilt-log`).
    public var observer: ((TiltFeedNote) -> Void)?

    /// A live reading is repeated when the device has sent nothing for this long.
    static let holdRepeatSeconds = 0.05
    /// The message shown while the sensor is unplugged.
    public static let disconnectedMessage = "Tilt sensor disconnected — use touch or the arrow keys"

    private var pacer: SensorPacer
    private var leftHeld = false
    private var rightHeld = false
    /// Game time at the keyboard device's time 0 (it starts at 0 when it takes over).
    private var keyboardStartsAt = 0.0
    private var heldReading: AccelSample?
    private var lastFedTime = -Double.infinity
    private var latestTime = 0.0

    /// A feed from one source that never changes (keys, a replay, a scripted source).
    public init(source: any MotionSource, profile: GestureProfile = .standard) {
        self.source = source
        self.keyboard = source as? SimulatedTilt
        self.watch = nil
        self.pipeline = TiltPipeline(profile: profile)
        self.pacer = SensorPacer(mode: .shared, epochSeconds: 0)
    }

    /// A feed from a live accelerometer, falling back to the keyboard while it is unplugged.
    public init(watch: SensorWatch, pacer: SensorPacer, profile: GestureProfile = .standard) {
        self.watch = watch
        self.pacer = pacer
        self.pipeline = TiltPipeline(profile: profile)
        if let sensor = watch.current {
            self.source = sensor.source
            self.keyboard = nil
        } else {
            let keyboard = SimulatedTilt()
            self.source = keyboard
            self.keyboard = keyboard
        }
    }

    /// Runs every sample up to `time` through the pipeline.
    public func events(through time: Double) -> [TimedTiltEvent] {
        latestTime = time
        var events: [TimedTiltEvent] = []
        if let watch {
            let (live, change) = watch.poll(through: pacer.sensorTime(forGame: time))
            var samples = live.map { sample in
                var sample = sample
                sample.time = pacer.gameTime(forSensor: sample.time)
                return sample
            }
            if change == nil, watch.isConnected {
                samples = holdingReading(samples, at: time)
            }
            events += process(samples)
            if let change { events += switchSource(for: change, at: time) }
        }
        if let keyboard {
            let samples = keyboard.samples(through: time - keyboardStartsAt).map { sample in
                var sample = sample
                sample.time += keyboardStartsAt
                return sample
            }
            events += process(samples)
        } else if watch == nil {
            events += process(source.samples(through: time))
        }
        for event in events { observer?(.event(event)) }
        return events
    }

    /// The Left or Right arrow key went down or up: it tilts the simulated device
    /// (and is remembered while a real sensor drives the tilt).
    public func arrowKey(_ side: TiltSide, down: Bool, at time: Double) {
        switch side {
        case .left: leftHeld = down
        case .right: rightHeld = down
        }
        keyboard?.setHeld(left: leftHeld, right: rightHeld, at: time - keyboardStartsAt)
    }

    /// Measures a new neutral pose from the next steady samples (each question start).
    public func recalibrate() {
        pipeline.recalibrate()
        observer?(.recalibrate(at: latestTime))
    }

    /// A touch at `time`: tilt is ignored for a moment after it.
    public func noteTouch(at time: Double) {
        pipeline.noteTouch(at: time)
    }

    /// True when a real or replayed device drives the tilt (not the keyboard).
    public var isSensor: Bool { keyboard == nil }

    /// What the top banner should say, or nil for no banner (the sensor is unplugged).
    public var bannerMessage: String? {
        guard let watch, !watch.isConnected else { return nil }
        return Self.disconnectedMessage
    }

    private func process(_ samples: [AccelSample]) -> [TimedTiltEvent] {
        var events: [TimedTiltEvent] = []
        for var sample in samples {
            // One clock for the pipeline: a sample never goes back before one already fed.
            sample.time = max(sample.time, lastFedTime)
            lastFedTime = sample.time
            lastSampleTime = sample.time
            events.append(contentsOf: pipeline.process(sample))
        }
        return events
    }

    /// The live samples, or the held reading again when the device has been quiet (a still evdev device sends nothing).
    private func holdingReading(_ samples: [AccelSample], at time: Double) -> [AccelSample] {
        if let last = samples.last {
            heldReading = last
            return samples
        }
        guard var held = heldReading, time - lastFedTime >= Self.holdRepeatSeconds else { return samples }
        held.time = time
        return [held]
    }

    private func switchSource(for change: SensorWatch.Change, at time: Double) -> [TimedTiltEvent] {
        pipeline = TiltPipeline(profile: pipeline.profile)
        heldReading = nil
        switch change {
        case .lost(let info):
            // The simulated device starts level so the fresh pipeline can calibrate; keys pressed from now on move it.
            let simulated = SimulatedTilt()
            keyboardStartsAt = time
            (leftHeld, rightHeld) = (false, false)
            keyboard = simulated
            source = simulated
            observer?(.sensorLost(info, at: time))
        case .returned(let info):
            keyboard = nil
            if let sensor = watch?.current { source = sensor.source }
            observer?(.sensorReturned(info, at: time))
        }
        return [TimedTiltEvent(time: time, event: .neutral)]
    }
}
