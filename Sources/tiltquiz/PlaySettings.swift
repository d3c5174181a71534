import Foundation
import QuizConfig
import QuizCore
import QuizScreens
import QuizStore
import TiltInput

/// How `play` merges the config file with its flags: a flag given on the command line wins.
extension PlayCommand {
    /// The config file's settings (the defaults when there is none), with `--kiosk` applied.
    func loadSettings() throws -> KioskConfig {
        var settings: KioskConfig
        do {
            settings = try KioskConfig.locateAndLoad(explicit: config).config
        } catch {
            throw CommandFailure(error)
        }
        if kiosk { settings.kiosk = true }
        if settings.kiosk, settings.admin.pinHash == nil {
            throw CommandFailure(
                "kiosk mode needs an admin PIN, or nobody could leave it: run `tiltquiz config hash-pin` "
                    + "and put the printed pin_hash line under admin: in the config file")
        }
        return settings
    }

    /// `--tilt`, else the config's `tilt.device`; a headless game without `--tilt` uses the keys
    /// unless the config names a sensor or trace.
    func tiltSource(_ settings: KioskConfig) -> TiltSourceOption {
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

    /// The operator's trivia settings from the store (messages, rewards), with
    /// free play from the config; rules naming questions no longer in the store are skipped with a warning.
    func triviaSettings(_ settings: KioskConfig, database: QuizDatabase) throws -> TriviaSettings {
        do {
            let loaded = try OperatorSettingsStore(database: database).triviaSettings(
                freePlay: settings.credits.mode == .free)
            for question in loaded.missing {
                PlayTiltFeed.say("a reward rule names a question no longer in the store, skipped: \"\(question)\"")
            }
            return loaded.settings
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The coin acceptor's key, in coin mode only: each coin adds `per_coin` credits of $1.00.
    func coinSlot(_ settings: KioskConfig) -> CoinSlot? {
        guard settings.credits.mode == .coin else { return nil }
        return CoinSlot(key: settings.credits.coinKey, cents: settings.credits.perCoin * 100)
    }

    /// In operator mode, what one "Add credit" in the kiosk's admin menu gives: `per_coin` credits of $1.00.
    func operatorGrantCents(_ settings: KioskConfig) -> Int? {
        settings.credits.mode == .operator ? settings.credits.perCoin * 100 : nil
    }

    /// `--profile`, else the config's `tilt.profile`.
    func gestureProfile(_ settings: KioskConfig) -> GestureProfile {
        if let profile { return profile.profile }
        return GestureProfile.named(settings.tilt.profile.rawValue) ?? .standard
    }

    /// `--rotation`, else the config's `display.rotation`: drawing, touch and tilt turn together.
    func displayRotation(_ settings: KioskConfig) -> DisplayRotation {
        if let rotation { return rotation.rotation }
        return DisplayRotation(degrees: settings.display.rotationDegrees) ?? .degrees0
    }

    /// The config's `tilt.mount_matrix`, which replaces udev's and the driver's; nil when empty.
    func mountMatrixOverride(_ settings: KioskConfig) throws(CommandFailure) -> MountMatrix? {
        let text = settings.tilt.mountMatrix.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        do {
            return try MountMatrix.parse(text)
        } catch {
            throw CommandFailure("tilt.mount_matrix in the config file: \(error)")
        }
    }
}
