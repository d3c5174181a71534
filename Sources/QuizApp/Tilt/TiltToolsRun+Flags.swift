import Foundation
import QuizText

extension TiltToolsRun {
    /// The seconds `calibrate` may measure for: long enough to see the noise, short enough to hold still.
    public static let calibrationSeconds: ClosedRange<Double> = 0.2...60

    /// Why `calibrate --seconds` is refused, as the line that says so in `words` (the operator's catalog); nil
    /// within `calibrationSeconds`.
    public static func calibrationProblem(seconds: Double, words: Catalog) -> String? {
        calibrationSeconds.contains(seconds)
            ? nil
            : words.text(
                "cli.calibrate_seconds",
                [
                    "min": String(format: "%g", calibrationSeconds.lowerBound),
                    "max": String(format: "%g", calibrationSeconds.upperBound),
                ])
    }

    /// Why `record --seconds` is refused, as the line that says so in `words`; nil for a positive number of seconds.
    public static func recordingProblem(seconds: Double, words: Catalog) -> String? {
        seconds.isFinite && seconds > 0 ? nil : words["cli.record_seconds"]
    }
}
