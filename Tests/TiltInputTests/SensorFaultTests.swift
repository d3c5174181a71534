import QuizCore
import Testing

@testable import TiltInput

/// Sensor faults (the soak's): broken readings, a frozen sensor, bursts of
/// SYN_DROPPED and an unplug mid-tilt must never answer for the player, and
/// a real tilt afterwards must still answer exactly once.
@Suite struct SensorFaultTests {
    static let g = 9.80665

    /// Readings no sensor should send, and clocks that misbehave.
    static let broken: [(x: Double, y: Double, z: Double)] = [
        (.nan, g, 0), (0, .nan, .nan), (.infinity, 0, 0), (-.infinity, g, 0), (1e9, 0, 0), (-1e300, 1e300, 0),
        (0, 0, 0), (g, 0, 0), (-g, 0, 0), (.greatestFiniteMagnitude, 0, 0), (Double.leastNonzeroMagnitude, 0, 0),
        (4 * g, 0, 0), (0, -g, 0),
    ]

    /// True when the events answer (commit) or climb to a stage; `upTo` is the highest stage allowed.
    static func answered(_ events: [TiltEvent], stagesUpTo allowed: Int = 0) -> Bool {
        events.contains {
            switch $0 {
            case .commit: true
            case .stage(_, let stage): stage > allowed
            case .calibrated, .neutral: false
            }
        }
    }

    @Test(arguments: [1, 2, 3])
    func brokenReadingsAmongStillOnesNeverAnswer(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var session = TiltSession()
        session.settle()
        let start = session.script.nextTime
        var injected = 0
        for _ in 0..<6000 {
            var sample = session.script.sample(angle: 0)
            if Int.random(in: 0..<4, using: &random) == 0 {
                let bad = Self.broken[Int.random(in: 0..<Self.broken.count, using: &random)]
                (sample.x, sample.y, sample.z) = bad
                switch Int.random(in: 0..<8, using: &random) {
                case 0: sample.time = .nan
                case 1: sample.time = -sample.time
                case 2: sample.time = .infinity
                default: break
                }
                injected += 1
            }
            session.feed([sample])
        }
        #expect(injected > 1000)
        // A lone reading of the right size pointing far away ((g, 0, 0): the device on its side) may
        // flash the first arrow, but never more.
        #expect(!Self.answered(session.kinds(from: start), stagesUpTo: 1), "a broken reading answered")
        Self.expectARealTiltStillAnswersOnce(&session)
    }

    @Test(arguments: [0.0, 8.0, -8.0])
    func aFrozenSensorNeverAnswers(angle: Double) {
        var session = TiltSession()
        session.settle()
        session.ramp(to: angle, degreesPerSecond: 40)
        let start = session.script.nextTime
        let frozen = session.script.sample(angle: angle)
        // Two minutes of the same reading at the same time, then with the clock running on.
        session.feed(Array(repeating: frozen, count: 12_000))
        for index in 0..<12_000 {
            var sample = frozen
            sample.time += Double(index) / 100
            session.feed([sample])
        }
        #expect(!Self.answered(session.kinds(from: start)), "a frozen sensor answered")
        session.script.skip(seconds: 120)  // the script's clock catches up with the frozen one
        session.ramp(to: 0, degreesPerSecond: 40)
        session.hold(seconds: 2)
        Self.expectARealTiltStillAnswersOnce(&session)
    }

    @Test func anUnplugMidTiltAnswersNothingAndAReplugStartsClean() {
        var session = TiltSession()
        session.settle()
        let before = session.events.count
        session.ramp(to: 16, degreesPerSecond: 60)  // stage 1-2, short of the answer
        #expect(session.pipeline.stage < 3)
        // Unplugged; plugged back in, level, on a sensor clock that starts again from 0.
        session.script = TiltSession().script
        session.hold(seconds: 3)
        #expect(!Self.answered(session.events.dropFirst(before).map(\.event), stagesUpTo: 2))
        Self.expectARealTiltStillAnswersOnce(&session)
    }

    @Test(arguments: [1, 2, 3])
    func synDroppedBurstsNeverAnswer(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var assembler = EvdevSampleAssembler(
            initialRaw: SIMD3(0, -256, 0), unitsPerG: SIMD3(repeating: 256), orientation: SensorOrientation())
        var pipeline = TiltPipeline()
        var events: [TiltEvent] = []
        var bursts = 0
        func feed(_ sample: AccelSample?) {
            if let sample { events += pipeline.process(sample).map(\.event) }
        }
        for frame in 0..<6000 {
            let time = Double(frame) / 100
            let jitter = Int32.random(in: -3...3, using: &random)
            if Int.random(in: 0..<50, using: &random) == 0 {
                // A burst: the kernel's buffer overflowed mid-frame, leaving a torn, tilted partial frame.
                bursts += 1
                feed(assembler.accept(Self.event(0, 0, 3, at: time)))
                for _ in 0..<Int.random(in: 1...20, using: &random) {
                    feed(assembler.accept(Self.event(3, 0, -256, at: time)))
                    feed(assembler.accept(Self.event(3, 1, 0, at: time)))
                    if Bool.random(using: &random) { feed(assembler.accept(Self.event(0, 0, 3, at: time))) }
                }
                feed(assembler.accept(Self.event(0, 0, 0, at: time)))
                assembler.acceptSync(Self.event(3, 0, jitter, at: time))
                assembler.acceptSync(Self.event(0, 0, 0, at: time))
                let state: SIMD3<Int32>? = Bool.random(using: &random) ? SIMD3(jitter, -256, 0) : nil
                feed(assembler.endSync(currentRaw: state, time: time))
                continue
            }
            feed(assembler.accept(Self.event(3, 0, jitter, at: time)))
            feed(assembler.accept(Self.event(0, 0, 0, at: time)))
        }
        #expect(bursts > 60)
        #expect(events.first == .calibrated)
        #expect(!Self.answered(events), "a dropped frame answered")
    }

    static func event(_ type: UInt16, _ code: UInt16, _ value: Int32, at time: Double) -> EvdevEvent {
        EvdevEvent(type: type, code: code, value: value, timeSeconds: time)
    }

    /// After the fault, a real tilt to the left commits once and nothing else does.
    static func expectARealTiltStillAnswersOnce(_ session: inout TiltSession) {
        session.hold(seconds: 2)
        let start = session.script.nextTime
        session.ramp(to: 40, degreesPerSecond: 200)
        session.hold(seconds: 1)
        session.ramp(to: 0, degreesPerSecond: 200)
        session.hold(seconds: 1)
        let commits = session.kinds(from: start).filter { if case .commit = $0 { true } else { false } }
        #expect(commits == [.commit(.left)], "a real tilt after the fault: \(session.kinds(from: start))")
    }
}
