import QuizCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One accelerometer found on this machine, with what is needed to open it and what to fix first.
public struct AccelerometerInfo: Sendable, Equatable {
    /// Which backend reads it.
    public enum Kind: String, Sendable, CaseIterable {
        /// `/dev/input/eventN` through libevdev (`EvdevAccelerometer`).
        case evdev
        /// sysfs `in_accel_*_raw` polling (`IIOPollAccelerometer`).
        case iioPoll
        /// `/dev/iio:deviceN` buffer (`IIOBufferAccelerometer`).
        case iioBuffer
    }

    public var kind: Kind
    /// What to open: /dev/input/eventN, the IIO sysfs folder (poll) or /dev/iio:deviceN (buffer).
    public var nodePath: String
    /// The device's sysfs folder (/sys/class/input/eventN or /sys/bus/iio/devices/iio:deviceN).
    public var sysfsPath: String
    public var name: String
    /// How raw values become m/s^2, for `tiltquiz devices`.
    public var unitsDescription: String
    public var mountMatrix: MountMatrix
    public var mountMatrixOrigin: MountMatrixOrigin
    /// Whether this user can read `nodePath`.
    public var access: NodeAccess
    /// A sensor in the base of a 2-in-1 (ACCEL_LOCATION=base, label accel-base): it does not turn with the screen.
    public var isInBase: Bool
    /// Anything odd found on the way (a mount matrix that did not parse, a buffer that needs root).
    public var notes: [String]

    public init(
        kind: Kind, nodePath: String, sysfsPath: String, name: String, unitsDescription: String,
        mountMatrix: MountMatrix, mountMatrixOrigin: MountMatrixOrigin, access: NodeAccess,
        isInBase: Bool = false, notes: [String] = []
    ) {
        self.kind = kind
        self.nodePath = nodePath
        self.sysfsPath = sysfsPath
        self.name = name
        self.unitsDescription = unitsDescription
        self.mountMatrix = mountMatrix
        self.mountMatrixOrigin = mountMatrixOrigin
        self.access = access
        self.isInBase = isInBase
        self.notes = notes
    }

    /// True when this user can read the node.
    public var isReadable: Bool { access == .readable }

    /// Opens the matching backend, with this device's mount matrix and the game's display rotation.
    public func open(
        epochSeconds: Double, displayRotation: DisplayRotation = .degrees0
    ) throws(SensorError) -> any MotionSource {
        let orientation = SensorOrientation(mountMatrix: mountMatrix, displayRotation: displayRotation)
        switch kind {
        case .evdev:
            return try EvdevAccelerometer(node: nodePath, orientation: orientation, epochSeconds: epochSeconds)
        case .iioPoll:
            return try IIOPollAccelerometer(
                deviceFolder: sysfsPath, orientation: orientation, epochSeconds: epochSeconds)
        case .iioBuffer:
            let devRoot = PathText.folder(of: nodePath)
            return try IIOBufferAccelerometer(
                deviceFolder: sysfsPath, devRoot: devRoot.isEmpty ? "/" : devRoot,
                orientation: orientation, epochSeconds: epochSeconds)
        }
    }

    /// How raw values become m/s^2, with what an open evdev device's resolution turned out to be
    /// (`tiltquiz devices` and a recorded trace's header say it).
    public func units(readBy source: (any MotionSource)?) -> String {
        guard let evdev = source as? EvdevAccelerometer else { return unitsDescription }
        let perG = evdev.unitsPerG
        let perGText =
            perG.x == perG.y && perG.y == perG.z ? "\(Int(perG.x))" : "(\(Int(perG.x)), \(Int(perG.y)), \(Int(perG.z)))"
        let origin = evdev.usesFallbackUnits ? "resolution 0, so assumed" : "from absinfo resolution"
        return "value / units per g * 9.80665; \(perGText) units per g (\(origin))"
    }
}

/// Where a device's mount matrix came from, in the order they are tried.
public enum MountMatrixOrigin: Sendable, Equatable, CustomStringConvertible {
    /// The game's config or command line.
    case override
    /// `E:ACCEL_MOUNT_MATRIX=` in the udev database (from the hwdb), with the file read.
    case udev(file: String)
    /// A sysfs attribute (`in_accel_mount_matrix`, `mount_matrix`, `in_mount_matrix`).
    case sysfs(file: String)
    /// None found: the sensor is assumed to be mounted like the display.
    case identity

    public var description: String {
        switch self {
        case .override: "config override"
        case .udev(let file): "udev ACCEL_MOUNT_MATRIX (\(file))"
        case .sysfs(let file): "sysfs \(file)"
        case .identity: "none found (identity)"
        }
    }
}

/// Whether a node can be read, and if not, what to do.
public enum NodeAccess: Sendable, Equatable {
    case readable
    /// The node exists but this user may not read it.
    case permissionDenied(fix: String)
    /// There is no node at the path.
    case missing(fix: String)
    /// Any other error, in the system's words.
    case failed(message: String)

    /// From an errno of `access(path, R_OK)` (0 = readable).
    init(errorNumber: Int32, node: String) {
        switch errorNumber {
        case 0:
            self = .readable
        case EACCES, EPERM:
            self = .permissionDenied(fix: SensorError.permissionFix(for: node))
        case ENOENT, ENOTDIR:
            self = .missing(fix: "no device node at \(node): is udev running and devtmpfs mounted on /dev?")
        default:
            self = .failed(message: SysfsFiles.describe(errorNumber))
        }
    }

    /// What to do, or nil when the node is readable.
    public var fix: String? {
        switch self {
        case .readable: nil
        case .permissionDenied(let fix), .missing(let fix): fix
        case .failed(let message): "cannot check access: \(message)"
        }
    }
}
