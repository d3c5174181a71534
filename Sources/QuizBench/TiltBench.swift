import Foundation
import TiltInput

/// The tilt pipeline's cost per sample, and how late it commits on a clean
/// trace compared with the same trace sampled 100 times finer.
enum TiltBench {
    struct Figures: Encodable {
        var nsPerSample: Double
        var commitLateMs: Double
        var samplePeriodMs: Double
    }

    static func run(quick: Bool) -> Figures {
        let rate = 100.0
        let trace = samples(rateHertz: rate, seconds: 60)
        var pipeline = TiltPipeline()
        var events = 0
        let rounds = quick ? 5 : 50
        let seconds = Stopwatch.time {
            for _ in 0..<rounds {
                pipeline = TiltPipeline()
                for sample in trace { events += pipeline.process(sample).count }
            }
        }
        let perSample = seconds * 1e9 / Double(trace.count * rounds)
        let coarse = firstCommit(samples(rateHertz: rate, seconds: 3))
        let fine = firstCommit(samples(rateHertz: rate * 100, seconds: 3))
        let late = (coarse ?? .nan) - (fine ?? .nan)
        return Figures(nsPerSample: perSample.rounded(), commitLateMs: late * 1000, samplePeriodMs: 1000 / rate)
    }

    /// A device held flat, tilted left to 35 degrees at 1 s (over 0.3 s), held
    /// 0.8 s, back to level, repeating every 3 s.
    static func samples(rateHertz: Double, seconds: Double) -> [AccelSample] {
        let count = Int(seconds * rateHertz)
        return (0..<count).map { index in
            let time = Double(index) / rateHertz
            let phase = time.truncatingRemainder(dividingBy: 3)
            let degrees: Double
            switch phase {
            case ..<1: degrees = 0
            case ..<1.3: degrees = 35 * (phase - 1) / 0.3
            case ..<2.1: degrees = 35
            case ..<2.4: degrees = 35 * (1 - (phase - 2.1) / 0.3)
            default: degrees = 0
            }
            let radians = degrees * .pi / 180
            return AccelSample(time: time, x: 9.80665 * sin(radians), y: 0, z: 9.80665 * cos(radians))
        }
    }

    static func firstCommit(_ trace: [AccelSample]) -> Double? {
        var pipeline = TiltPipeline()
        for sample in trace {
            for event in pipeline.process(sample) {
                if case .commit = event.event { return event.time }
            }
        }
        return nil
    }
}
