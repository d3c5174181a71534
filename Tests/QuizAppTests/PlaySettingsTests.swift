import Foundation
import QuizConfig
import QuizCore
import QuizScreens
import QuizStore
import QuizText
import Testing
import TiltInput

@testable import QuizApp

/// How `play` merges its flags with the config file: a flag given on the command line wins; without one,
/// the config's setting applies, and a headless run uses the keys unless the config names a sensor or trace.
struct PlaySettingsTests {
    @Test func theTiltFlagWinsOverTheConfig() {
        var launch = PlayLaunch()
        launch.tilt = .replay(path: "trace.jsonl")
        var settings = KioskConfig()
        settings.tilt.device = .path("/dev/input/event3")
        #expect(launch.tiltSource(settings) == .replay(path: "trace.jsonl"))
    }

    @Test func theConfigsDeviceAppliesWithoutTheFlag() {
        let launch = PlayLaunch()
        var settings = KioskConfig()
        settings.tilt.device = .path("/dev/input/event3")
        #expect(launch.tiltSource(settings) == .evdev(node: "/dev/input/event3"))
        settings.tilt.device = .path("/dev/iio:device0")
        #expect(launch.tiltSource(settings) == .iio(path: "/dev/iio:device0"))
        settings.tilt.device = .gamepad
        #expect(launch.tiltSource(settings) == .gamepad)
        settings.tilt.device = .auto
        #expect(launch.tiltSource(settings) == .auto)
    }

    @Test func aHeadlessRunUsesTheKeysUnlessTheConfigNamesADevice() {
        var launch = PlayLaunch()
        launch.headless = true
        var settings = KioskConfig()
        #expect(launch.tiltSource(settings) == .keys)
        settings.tilt.device = .gamepad
        #expect(launch.tiltSource(settings) == .keys)
        settings.tilt.device = .path("/dev/input/event3")
        #expect(launch.tiltSource(settings) == .evdev(node: "/dev/input/event3"))
    }

    @Test func theProfileAndRotationFlagsWinOverTheConfig() {
        var settings = KioskConfig()
        settings.tilt.profile = .lenient
        settings.display.rotationDegrees = 90
        var launch = PlayLaunch()
        #expect(launch.gestureProfile(settings) == GestureProfile.named("lenient"))
        #expect(launch.displayRotation(settings) == DisplayRotation(degrees: 90))
        launch.profile = .standard
        launch.rotation = DisplayRotation(degrees: 180)
        #expect(launch.gestureProfile(settings) == .standard)
        #expect(launch.displayRotation(settings) == DisplayRotation(degrees: 180))
    }

    @Test func aBadMountMatrixInTheConfigIsNamed() throws {
        var settings = KioskConfig()
        let english = try OperatorCatalog.named("en")
        #expect(try PlayLaunch().mountMatrixOverride(settings, words: english) == nil)
        settings.tilt.mountMatrix = "1, 0; 0, 1"
        let failure = #expect(throws: CommandFailure.self) {
            try PlayLaunch().mountMatrixOverride(settings, words: english)
        }
        #expect(failure?.message.hasPrefix("tilt.mount_matrix in the config file: ") == true)
        let german = #expect(throws: CommandFailure.self) {
            try PlayLaunch().mountMatrixOverride(settings, words: try OperatorCatalog.named("de"))
        }
        #expect(german?.message.hasPrefix("tilt.mount_matrix in der Konfigurationsdatei: ") == true)
    }

    @Test func theDataFlagWinsThenTheConfigsFolderThenTheDefault() {
        var settings = KioskConfig()
        #expect(PlayStore.folder(data: nil, settings: settings) == QuizDatabase.defaultDirectory())
        settings.dataDirectory = "/srv/kiosk"
        #expect(PlayStore.folder(data: nil, settings: settings) == "/srv/kiosk")
        #expect(PlayStore.folder(data: "/tmp/mine", settings: settings) == "/tmp/mine")
        let location = StoreLocation(configFile: nil, data: nil).following(settings)
        #expect(location.directory == "/srv/kiosk")
    }

    @Test func kioskModeWithoutAnAdminPINIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quizapp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.yaml").path
        try "kiosk: false\n".write(toFile: file, atomically: true, encoding: .utf8)
        var launch = PlayLaunch()
        launch.configFile = file
        #expect(try launch.loadSettings().kiosk == false)
        launch.kiosk = true
        let failure = #expect(throws: CommandFailure.self) { try launch.loadSettings() }
        #expect(failure?.message.hasPrefix("kiosk mode needs an admin PIN") == true)
    }

    @Test func tiltSourcesAreReadAsTheFlagWritesThem() {
        #expect(TiltSourceOption(argument: "auto") == .auto)
        #expect(TiltSourceOption(argument: "keys") == .keys)
        #expect(TiltSourceOption(argument: "gamepad") == .gamepad)
        #expect(TiltSourceOption(argument: "replay:a.jsonl") == .replay(path: "a.jsonl"))
        #expect(TiltSourceOption(argument: "evdev:/dev/input/event2") == .evdev(node: "/dev/input/event2"))
        #expect(TiltSourceOption(argument: "iio:/dev/iio:device0") == .iio(path: "/dev/iio:device0"))
        #expect(TiltSourceOption(argument: "replay:") == nil)
        #expect(TiltSourceOption(argument: "mouse") == nil)
        #expect(TiltSourceOption.keys.sensorChoice == nil)
    }
}

/// Speech out: `accessibility.speech`, `--speech` or `--speech-log` turn it on for the session.
struct PlaySpeechSettingsTests {
    @Test func speechIsOnByTheConfigOrAFlag() throws {
        var settings = KioskConfig()
        #expect(try PlayLaunch().playOptions(assets: "/assets", settings: settings, words: .empty("en")).speech == nil)
        settings.accessibility.speech = true
        #expect(
            try PlayLaunch().playOptions(assets: "/assets", settings: settings, words: .empty("en")).speech
                == SpeechOptions())
        var launch = PlayLaunch()
        launch.speech = true
        #expect(
            try launch.playOptions(assets: "/assets", settings: KioskConfig(), words: .empty("en")).speech
                == SpeechOptions())
        launch = PlayLaunch()
        launch.speechLog = "/tmp/speech.jsonl"
        launch.noSound = true
        let options = try launch.playOptions(assets: "/assets", settings: KioskConfig(), words: .empty("en"))
        #expect(options.speech == SpeechOptions(language: "en", logPath: "/tmp/speech.jsonl"))
        #expect(options.sound == false)
    }
}
