import TiltInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Which accelerometer the game reads: the best one found, or the one at a given node.
public enum SensorChoice: Sendable, Equatable {
    /// The best readable device discovery finds (`AccelerometerDiscovery.rank`).
    case best
    /// `/dev/input/eventN` (evdev), `/sys/bus/iio/devices/iio:deviceN` (IIO polling) or `/dev/iio:deviceN` (IIO buffer).
    case node(String)

    /// The devices this choice accepts, best first.
    ///
    /// A node that discovery did not list (a container without the input
    /// class in sysfs, say) is still tried when it exists: an evdev node or an
    /// IIO folder with `in_accel_x_raw`, with the identity mount matrix.
    public func candidates(in devices: [AccelerometerInfo]) -> [AccelerometerInfo] {
        switch self {
        case .best:
            return devices
        case .node(let path):
            let wanted = Self.canonical(path)
            let matches = devices.filter { info in
                [info.nodePath, info.sysfsPath].contains { $0 == path || Self.canonical($0) == wanted }
            }
            if !matches.isEmpty { return matches }
            return Self.undiscovered(path).map { [$0] } ?? []
        }
    }

    /// The path with symlinks resolved, or the path itself when it does not exist.
    static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func undiscovered(_ path: String) -> AccelerometerInfo? {
        guard access(path, F_OK) == 0 else { return nil }
        let kind: AccelerometerInfo.Kind
        if access(path + "/in_accel_x_raw", F_OK) == 0 {
            kind = .iioPoll
        } else if path.contains("/input/") {
            kind = .evdev
        } else {
            return nil
        }
        return AccelerometerInfo(
            kind: kind, nodePath: path, sysfsPath: kind == .iioPoll ? path : "", name: "",
            unitsDescription: kind == .evdev ? "value / absinfo resolution * 9.80665" : "(raw + offset) * scale",
            mountMatrix: .identity, mountMatrixOrigin: .identity, access: .readable,
            notes: ["not listed by discovery; opened as given, with the identity mount matrix"])
    }
}

/// An accelerometer that is open, with what discovery said about it.
public struct OpenedSensor {
    public var info: AccelerometerInfo
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
    public var discovery: AccelerometerDiscovery
    public var choice: SensorChoice
    /// CLOCK_MONOTONIC seconds at time 0 of the samples (`RealClock.epochSeconds`).
    public var epochSeconds: Double
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
