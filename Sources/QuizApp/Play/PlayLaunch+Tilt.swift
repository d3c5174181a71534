import Foundation
import QuizConfig
import QuizCore
import QuizScreens
import QuizText
import TiltInput

/// The tilt settings in force for a session: the flags over the config file's.
struct TiltChoice {
    /// `--tilt`, else the config's `tilt.device`.
    var option: TiltSourceOption
    var profile: GestureProfile
    /// How the picture is turned on the panel: a live sensor's readings turn with it.
    var rotation: DisplayRotation
    /// The config's `tilt.mount_matrix`, replacing the one udev or the driver gives.
    var mountMatrix: MountMatrix?
}

/// The game's tilt feed from `--tilt`: keys, a replay, a controller or a watched live sensor, found with the
/// flags' discovery roots (`--sysfs-root` and friends), logged to `--tilt-log`; a headless game's clock is
/// virtual, so a live sensor then paces it to real time.
extension PlayLaunch {
    /// The session's tilt: the sensor, replay or keys the flags and config
    /// name when a mode is played by tilting; else nothing to open (the arrow
    /// keys then tilt nothing). What it says on stderr is in `words`, the operator's catalog.
    func tiltFeed(_ settings: KioskConfig, usedByModes: Bool, words: Catalog) throws(CommandFailure) -> TiltFeed {
        guard usedByModes || tilt != nil else { return TiltFeed(source: SimulatedTilt()) }
        let choice = TiltChoice(
            option: tiltSource(settings), profile: gestureProfile(settings), rotation: displayRotation(settings),
            mountMatrix: try mountMatrixOverride(settings, words: words))
        let feed = try makeFeed(choice, words: words)
        let log: LineFile?
        do {
            log = try tiltLog.map { path throws(LineFile.WriteError) in try LineFile(path: path) }
        } catch {
            throw CommandFailure(error)
        }
        feed.observer = { note in
            switch note {
            case .sensorLost(let info, _):
                ProgramMessage.write(words.text("cli.tilt_sensor_lost", ["device": SensorOpener.label(info)]))
            case .sensorReturned(let info, _):
                ProgramMessage.write(words.text("cli.tilt_sensor_back", ["device": SensorOpener.label(info)]))
            case .event, .recalibrate:
                break
            }
            try? log?.write([note.jsonLine])
        }
        return feed
    }

    private func makeFeed(_ choice: TiltChoice, words: Catalog) throws(CommandFailure) -> TiltFeed {
        let (option, profile) = (choice.option, choice.profile)
        if option == .gamepad { return try gamepadFeed(profile: profile, words: words) }
        guard let sensor = option.sensorChoice else {
            if case .replay(let path) = option {
                return TiltFeed(source: try TiltSourceOption.loadReplay(path), profile: profile)
            }
            return TiltFeed(source: SimulatedTilt(), profile: profile)
        }
        let epoch = RealClock.processEpochSeconds
        var discovery = discovery
        discovery.mountMatrixOverride = choice.mountMatrix
        let opener = SensorOpener(
            discovery: discovery, choice: sensor, epochSeconds: epoch, displayRotation: choice.rotation)
        let opened: OpenedSensor
        do {
            opened = try opener.open()
        } catch {
            guard option == .auto else { throw CommandFailure(error) }
            if case .unusable = error {
                ProgramMessage.write(words.text("cli.tilt_sensor_unusable", ["problem": "\(error)"]))
            }
            return TiltFeed(source: SimulatedTilt(), profile: profile)
        }
        ProgramMessage.write(
            words.text(
                "cli.tilt_from",
                [
                    "device": SensorOpener.label(opened.info),
                    "calibration": calibrationNote(for: opened.info, words: words),
                ]
            ))
        let pacer = SensorPacer(mode: headless ? .paced : .shared, epochSeconds: epoch)
        return TiltFeed(watch: SensorWatch(opener: opener, opened: opened), pacer: pacer, profile: profile)
    }

    /// A controller's motion sensor, which runs in real time: a window only.
    private func gamepadFeed(profile: GestureProfile, words: Catalog) throws(CommandFailure) -> TiltFeed {
        guard !headless else { throw CommandFailure(words, "cli.tilt_gamepad_headless") }
        let motion: GamepadMotion
        do {
            motion = try GamepadMotion()
        } catch {
            throw CommandFailure(error)
        }
        let pads = GamepadMotion.connected()
        if !pads.contains(where: \.hasAccelerometer) {
            let seen =
                pads.isEmpty
                ? words["cli.tilt_gamepad_none_connected"]
                : words.text(
                    "cli.tilt_gamepad_seen",
                    [
                        "controllers": pads.map { words.text("cli.tilt_gamepad_no_motion", ["name": $0.name]) }
                            .joined(separator: words["list.separator"])
                    ])
            ProgramMessage.write(words.text("cli.tilt_gamepad_waiting", ["seen": seen]))
        }
        motion.onChange = { name in
            ProgramMessage.write(
                name.map { words.text("cli.tilt_gamepad_from", ["name": $0]) } ?? words["cli.tilt_gamepad_gone"])
        }
        return TiltFeed(source: motion, profile: profile)
    }

    /// What `tiltquiz calibrate` stored for this device: the game reports its noise and calibrates at each question.
    func calibrationNote(for info: AccelerometerInfo, words: Catalog) -> String {
        let stored: StoredCalibration?
        do {
            stored = try StoredCalibration.load(from: calibrationFile, words: words)
        } catch {
            return error.message
        }
        guard let stored, stored.device.node == info.nodePath else { return words["cli.tilt_not_calibrated"] }
        return words.text("cli.tilt_calibration_stored", ["summary": stored.summary(words)])
    }
}
