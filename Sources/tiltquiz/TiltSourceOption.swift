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

/// `--profile default|lenient`: the gesture detector's constants, by the names `GestureProfile.named` reads.
extension GestureProfile: ExpressibleByArgument {
    public init?(argument: String) {
        guard let profile = GestureProfile.named(argument) else { return nil }
        self = profile
    }

    public static var allValueStrings: [String] { names }
}

/// `--rotation 0|90|180|270`: how the picture is turned on the panel; tilt turns with it.
extension DisplayRotation: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(parsing: argument)
    }

    public static var allValueStrings: [String] { allCases.map { String($0.degrees) } }
}
