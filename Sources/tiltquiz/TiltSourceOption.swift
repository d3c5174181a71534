import ArgumentParser
import QuizApp
import TiltInput

/// `--tilt`'s help; the values are read by `TiltSourceOption.init?(argument:)`.
extension TiltSourceOption: ExpressibleByArgument {
    static let help: ArgumentHelp = """
        Tilt source: auto (the best readable accelerometer, else keys), keys, replay:FILE (a JSON Lines or evemu \
        trace), evdev:/dev/input/eventN, iio:/sys/bus/iio/devices/iio:deviceN (polled) or iio:/dev/iio:deviceN \
        (buffered).
        """

    static let playHelp: ArgumentHelp = """
        Tilt source: auto (the best readable accelerometer, else keys; the default in a window), keys (the default \
        with --headless), replay:FILE, evdev:/dev/input/eventN, iio:/sys/bus/iio/devices/iio:deviceN, \
        iio:/dev/iio:deviceN, or gamepad (a game controller's motion sensor, in a window).
        """
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

/// `--rotation 0|90|180|270`: how the picture is turned on the panel; tilt turns with it.
struct RotationOption: ExpressibleByArgument {
    var rotation: DisplayRotation

    init?(argument: String) {
        guard let rotation = DisplayRotation(parsing: argument) else { return nil }
        self.rotation = rotation
    }

    static var allValueStrings: [String] { ["0", "90", "180", "270"] }
}
