import Foundation
import QuizConfig
import QuizCore
import QuizScreens
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
    /// keys then tilt nothing).
    func tiltFeed(_ settings: KioskConfig, usedByModes: Bool) throws(CommandFailure) -> TiltFeed {
        guard usedByModes || tilt != nil else { return TiltFeed(source: SimulatedTilt()) }
        let choice = TiltChoice(
            option: tiltSource(settings), profile: gestureProfile(settings), rotation: displayRotation(settings),
            mountMatrix: try mountMatrixOverride(settings))
        let feed = try makeFeed(choice)
        let log: LineFile?
        do {
            log = try tiltLog.map { path throws(LineFile.WriteError) in try LineFile(path: path) }
        } catch {
            throw CommandFailure(error)
        }
        feed.observer = { note in
            switch note {
            case .sensorLost(let info, _):
                ProgramMessage.write(
                    "\(SensorOpener.label(info)) disconnected; touch and the arrow keys work until it returns")
            case .sensorReturned(let info, _):
                ProgramMessage.write("\(SensorOpener.label(info)) is back; tilt works again")
            case .event, .recalibrate:
                break
            }
            try? log?.write([note.jsonLine])
        }
        return feed
    }

    private func makeFeed(_ choice: TiltChoice) throws(CommandFailure) -> TiltFeed {
        let (option, profile) = (choice.option, choice.profile)
        if option == .gamepad { return try gamepadFeed(profile: profile) }
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
                ProgramMessage.write("not using the tilt sensor: \(error); the arrow keys tilt instead")
            }
            return TiltFeed(source: SimulatedTilt(), profile: profile)
        }
        ProgramMessage.write("tilt from \(SensorOpener.label(opened.info)); \(calibrationNote(for: opened.info))")
        let pacer = SensorPacer(mode: headless ? .paced : .shared, epochSeconds: epoch)
        return TiltFeed(watch: SensorWatch(opener: opener, opened: opened), pacer: pacer, profile: profile)
    }

    /// A controller's motion sensor, which runs in real time: a window only.
    private func gamepadFeed(profile: GestureProfile) throws(CommandFailure) -> TiltFeed {
        guard !headless else {
            throw CommandFailure(
                "--tilt gamepad needs a window: a controller's sensor runs in real time, not on --headless's clock")
        }
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
                ? "none is connected"
                : "SDL sees " + pads.map { "\($0.name) (no motion sensor)" }.joined(separator: ", ")
            ProgramMessage.write(
                "no game controller with a motion sensor yet (\(seen)); tilt starts when one is plugged in")
        }
        motion.onChange = { name in
            ProgramMessage.write(
                name.map { "tilt from the motion sensor of \($0)" }
                    ?? "the controller's motion sensor is gone; plug it in again to tilt")
        }
        return TiltFeed(source: motion, profile: profile)
    }

    /// What `tiltquiz calibrate` stored for this device: the game reports its noise and calibrates at each question.
    private func calibrationNote(for info: AccelerometerInfo) -> String {
        let stored: StoredCalibration?
        do {
            stored = try StoredCalibration.load(from: calibrationFile)
        } catch {
            return error.message
        }
        guard let stored, stored.device.node == info.nodePath else {
            return "not calibrated (tiltquiz calibrate measures its noise)"
        }
        return "stored calibration: \(stored.summary)"
    }
}
