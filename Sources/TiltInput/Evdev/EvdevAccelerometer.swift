import CEvdev

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An evdev accelerometer (`/dev/input/eventN`) read through libevdev.
///
/// Each `samples(through:)` drains every pending event without blocking and
/// emits one sample per SYN_REPORT. A still device sends nothing (the kernel
/// drops unchanged values), so the reading at open (EVIOCGABS) is the first
/// sample and `lastSample` holds the latest one. SYN_DROPPED is resynced with
/// LIBEVDEV_READ_FLAG_SYNC. Event times are CLOCK_MONOTONIC seconds minus the
/// game's epoch. Unplugging sets `isUnplugged`; reads then return nothing.
public final class EvdevAccelerometer: MotionSource {
    /// The device node, e.g. /dev/input/event4.
    public let node: String
    /// The kernel's device name.
    public let name: String
    /// Units per g of ABS_X/Y/Z in use (absinfo resolution, or the fallback when it is 0).
    public let unitsPerG: SIMD3<Double>
    /// True when the resolution was 0 and `unitsPerGWhenUnknown` is in use.
    public let usesFallbackUnits: Bool
    /// True once the device has gone (ENODEV); no sample will come again.
    public private(set) var isUnplugged = false
    /// The latest reading, held while the device is still.
    public var lastSample: AccelSample? { assembler.lastSample }
    /// The last read error other than unplugging (for diagnostics), if any.
    public private(set) var lastError: SensorError?

    private let epochSeconds: Double
    private var descriptor: Int32
    private var device: OpaquePointer?
    private var assembler: EvdevSampleAssembler
    private var queue = SampleQueue()
    /// True when event times come from the kernel on CLOCK_MONOTONIC; false when the clock
    /// could not be set (EVIOCSCLOCKID failed) and samples carry the time they were read.
    public let usesKernelTimestamps: Bool

    /// Opens `node` read-only and non-blocking and checks that it is an accelerometer.
    ///
    /// Accepted: INPUT_PROP_ACCELEROMETER, or ABS_X/Y/Z without any keys (systemd's
    /// rule for ID_INPUT_ACCELEROMETER). `epochSeconds` is the game's CLOCK_MONOTONIC
    /// reading at start; `unitsPerGWhenUnknown` replaces a resolution of 0.
    public init(
        node: String,
        orientation: SensorOrientation = SensorOrientation(),
        epochSeconds: Double,
        unitsPerGWhenUnknown: Double = 256
    ) throws(SensorError) {
        self.node = node
        self.epochSeconds = epochSeconds
        let fd = open(node, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw SensorError.from(errorNumber: errno, node: node, operation: "open") }
        var handle: OpaquePointer?
        let created = libevdev_new_from_fd(fd, &handle)
        guard created == 0, let handle else {
            closeFileDescriptor(fd)
            if -created == ENOTTY || -created == EINVAL {
                throw SensorError.notAnAccelerometer(node: node, reason: "not an evdev input device")
            }
            throw SensorError.from(errorNumber: -created, node: node, operation: "libevdev_new_from_fd")
        }
        descriptor = fd
        device = handle
        name = libevdev_get_name(handle).map { String(cString: $0) } ?? ""

        let fallback = unitsPerGWhenUnknown.isFinite && unitsPerGWhenUnknown > 0 ? unitsPerGWhenUnknown : 256
        var raw = SIMD3<Int32>(0, 0, 0)
        var units = SIMD3<Double>(fallback, fallback, fallback)
        var fallbackUsed = false
        let problem = Self.checkAccelerometer(handle)
        if problem == nil {
            for axis in 0..<3 {
                guard let info = libevdev_get_abs_info(handle, UInt32(ABS_X) + UInt32(axis)) else { continue }
                raw[axis] = info.pointee.value
                units[axis] = EvdevSampleAssembler.unitsPerG(resolution: info.pointee.resolution, fallback: fallback)
                fallbackUsed = fallbackUsed || info.pointee.resolution <= 0
            }
        }
        unitsPerG = units
        usesFallbackUnits = fallbackUsed
        usesKernelTimestamps = libevdev_set_clock_id(handle, CLOCK_MONOTONIC) == 0
        assembler = EvdevSampleAssembler(initialRaw: raw, unitsPerG: units, orientation: orientation)
        if let problem {
            close()
            throw SensorError.notAnAccelerometer(node: node, reason: problem)
        }
        queue.append(assembler.startingSample(at: SystemClock.monotonicSeconds() - epochSeconds))
    }

    deinit {
        close()
    }

    /// Why the device is not an accelerometer, or nil when it is one.
    private static func checkAccelerometer(_ handle: OpaquePointer) -> String? {
        let axes = (0..<3).allSatisfy { libevdev_has_event_code(handle, UInt32(EV_ABS), UInt32(ABS_X + $0)) == 1 }
        guard axes else { return "it has no ABS_X, ABS_Y and ABS_Z axes" }
        if libevdev_has_property(handle, UInt32(INPUT_PROP_ACCELEROMETER)) == 1 { return nil }
        if libevdev_has_event_type(handle, UInt32(EV_KEY)) == 1 {
            return "it has keys or buttons and no INPUT_PROP_ACCELEROMETER property (a joystick or tablet?)"
        }
        return nil
    }

    /// A device stops only when unplugged or closed.
    public var isFinished: Bool { isUnplugged || device == nil }

    public func samples(through time: Double) -> [AccelSample] {
        drain()
        return queue.take(through: time)
    }

    /// Reads every pending event; never blocks.
    private func drain() {
        guard let device, !isUnplugged else { return }
        var event = input_event()
        while true {
            let status = libevdev_next_event(device, LIBEVDEV_READ_FLAG_NORMAL.rawValue, &event)
            if status == Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue) {
                if let sample = assembler.accept(convert(event)) { queue.append(sample) }
            } else if status == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
                _ = assembler.accept(convert(event))  // SYN_DROPPED: drop the partial frame
                guard resync(device) else { return }
            } else if status == -EAGAIN {
                return
            } else if status == -EINTR {
                continue
            } else {
                fail(-status, operation: "read")
                return
            }
        }
    }

    /// Reads the state delta after SYN_DROPPED until -EAGAIN; false when reading failed.
    private func resync(_ device: OpaquePointer) -> Bool {
        var event = input_event()
        while true {
            let status = libevdev_next_event(device, LIBEVDEV_READ_FLAG_SYNC.rawValue, &event)
            if status == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
                assembler.acceptSync(convert(event))
            } else if status == -EAGAIN {
                break
            } else if status == -EINTR {
                continue
            } else {
                fail(-status, operation: "read (resync)")
                return false
            }
        }
        let current = SIMD3<Int32>(
            libevdev_get_event_value(device, UInt32(EV_ABS), UInt32(ABS_X)),
            libevdev_get_event_value(device, UInt32(EV_ABS), UInt32(ABS_Y)),
            libevdev_get_event_value(device, UInt32(EV_ABS), UInt32(ABS_Z)))
        let now = SystemClock.monotonicSeconds() - epochSeconds
        if let sample = assembler.endSync(currentRaw: current, time: now) { queue.append(sample) }
        return true
    }

    private func convert(_ event: input_event) -> EvdevEvent {
        var event = event
        let seconds =
            usesKernelTimestamps
            ? tiltquiz_input_event_seconds(&event) - epochSeconds
            : SystemClock.monotonicSeconds() - epochSeconds
        return EvdevEvent(type: event.type, code: event.code, value: event.value, timeSeconds: seconds)
    }

    private func fail(_ errorNumber: Int32, operation: String) {
        let error = SensorError.from(errorNumber: errorNumber, node: node, operation: operation)
        if case .deviceGone = error {
            isUnplugged = true
            close()
        } else {
            lastError = error
        }
    }

    /// Frees libevdev, then closes the file descriptor; safe to call twice.
    public func close() {
        if let device {
            libevdev_free(device)
            self.device = nil
        }
        if descriptor >= 0 {
            closeFileDescriptor(descriptor)
            descriptor = -1
        }
    }
}
