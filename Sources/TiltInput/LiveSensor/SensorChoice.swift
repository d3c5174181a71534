import QuizCore

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
        if access(PathText.join(path, "in_accel_x_raw"), F_OK) == 0 {
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
