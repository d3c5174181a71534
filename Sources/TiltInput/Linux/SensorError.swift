#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why a hardware accelerometer cannot be opened or read, in words a player or installer can act on.
public enum SensorError: Error, Equatable, CustomStringConvertible {
    /// The node exists but this user may not read it.
    case permissionDenied(node: String)
    /// The node is readable but is not an accelerometer (a keyboard, a touchpad, not an evdev node).
    case notAnAccelerometer(node: String, reason: String)
    /// The device was unplugged or never existed (ENODEV, ENOENT, ENXIO).
    case deviceGone(node: String)
    /// An IIO character device is single-open and another program holds it.
    case busy(node: String)
    /// The IIO buffer could not be set up (sysfs attributes not writable, channels missing).
    case setupFailed(node: String, reason: String)
    /// Any other system error, with the call that failed and the system's words.
    case system(node: String, operation: String, errorNumber: Int32, message: String)

    /// Classifies an errno from opening or reading `node` (EACCES, ENODEV, EBUSY, ...).
    public static func from(errorNumber: Int32, node: String, operation: String) -> SensorError {
        switch errorNumber {
        case EACCES, EPERM:
            return .permissionDenied(node: node)
        case ENOENT, ENODEV, ENXIO:
            return .deviceGone(node: node)
        case EBUSY:
            return .busy(node: node)
        default:
            return .system(
                node: node, operation: operation, errorNumber: errorNumber,
                message: SysfsFiles.describe(errorNumber))
        }
    }

    public var description: String {
        switch self {
        case .permissionDenied(let node):
            return "\(node): permission denied. \(Self.permissionFix(for: node))"
        case .notAnAccelerometer(let node, let reason):
            return "\(node): not an accelerometer (\(reason))"
        case .deviceGone(let node):
            return "\(node): the device is gone (unplugged, or no such device)"
        case .busy(let node):
            return "\(node): busy; another program (such as iio-sensor-proxy) holds it open. "
                + "Stop that program (systemctl mask iio-sensor-proxy) or use the IIO sysfs polling backend."
        case .setupFailed(let node, let reason):
            return "\(node): cannot set up the IIO buffer: \(reason)"
        case .system(let node, let operation, _, let message):
            return "\(node): \(operation) failed: \(message)"
        }
    }

    /// What to do about a node this user cannot read.
    static func permissionFix(for node: String) -> String {
        if node.contains("iio") {
            return "IIO devices are root-only by default: install TiltQuiz's udev rule "
                + "(GROUP=\"iio\", MODE=\"0660\") and add the user to group iio, or run TiltQuiz's IIO setup helper."
        }
        return "Add the user to group input (sudo usermod -aG input $USER, then log in again) "
            + "or install TiltQuiz's udev rule."
    }
}
