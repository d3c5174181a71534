import QuizCore
import Testing
import TiltInput

/// A scripted player feeding a pipeline as the script runs, recording every event.
struct TiltSession {
    var script: TiltScript
    var pipeline: TiltPipeline
    private(set) var events: [TimedTiltEvent] = []

    init(profile: GestureProfile = .standard, noiseDegrees: Double = 0, seed: UInt64 = 1) {
        script = TiltScript(noiseDegrees: noiseDegrees, random: SeededRandom(seed: seed))
        pipeline = TiltPipeline(profile: profile)
    }

    /// The events without their times.
    var kinds: [TiltEvent] { events.map(\.event) }

    /// Events from `time` on (inclusive).
    func kinds(from time: Double) -> [TiltEvent] {
        events.filter { $0.time >= time - 1e-9 }.map(\.event)
    }

    /// Time of the first event equal to `event`, if any.
    func time(of event: TiltEvent) -> Double? {
        events.first { $0.event == event }?.time
    }

    mutating func feed(_ samples: [AccelSample]) {
        for sample in samples {
            events += pipeline.process(sample)
        }
    }

    /// The usual start of a question: the player holds still for a second.
    mutating func settle(seconds: Double = 1) {
        feed(script.hold(seconds: seconds))
    }

    mutating func hold(seconds: Double) {
        feed(script.hold(seconds: seconds))
    }

    mutating func ramp(to angle: Double, degreesPerSecond: Double) {
        feed(script.ramp(to: angle, degreesPerSecond: degreesPerSecond))
    }

    mutating func follow(seconds: Double, _ angle: (Double) -> Double) {
        feed(script.follow(seconds: seconds, angle))
    }

    mutating func shake(seconds: Double, _ extra: (Double) -> (x: Double, y: Double, z: Double)) {
        feed(script.shake(seconds: seconds, extra))
    }

    /// Holds the current angle until `event` happens (returning its time), or gives up after `maxSeconds`.
    mutating func hold(until event: TiltEvent, maxSeconds: Double = 5) -> Double? {
        let deadline = script.nextTime + maxSeconds
        while script.nextTime < deadline {
            let sample = script.sample(angle: script.angleDegrees)
            let new = pipeline.process(sample)
            events += new
            if let match = new.first(where: { $0.event == event }) {
                return match.time
            }
        }
        return nil
    }

    /// The usual answer: settle, tilt left to 40 degrees at 300 degrees a second and hold until it commits;
    /// the commit's time (a test fails when none came within `hold(until:)`'s limit).
    mutating func commitLeft() throws -> Double {
        settle()
        ramp(to: 40, degreesPerSecond: 300)
        let commit = hold(until: .commit(.left))
        return try #require(commit, "tilting left never committed")
    }

    /// A touch on the screen at the time of the next sample.
    mutating func touch() {
        pipeline.noteTouch(at: script.nextTime)
    }
}

extension TiltEvent {
    /// The full climb to a commit toward `side`.
    static func climb(_ side: TiltSide) -> [TiltEvent] {
        [.stage(side, 1), .stage(side, 2), .stage(side, 3), .commit(side)]
    }
}

extension TiltSide {
    /// +1 for left (positive roll), -1 for right.
    var sign: Double { self == .left ? 1 : -1 }
}
