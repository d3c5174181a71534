import QuizCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Finds the machine's accelerometers under a sysfs root that tests can move, best first.
///
/// Evdev: `<sysfs>/class/input/eventN` whose device has INPUT_PROP_ACCELEROMETER
/// or ABS_X/Y/Z and no keys; gamepad motion sensors are skipped unless
/// `includeGamepadSensors` (see `EvdevScan.isGamepadMotionSensor`). IIO:
/// `<sysfs>/bus/iio/devices/iio:deviceN` with `in_accel_x_raw` (a poll entry)
/// and, with `scan_elements/in_accel_x_en`, a buffer entry too.
///
/// Mount matrix, first found wins: `mountMatrixOverride`; the udev database's
/// `ACCEL_MOUNT_MATRIX` (`<udevData>/c<major>:<minor>` or `+iio:iio:deviceN`);
/// sysfs `in_accel_mount_matrix`, `mount_matrix`, `in_mount_matrix`; identity.
public struct AccelerometerDiscovery: Sendable {
    public var sysfsRoot: String
    public var devRoot: String
    public var udevDataRoot: String
    /// A matrix from the game's config or command line; it wins over everything found.
    public var mountMatrixOverride: MountMatrix?
    /// Also list the motion sensors of gamepads (DualSense, Switch Pro).
    public var includeGamepadSensors: Bool
    /// errno of `access(path, R_OK)`, 0 when readable; injectable because root can read anything.
    public var readAccessError: @Sendable (String) -> Int32

    public init(
        sysfsRoot: String = "/sys",
        devRoot: String = "/dev",
        udevDataRoot: String = "/run/udev/data",
        mountMatrixOverride: MountMatrix? = nil,
        includeGamepadSensors: Bool = false,
        readAccessError: @escaping @Sendable (String) -> Int32 = { access($0, R_OK) == 0 ? 0 : errno }
    ) {
        self.sysfsRoot = sysfsRoot
        self.devRoot = devRoot
        self.udevDataRoot = udevDataRoot
        self.mountMatrixOverride = mountMatrixOverride
        self.includeGamepadSensors = includeGamepadSensors
        self.readAccessError = readAccessError
    }

    /// Every accelerometer found, ranked by `rank`.
    public func discover() -> [AccelerometerInfo] {
        Self.rank(evdevAccelerometers() + iioAccelerometers())
    }

    /// The one to use, or nil when there is none.
    public func best() -> AccelerometerInfo? {
        discover().first
    }

    /// Orders devices best first: readable ones; display sensors before base sensors (2-in-1s);
    /// ones with a known mount matrix; then IIO polling, evdev, IIO buffer; then by node path.
    ///
    /// IIO polling comes first because it is not exclusive (it works beside
    /// iio-sensor-proxy) and needs no root-only setup; the buffer comes last
    /// because it is single-open and needs writable sysfs attributes.
    public static func rank(_ devices: [AccelerometerInfo]) -> [AccelerometerInfo] {
        func kindOrder(_ kind: AccelerometerInfo.Kind) -> Int {
            switch kind {
            case .iioPoll: 0
            case .evdev: 1
            case .iioBuffer: 2
            }
        }
        func key(_ info: AccelerometerInfo) -> [Int] {
            [
                info.isReadable ? 0 : 1, info.isInBase ? 1 : 0,
                info.mountMatrixOrigin == .identity ? 1 : 0, kindOrder(info.kind),
            ]
        }
        return devices.sorted { left, right in
            let (leftKey, rightKey) = (key(left), key(right))
            if leftKey != rightKey { return leftKey.lexicographicallyPrecedes(rightKey) }
            return SysfsFiles.naturalOrder(left.nodePath, right.nodePath)
        }
    }

    /// Resolves the mount matrix in the documented order; notes say why a candidate was skipped.
    func mountMatrix(
        udevProperties: [String: String], udevFile: String, sysfsFolder: String?, notes: inout [String]
    ) -> (MountMatrix, MountMatrixOrigin) {
        if let mountMatrixOverride { return (mountMatrixOverride, .override) }
        if let text = udevProperties["ACCEL_MOUNT_MATRIX"] {
            do {
                return (try MountMatrix.parse(text), .udev(file: udevFile))
            } catch {
                notes.append("ignored \(udevFile): \(error)")
            }
        }
        if let sysfsFolder {
            for attribute in ["in_accel_mount_matrix", "mount_matrix", "in_mount_matrix"] {
                let path = PathText.join(sysfsFolder, attribute)
                guard let text = SysfsFiles.text(path) else { continue }
                do {
                    return (try MountMatrix.parse(text), .sysfs(file: path))
                } catch {
                    notes.append("ignored \(path): \(error)")
                }
            }
        }
        return (.identity, .identity)
    }

    /// Adds a note when a matrix repeats an axis (the hwdb has a few such entries).
    static func checkShape(_ matrix: MountMatrix, notes: inout [String]) {
        if !matrix.isOrthonormal(tolerance: 0.01) {
            notes.append("mount matrix \(matrix) is not a rotation or reflection; check it, or set an override")
        }
    }
}
