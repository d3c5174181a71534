import Foundation
import QuizConfig
import QuizCore
import QuizScreens
import QuizStore
import QuizText
import TiltInput

/// How `play` merges the config file with its flags: a flag given on the command line wins.
extension PlayLaunch {
    /// The config file's settings (the defaults when there is none), with `--kiosk` and `--language` applied.
    public func loadSettings() throws -> KioskConfig {
        try loadSettingsAndWords().settings
    }

    /// The settings as `loadSettings` reads them, and the catalog the command speaks to the operator in: the config's
    /// `language` (`--language` is the language the players see), English without a config.
    func loadSettingsAndWords() throws -> (settings: KioskConfig, words: Catalog) {
        var settings: KioskConfig
        do {
            settings = try KioskConfig.locateAndLoad(explicit: configFile).config
        } catch {
            throw CommandFailure(error)
        }
        let words = try OperatorCatalog.named(settings.languages.language.rawValue)
        if kiosk { settings.kiosk = true }
        if let language {
            guard let chosen = GameLanguage(rawValue: language) else {
                throw CommandFailure(Self.languageProblem(language, words: words))
            }
            // The pseudo-locale tests layouts: it is never offered, and always allowed here.
            guard chosen == .pseudo || settings.languages.offeredLanguages.contains(chosen) else {
                throw CommandFailure(
                    words, "cli.play_language_not_offered",
                    [
                        "language": language,
                        "offered": settings.languages.offeredLanguages.map(\.rawValue).joined(separator: ", "),
                    ])
            }
            settings.languages.language = chosen
        }
        if settings.kiosk, settings.admin.pinHash == nil {
            throw CommandFailure(words, "cli.play_kiosk_pin")
        }
        return (settings, words)
    }

    /// `--tilt`, else the config's `tilt.device`; a headless game without `--tilt` uses the keys
    /// unless the config names a sensor or trace.
    public func tiltSource(_ settings: KioskConfig) -> TiltSourceOption {
        if let tilt { return tilt }
        switch settings.tilt.device {
        case .keys:
            return .keys
        case .gamepad:
            // The config is the kiosk's: a headless run from the same file plays with keys.
            return headless ? .keys : .gamepad
        case .auto:
            return headless ? .keys : .auto
        case .path(let path):
            return path.hasPrefix("/dev/input/") ? .evdev(node: path) : .iio(path: path)
        }
    }

    /// `--profile`, else the config's `tilt.profile`.
    public func gestureProfile(_ settings: KioskConfig) -> GestureProfile {
        if let profile { return profile }
        return GestureProfile.named(settings.tilt.profile.rawValue) ?? .standard
    }

    /// `--rotation`, else the config's `display.rotation`: drawing, touch and tilt turn together.
    public func displayRotation(_ settings: KioskConfig) -> DisplayRotation {
        if let rotation { return rotation }
        return DisplayRotation(degrees: settings.display.rotationDegrees) ?? .degrees0
    }

    /// The config's `tilt.mount_matrix`, which replaces udev's and the driver's; nil when empty.
    public func mountMatrixOverride(_ settings: KioskConfig, words: Catalog) throws(CommandFailure) -> MountMatrix? {
        let text = settings.tilt.mountMatrix.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        do {
            return try MountMatrix.parse(text)
        } catch {
            throw CommandFailure(words, "cli.play_mount_matrix", ["problem": "\(error)"])
        }
    }
}
