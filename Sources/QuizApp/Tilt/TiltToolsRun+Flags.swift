extension TiltToolsRun {
    /// The seconds `calibrate` may measure for: long enough to see the noise, short enough to hold still.
    public static let calibrationSeconds: ClosedRange<Double> = 0.2...60

    /// Why `calibrate --seconds` is refused, as the line that says so; nil within `calibrationSeconds`.
    public static func calibrationProblem(seconds: Double) -> String? {
        calibrationSeconds.contains(seconds) ? nil : "--seconds must be between 0.2 and 60"
    }

    /// Why `record --seconds` is refused, as the line that says so; nil for a positive number of seconds.
    public static func recordingProblem(seconds: Double) -> String? {
        seconds.isFinite && seconds > 0 ? nil : "--seconds must be a positive number"
    }
}
