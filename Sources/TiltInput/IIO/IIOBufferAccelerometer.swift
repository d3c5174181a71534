import QuizCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An IIO accelerometer read through its buffer, `/dev/iio:deviceN`: every scan the sensor takes, with its timestamp.
///
/// The character device is single-open: when another program (such as
/// iio-sensor-proxy) holds it, init throws `SensorError.busy` and the caller
/// should fall back to `IIOPollAccelerometer`. Samples are stamped from the
/// `in_timestamp` channel (CLOCK_MONOTONIC when `current_timestamp_clock`
/// could be set to it, else CLOCK_REALTIME mapped onto the monotonic clock),
/// or with the read time when there is no timestamp channel.
public final class IIOBufferAccelerometer: MotionSource {
    /// The character device, e.g. /dev/iio:device0.
    public let node: String
    /// The sysfs device folder.
    public let deviceFolder: String
    public let name: String
    public let calibration: IIOAccelCalibration
    public let orientation: SensorOrientation
    /// The scan layout in use.
    public let decoder: IIOScanDecoder
    /// True once the device has gone; no sample will come again.
    public private(set) var isUnplugged = false
    /// The latest reading.
    public private(set) var lastSample: AccelSample?
    /// The last read error other than unplugging, if any.
    public private(set) var lastError: SensorError?

    private let epochSeconds: Double
    private let monotonicSeconds: () -> Double
    private let realtimeSeconds: () -> Double
    private let timestampClock: IIOBufferSetup.TimestampClock
    private let enabledByUs: Bool
    private var descriptor: Int32
    private var pendingBytes: [UInt8] = []
    private var queue = SampleQueue()

    /// Opens `<devRoot>/<folder name>` (before touching sysfs, so a busy device is left alone),
    /// then enables the accel channels, the timestamp and the buffer.
    public init(
        deviceFolder: String,
        devRoot: String = "/dev",
        orientation: SensorOrientation = SensorOrientation(),
        epochSeconds: Double,
        scaleOverride: Double? = nil,
        monotonicSeconds: @escaping () -> Double = SystemClock.monotonicSeconds,
        realtimeSeconds: @escaping () -> Double = SystemClock.realtimeSeconds
    ) throws(SensorError) {
        let deviceName = PathText.name(of: deviceFolder)
        let node = PathText.join(devRoot, deviceName)
        guard SysfsFiles.exists(PathText.join(deviceFolder, "scan_elements", "in_accel_x_en")) else {
            throw SensorError.notAnAccelerometer(
                node: node, reason: "\(deviceFolder) has no scan_elements/in_accel_x_en (no buffer support)")
        }
        let fd = open(node, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw SensorError.from(errorNumber: errno, node: node, operation: "open") }
        let setup: IIOBufferSetup.Result
        do {
            _ = IIOSamplingFrequency.raiseIfSlow(deviceFolder: deviceFolder)
            setup = try IIOBufferSetup.enable(deviceFolder: deviceFolder, node: node)
        } catch {
            closeFileDescriptor(fd)
            throw error
        }
        self.node = node
        self.deviceFolder = deviceFolder
        self.orientation = orientation
        self.epochSeconds = epochSeconds
        self.monotonicSeconds = monotonicSeconds
        self.realtimeSeconds = realtimeSeconds
        descriptor = fd
        decoder = setup.decoder
        enabledByUs = setup.enabledByUs
        timestampClock = setup.timestampClock
        name = SysfsFiles.text(PathText.join(deviceFolder, "name")) ?? ""
        calibration = IIOAccelCalibration.read(deviceFolder: deviceFolder, scaleOverride: scaleOverride)
    }

    deinit {
        close()
    }

    /// The buffer stops only when the device is gone or closed.
    public var isFinished: Bool { isUnplugged || descriptor < 0 }

    public func samples(through time: Double) -> [AccelSample] {
        readPending()
        return queue.take(through: time)
    }

    /// Reads every whole scan waiting in the buffer; never blocks.
    private func readPending() {
        guard descriptor >= 0, !isUnplugged else { return }
        var chunk = [UInt8](repeating: 0, count: max(decoder.scanBytes * 64, 4096))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                pendingBytes.append(contentsOf: chunk[0..<count])
                continue
            }
            if count == 0 { break }  // end of a plain file (replayed scans)
            let errorNumber = errno
            if errorNumber == EINTR { continue }
            if errorNumber != EAGAIN {
                let error = SensorError.from(errorNumber: errorNumber, node: node, operation: "read")
                if case .deviceGone = error { isUnplugged = true } else { lastError = error }
            }
            break
        }
        decodePending()
    }

    private func decodePending() {
        let whole = pendingBytes.count / decoder.scanBytes * decoder.scanBytes
        guard whole > 0, let scans = try? decoder.accelScans(in: Array(pendingBytes[..<whole])) else { return }
        pendingBytes.removeFirst(whole)
        let now = monotonicSeconds()
        let realtimeNow = timestampClock == .realtime ? realtimeSeconds() : 0
        for scan in scans {
            let raw = SIMD3<Double>(Double(scan.raw.x), Double(scan.raw.y), Double(scan.raw.z))
            let linux = calibration.metersPerSecondSquared(raw: raw)
            var monotonic = now
            if let nanoseconds = scan.timestampNanoseconds {
                switch timestampClock {
                case .monotonic: monotonic = Self.seconds(nanoseconds: nanoseconds)
                case .realtime: monotonic = (Self.seconds(nanoseconds: nanoseconds) - realtimeNow) + now
                case .other: break
                }
            }
            let sample = orientation.gameSample(time: monotonic - epochSeconds, linux: (linux.x, linux.y, linux.z))
            lastSample = sample
            queue.append(sample)
        }
    }

    /// Splits before converting: a realtime stamp (~1.7e18 ns) is beyond a Double's exact integers.
    private static func seconds(nanoseconds: Int64) -> Double {
        Double(nanoseconds / 1_000_000_000) + Double(nanoseconds % 1_000_000_000) / 1e9
    }

    /// Switches the buffer off (if this process switched it on) and closes the device; safe to call twice.
    public func close() {
        guard descriptor >= 0 else { return }
        if enabledByUs {
            SysfsFiles.store("0", to: PathText.join(deviceFolder, "buffer", "enable"))
        }
        closeFileDescriptor(descriptor)
        descriptor = -1
    }
}
