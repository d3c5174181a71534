/// An accelerometer that is open, with what discovery said about it.
public struct OpenedSensor {
    /// What discovery said about the device (with the configured mount matrix, if any).
    public var info: AccelerometerInfo
    /// The backend reading it.
    public var source: any MotionSource

    public init(info: AccelerometerInfo, source: any MotionSource) {
        self.info = info
        self.source = source
    }
}

/// Why no accelerometer could be opened, in words a player or installer can act on.
public enum SensorOpenError: Error, Equatable, CustomStringConvertible {
    /// Discovery found no accelerometer at all.
    case noneFound(sysfsRoot: String)
    /// The node asked for is not an accelerometer discovery knows, and does not exist.
    case notFound(node: String)
    /// Devices were found but none could be opened; one reason per device, best first.
    case unusable(reasons: [String])

    public var description: String {
        switch self {
        case .noneFound(let root):
            return "no accelerometer found (looked for evdev devices with INPUT_PROP_ACCELEROMETER in "
                + "\(root)/class/input and IIO devices with in_accel_x_raw in \(root)/bus/iio/devices)"
        case .notFound(let node):
            return "no accelerometer at \(node); `tiltquiz devices` lists the ones found"
        case .unusable(let reasons):
            return reasons.joined(separator: "; ")
        }
    }
}

/// Finds and opens the accelerometer a `SensorChoice` names, trying candidates best first.
public struct SensorOpener {
    /// Where devices are looked for, and the configured mount matrix.
    public var discovery: AccelerometerDiscovery
    /// Which device is wanted.
    public var choice: SensorChoice
    /// CLOCK_MONOTONIC seconds at time 0 of the samples (`RealClock.epochSeconds`).
    public var epochSeconds: Double
    /// How the picture is turned on the panel: the readings turn with it.
    public var displayRotation: DisplayRotation
    /// Opens one device; tests replace it to control the backend's clock.
    public var openDevice: (AccelerometerInfo, Double, DisplayRotation) throws(SensorError) -> any MotionSource

    public init(
        discovery: AccelerometerDiscovery, choice: SensorChoice, epochSeconds: Double,
        displayRotation: DisplayRotation = .degrees0,
        openDevice: @escaping (AccelerometerInfo, Double, DisplayRotation) throws(SensorError) -> any MotionSource =
            { info, epoch, rotation throws(SensorError) in
                try info.open(epochSeconds: epoch, displayRotation: rotation)
            }
    ) {
        self.discovery = discovery
        self.choice = choice
        self.epochSeconds = epochSeconds
        self.displayRotation = displayRotation
        self.openDevice = openDevice
    }

    /// Opens the first candidate that works.
    public func open() throws(SensorOpenError) -> OpenedSensor {
        let candidates = choice.candidates(in: discovery.discover())
        guard !candidates.isEmpty else {
            switch choice {
            case .best: throw .noneFound(sysfsRoot: discovery.sysfsRoot)
            case .node(let node): throw .notFound(node: node)
            }
        }
        var reasons: [String] = []
        for var info in candidates {
            // A node discovery did not list carries the identity: the configured matrix still wins.
            if let matrix = discovery.mountMatrixOverride, info.mountMatrixOrigin != .override {
                info.mountMatrix = matrix
                info.mountMatrixOrigin = .override
            }
            let label = Self.label(info)
            if let fix = info.access.fix {
                reasons.append("\(label): \(Self.problem(info.access)) \(fix)")
                continue
            }
            do {
                return OpenedSensor(info: info, source: try openDevice(info, epochSeconds, displayRotation))
            } catch {
                reasons.append("\(label): \(error)")
            }
        }
        throw .unusable(reasons: reasons)
    }

    /// `permission denied.` or `missing.`, before the fix.
    public static func problem(_ access: NodeAccess) -> String {
        switch access {
        case .readable: ""
        case .permissionDenied: "permission denied."
        case .missing: "node missing."
        case .failed: "cannot read it."
        }
    }

    /// `evdev /dev/input/event4 "BMA250"`: how a device is named in messages.
    public static func label(_ info: AccelerometerInfo) -> String {
        let kind = info.kind == .evdev ? "evdev" : info.kind == .iioPoll ? "IIO" : "IIO buffer"
        return info.name.isEmpty ? "\(kind) \(info.nodePath)" : "\(kind) \(info.nodePath) \"\(info.name)\""
    }
}
