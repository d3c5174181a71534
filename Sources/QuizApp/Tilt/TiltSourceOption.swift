import TiltInput

/// `--tilt auto|keys|replay:FILE|evdev:NODE|iio:PATH`: where the tilt comes from.
public enum TiltSourceOption: Equatable {
    /// The best readable accelerometer discovery finds; keys when there is none.
    case auto
    /// The arrow keys drive a simulated device.
    case keys
    /// A recorded trace (JSON Lines or evemu).
    case replay(path: String)
    /// One evdev accelerometer, `/dev/input/eventN`.
    case evdev(node: String)
    /// One IIO accelerometer: its sysfs folder (polled) or `/dev/iio:deviceN` (its buffer).
    case iio(path: String)
    /// A game controller's motion sensor, through SDL.
    case gamepad

    /// Reads `--tilt`'s value; nil when it names no source.
    public init?(argument: String) {
        func path(after prefix: String) -> String? {
            guard argument.hasPrefix(prefix), argument.count > prefix.count else { return nil }
            return String(argument.dropFirst(prefix.count))
        }
        if argument == "auto" {
            self = .auto
        } else if argument == "keys" {
            self = .keys
        } else if argument == "gamepad" {
            self = .gamepad
        } else if let file = path(after: "replay:") {
            self = .replay(path: file)
        } else if let node = path(after: "evdev:") {
            self = .evdev(node: node)
        } else if let folder = path(after: "iio:") {
            self = .iio(path: folder)
        } else {
            return nil
        }
    }

    /// The sensor choice for a hardware source, nil for keys and replays.
    public var sensorChoice: SensorChoice? {
        switch self {
        case .auto: .best
        case .evdev(let node): .node(node)
        case .iio(let path): .node(path)
        case .keys, .replay, .gamepad: nil
        }
    }

    /// Loads a trace; a trace that cannot be read fails with its line.
    public static func loadReplay(_ path: String) throws(CommandFailure) -> ReplayAccelerometer {
        do {
            return try ReplayAccelerometer.load(path: path)
        } catch {
            throw CommandFailure(error)
        }
    }
}
