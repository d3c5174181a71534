import Foundation
import QuizScreens
import TiltInput

/// Builds the game's tilt feed from `--tilt`: keys, a replay, or a watched live sensor.
public struct PlayTiltFeed {
    var option: TiltSourceOption
    /// Where accelerometers are looked for (`--sysfs-root` and friends).
    var discovery: AccelerometerDiscovery
    /// `calibration.json`, where `tiltquiz calibrate` stores what it measured.
    var calibrationFile: String
    /// A headless game's clock is virtual: a live sensor then paces it to real time.
    var headless: Bool
    var profile: GestureProfile
    /// `--tilt-log FILE`.
    var logPath: String?
    /// How the picture is turned on the panel: a live sensor's readings turn with it.
    var rotation: DisplayRotation = .degrees0
    /// The config's `tilt.mount_matrix`, replacing the one udev or the driver gives.
    var mountMatrix: MountMatrix?

    public func make() throws(CommandFailure) -> TiltFeed {
        let feed = try makeFeed()
        let log: LineFile?
        do {
            log = try logPath.map { path throws(LineFile.WriteError) in try LineFile(path: path) }
        } catch {
            throw CommandFailure(error)
        }
        feed.observer = { note in
            switch note {
            case .sensorLost(let info, _):
                Self.say("\(SensorOpener.label(info)) disconnected; touch and the arrow keys work until it returns")
            case .sensorReturned(let info, _):
                Self.say("\(SensorOpener.label(info)) is back; tilt works again")
            case .event, .recalibrate:
                break
            }
            try? log?.write([note.jsonLine])
        }
        return feed
    }

    private func makeFeed() throws(CommandFailure) -> TiltFeed {
        if option == .gamepad { return try gamepadFeed() }
        guard let choice = option.sensorChoice else {
            if case .replay(let path) = option {
                return TiltFeed(source: try TiltSourceOption.loadReplay(path), profile: profile)
            }
            return TiltFeed(source: SimulatedTilt(), profile: profile)
        }
        let epoch = RealClock.processEpochSeconds
        var discovery = discovery
        discovery.mountMatrixOverride = mountMatrix
        let opener = SensorOpener(
            discovery: discovery, choice: choice, epochSeconds: epoch, displayRotation: rotation)
        let opened: OpenedSensor
        do {
            opened = try opener.open()
        } catch {
            guard option == .auto else { throw CommandFailure(error) }
            if case .unusable = error {
                Self.say("not using the tilt sensor: \(error); the arrow keys tilt instead")
            }
            return TiltFeed(source: SimulatedTilt(), profile: profile)
        }
        Self.say("tilt from \(SensorOpener.label(opened.info)); \(calibrationNote(for: opened.info))")
        let pacer = SensorPacer(mode: headless ? .paced : .shared, epochSeconds: epoch)
        return TiltFeed(watch: SensorWatch(opener: opener, opened: opened), pacer: pacer, profile: profile)
    }

    /// A controller's motion sensor, which runs in real time: a window only.
    private func gamepadFeed() throws(CommandFailure) -> TiltFeed {
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
            Self.say("no game controller with a motion sensor yet (\(seen)); tilt starts when one is plugged in")
        }
        motion.onChange = { name in
            Self.say(
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

    /// One line on stderr, for the console or the journal.
    public static func say(_ message: String) {
        FileHandle.standardError.write(Data("tiltquiz: \(message)\n".utf8))
    }
}
