import QuizCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An IIO accelerometer read by polling sysfs `in_accel_{x,y,z}_raw` (not exclusive, works beside iio-sensor-proxy).
///
/// `samples(through:)` reads the three attributes at most `pollHertz` times a
/// second and stamps the reading with `monotonicSeconds() - epochSeconds`
/// (the clock is injectable so tests are deterministic). Values are
/// `(raw + offset) * scale` m/s^2, then the Linux-to-game frame conversion.
/// A failed read with ENODEV or ENOENT (device removed) sets `isUnplugged`;
/// other failures skip that poll and keep the held reading.
public final class IIOPollAccelerometer: MotionSource {
    /// The sysfs device folder, e.g. /sys/bus/iio/devices/iio:device0.
    public let deviceFolder: String
    /// The device's `name` attribute ("" when it has none).
    public let name: String
    public let calibration: IIOAccelCalibration
    public let orientation: SensorOrientation
    /// Polls per second at most.
    public let pollHertz: Double
    /// The sensor's sampling frequency after any raise (nil when it has none or it is unreadable).
    public let samplingFrequencyHertz: Double?
    /// Why the sampling frequency stayed too low, if it did.
    public let samplingFrequencyProblem: String?
    /// True once the device has gone; no sample will come again.
    public private(set) var isUnplugged = false
    /// The latest reading.
    public private(set) var lastSample: AccelSample?

    private let epochSeconds: Double
    private let monotonicSeconds: () -> Double
    private let rawPaths: [String]
    private var lastPollSeconds: Double?
    private var queue = SampleQueue()

    /// Checks the device folder, reads scale and offset, and raises a too-slow sampling frequency.
    ///
    /// `epochSeconds` is the game's CLOCK_MONOTONIC reading at start and
    /// `monotonicSeconds` the clock to read (tests pass a manual one).
    /// `pollHertz` outside 1...1000 (or not finite) falls back to 100.
    public init(
        deviceFolder: String,
        orientation: SensorOrientation = SensorOrientation(),
        epochSeconds: Double,
        pollHertz: Double = 100,
        scaleOverride: Double? = nil,
        monotonicSeconds: @escaping () -> Double = SystemClock.monotonicSeconds
    ) throws(SensorError) {
        self.deviceFolder = deviceFolder
        self.orientation = orientation
        self.epochSeconds = epochSeconds
        self.monotonicSeconds = monotonicSeconds
        self.pollHertz = pollHertz.isFinite && (1...1000).contains(pollHertz) ? pollHertz : 100
        rawPaths = IIOAccelCalibration.axisNames.map { PathText.join(deviceFolder, "in_accel_\($0)_raw") }

        guard SysfsFiles.exists(deviceFolder) else { throw SensorError.deviceGone(node: deviceFolder) }
        for path in rawPaths {
            if case .failure(let errorNumber) = SysfsFiles.load(path) {
                if errorNumber == ENOENT {
                    throw SensorError.notAnAccelerometer(
                        node: deviceFolder, reason: "it has no \(PathText.name(of: path))")
                }
                throw SensorError.from(errorNumber: errorNumber, node: path, operation: "read")
            }
        }
        name = SysfsFiles.text(PathText.join(deviceFolder, "name")) ?? ""
        calibration = IIOAccelCalibration.read(deviceFolder: deviceFolder, scaleOverride: scaleOverride)
        let frequency = IIOSamplingFrequency.raiseIfSlow(deviceFolder: deviceFolder)
        samplingFrequencyHertz = frequency.hertz
        samplingFrequencyProblem = frequency.problem
    }

    /// Polling stops only when the device is gone.
    public var isFinished: Bool { isUnplugged }

    public func samples(through time: Double) -> [AccelSample] {
        pollIfDue()
        return queue.take(through: time)
    }

    private func pollIfDue() {
        guard !isUnplugged else { return }
        let now = monotonicSeconds()
        if let lastPollSeconds, now - lastPollSeconds < 1 / pollHertz - 1e-9 {
            return
        }
        lastPollSeconds = now
        var raw = SIMD3<Double>()
        for (axis, path) in rawPaths.enumerated() {
            switch SysfsFiles.load(path) {
            case .failure(let errorNumber):
                if errorNumber == ENODEV || errorNumber == ENOENT { isUnplugged = true }
                return
            case .text(let text):
                guard let value = DecimalText.double(text) else { return }
                raw[axis] = value
            }
        }
        let linux = calibration.metersPerSecondSquared(raw: raw)
        let sample = orientation.gameSample(time: now - epochSeconds, linux: (linux.x, linux.y, linux.z))
        lastSample = sample
        queue.append(sample)
    }
}
