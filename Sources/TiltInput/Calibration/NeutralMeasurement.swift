/// A device's neutral pose and its noise, measured from readings taken while it was held still
/// (`tiltquiz calibrate`). The game still finds the neutral pose at each question (`NeutralCalibrator`);
/// this says how steady the device is.
///
/// Vectors are m/s^2 in the game's frame (after units and the mount matrix,
/// Android/SDL axes, no display rotation); roll is asin(x/|a|) in degrees,
/// + = left edge down, as the pipeline measures it.
public struct NeutralMeasurement: Sendable, Equatable {
    /// Three axes in m/s^2.
    public struct Vector: Codable, Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var z: Double
    }

    /// Readings further than this from 1 g are shakes, as the pipeline's gate says.
    public static let gateMetersPerSecondSquared = GestureProfile.standard.magnitudeToleranceMetersPerSecondSquared
    /// The roll may wander this much between the two halves of the measurement.
    public static let maxDriftDegrees = GestureProfile.standard.calibrationMaxSpreadDegrees

    /// The mean reading while held still.
    public var neutral: Vector
    public var neutralRollDegrees: Double
    /// The (population) standard deviation of each axis while held still.
    public var noise: Vector
    public var noiseRollDegrees: Double
    /// How many still readings it was measured from.
    public var samples: Int

    /// Measures `samples`, read over `seconds`; fails when the device was not still enough.
    ///
    /// Shakes (readings more than `gateMetersPerSecondSquared` from 1 g) are
    /// left out, but more than one in ten fails the measurement, as does a
    /// roll that moved more than `maxDriftDegrees` between the two halves.
    public init(_ samples: [AccelSample], seconds: Double) throws(NeutralMeasurementError) {
        let gate = Self.gateMetersPerSecondSquared
        let still = samples.filter { sample in
            abs(sample.magnitudeMetersPerSecondSquared - standardGravityMetersPerSecondSquared) <= gate
        }
        guard !still.isEmpty else {
            throw samples.isEmpty ? .noReadings(seconds: seconds) : .onlyShakes
        }
        guard still.count * 10 >= samples.count * 9 else {
            throw .shaken(shakes: samples.count - still.count, of: samples.count)
        }
        let rolls = still.map { $0.rollDegrees ?? 0 }
        let half = rolls.count / 2
        if half > 0 {
            let drift = abs(Self.mean(rolls[..<half]) - Self.mean(rolls[half...]))
            guard drift <= Self.maxDriftDegrees else { throw .moved(rollChangeDegrees: drift) }
        }
        let xs = still.map(\.x)
        let ys = still.map(\.y)
        let zs = still.map(\.z)
        neutral = Vector(x: Self.mean(xs[...]), y: Self.mean(ys[...]), z: Self.mean(zs[...]))
        neutralRollDegrees = AccelSample(time: 0, x: neutral.x, y: neutral.y, z: neutral.z).rollDegrees ?? 0
        noise = Vector(x: Self.deviation(xs), y: Self.deviation(ys), z: Self.deviation(zs))
        noiseRollDegrees = Self.deviation(rolls)
        self.samples = still.count
    }

    static func mean(_ values: ArraySlice<Double>) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// The population standard deviation.
    static func deviation(_ values: [Double]) -> Double {
        let average = mean(values[...])
        let variance = mean(values.map { ($0 - average) * ($0 - average) }[...])
        return variance.squareRoot()
    }
}

/// Why a calibration failed, in words that say what to do.
public enum NeutralMeasurementError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sensor sent nothing in the time given.
    case noReadings(seconds: Double)
    /// Every reading was a shake.
    case onlyShakes
    /// More than one reading in ten was a shake.
    case shaken(shakes: Int, of: Int)
    /// The roll moved between the first and second half of the readings.
    case moved(rollChangeDegrees: Double)

    public var description: String {
        switch self {
        case .noReadings(let seconds):
            return "the sensor sent no readings in \(seconds) s; check it with tiltquiz devices"
        case .onlyShakes:
            return "every reading was a shake (more than \(NeutralMeasurement.gateMetersPerSecondSquared) m/s^2 "
                + "from 1 g); hold the device still and run tiltquiz calibrate again"
        case .shaken(let shakes, let count):
            return "the device was shaken (\(shakes) of \(count) readings); "
                + "hold it still and run tiltquiz calibrate again"
        case .moved(let degrees):
            return "the device moved during calibration (its roll changed by "
                + "\(DecimalText.fixed(degrees, decimals: 1))°); hold it still and run tiltquiz calibrate again"
        }
    }
}
