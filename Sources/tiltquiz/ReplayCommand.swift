import ArgumentParser
import Foundation
import TiltInput

/// `tiltquiz replay FILE`: runs a recorded trace through the tilt pipeline
/// and prints what it detects.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Print the tilt pipeline's events for a recorded trace.")

    @Argument(help: "A JSON Lines trace: {\"t\": seconds, \"x\", \"y\", \"z\": m/s^2}.")
    var file: String

    @Flag(help: "One JSON object per event.")
    var json = false

    @Option(help: "Gesture profile: default or lenient.")
    var profile: ProfileOption?

    func run() throws {
        let source: ReplayAccelerometer
        do {
            source = try ReplayAccelerometer.load(path: file)
        } catch {
            throw CommandFailure(error)
        }
        var pipeline = TiltPipeline(profile: profile?.profile ?? .standard)
        for sample in source.samples(through: .infinity) {
            for event in pipeline.process(sample) {
                print(json ? event.jsonLine : Self.describe(event))
            }
        }
    }

    static func describe(_ event: TimedTiltEvent) -> String {
        let time = String(format: "%7.2f s  ", event.time)
        switch event.event {
        case .calibrated: return time + "calibrated"
        case .stage(let side, let stage): return time + "stage \(stage) \(side.rawValue)"
        case .commit(let side): return time + "commit \(side.rawValue) (\(side == .left ? "TRUE" : "FALSE"))"
        case .neutral: return time + "neutral"
        }
    }
}
