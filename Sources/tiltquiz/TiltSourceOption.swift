import ArgumentParser
import TiltInput

/// `--tilt keys|replay:FILE`: where the tilt comes from.
enum TiltSourceOption: ExpressibleByArgument, Equatable {
    case keys
    case replay(path: String)

    init?(argument: String) {
        if argument == "keys" {
            self = .keys
        } else if argument.hasPrefix("replay:"), argument.count > "replay:".count {
            self = .replay(path: String(argument.dropFirst("replay:".count)))
        } else {
            return nil
        }
    }

    static var defaultValueDescription: String { "keys" }

    /// Opens the source; a trace that cannot be read fails with its line.
    func makeSource() throws(CommandFailure) -> any MotionSource {
        switch self {
        case .keys:
            return SimulatedTilt()
        case .replay(let path):
            do {
                return try ReplayAccelerometer.load(path: path)
            } catch {
                throw CommandFailure(error)
            }
        }
    }
}

/// `--profile default|lenient`: the gesture detector's constants.
struct ProfileOption: ExpressibleByArgument {
    var profile: GestureProfile
    var name: String

    init?(argument: String) {
        guard let profile = GestureProfile.named(argument) else { return nil }
        self.profile = profile
        self.name = argument
    }

    static var allValueStrings: [String] { ["default", "lenient"] }
}

/// `--size WxH`.
struct WindowSizeOption: ExpressibleByArgument {
    var width: Int
    var height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (160...7680).contains(width), (120...4320).contains(height)
        else { return nil }
        self.width = width
        self.height = height
    }
}
