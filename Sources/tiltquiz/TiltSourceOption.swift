import ArgumentParser
import QuizApp
import TiltInput

/// `--tilt`, read by `TiltSourceOption.init?(argument:)`; its help is the catalog's `help.tilt.source` (`help.play.tilt`).
extension TiltSourceOption: ExpressibleByArgument {}

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
