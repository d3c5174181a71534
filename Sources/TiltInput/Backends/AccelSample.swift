#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard gravity, the magnitude of a still accelerometer's reading.
let standardGravityMetersPerSecondSquared = 9.80665

/// One accelerometer reading in the Android/SDL device frame.
///
/// Units are m/s^2. At rest the reading points away from the Earth; +x is the
/// right edge, +y the top edge, +z out of the screen, so tilting the left edge
/// down makes x positive.
public struct AccelSample: Sendable, Equatable {
    /// Seconds on a monotonic clock.
    public var time: Double
    public var x: Double
    public var y: Double
    public var z: Double

    public init(time: Double, x: Double, y: Double, z: Double) {
        self.time = time
        self.x = x
        self.y = y
        self.z = z
    }
}

/// Anything that yields accelerometer samples (hardware, simulation, replay).
///
/// Implementations must return each sample once, in non-decreasing time order,
/// and never block: a source with nothing new returns an empty array.
public protocol MotionSource: AnyObject {
    /// Every sample with time <= `time` not returned before, in time order.
    func samples(through time: Double) -> [AccelSample]
    /// True when no sample will ever come again (a replay that has ended).
    var isFinished: Bool { get }
}

extension AccelSample {
    /// Length of the acceleration vector in m/s^2.
    var magnitudeMetersPerSecondSquared: Double {
        (x * x + y * y + z * z).squareRoot()
    }

    /// True when every field is a finite number.
    var isFinite: Bool {
        time.isFinite && x.isFinite && y.isFinite && z.isFinite
    }

    /// Elevation of the device's x axis in degrees: asin(x/|a|), + = left edge down.
    ///
    /// Nil when the vector is too short to have a direction (free fall, or a
    /// filter averaging opposite readings).
    var rollDegrees: Double? {
        let magnitude = magnitudeMetersPerSecondSquared
        guard magnitude.isFinite, magnitude > 1e-6 else { return nil }
        let sine = min(1, max(-1, x / magnitude))
        return asin(sine) * 180 / Double.pi
    }

    /// True when the reading is finite and its magnitude is within `tolerance` of g,
    /// i.e. the device is not being shaken, thrown or dropped.
    func isStill(toleranceMetersPerSecondSquared tolerance: Double) -> Bool {
        guard isFinite else { return false }
        let magnitude = magnitudeMetersPerSecondSquared
        return abs(magnitude - standardGravityMetersPerSecondSquared) <= tolerance
    }
}
