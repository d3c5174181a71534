import Foundation
import QuizCore
import TestSupport
import Testing

@testable import QuizConfig

/// Good files: what each setting becomes, and what is left at its default.
@Suite struct KioskConfigParsingTests {
    static let pinHash = try! AdminPIN.hash(pin: "2468", salt: Array(0..<16), iterations: 10_000)

    @Test(arguments: ["", "# only a comment\n", "---\n", "~\n"])
    func anEmptyFileGivesTheDefaults(text: String) throws {
        #expect(try KioskConfig.parse(text, file: "test.yaml") == .defaults)
    }

    @Test func theDefaultsAreTheDocumentedOnes() {
        let config = KioskConfig.defaults
        #expect(config.modes == nil, "every mode the build has")
        #expect(config.packs == .all)
        #expect(!config.kiosk)
        #expect(config.admin.pinHash == nil && config.admin.gesture == .corners)
        #expect(config.timeouts.idleSeconds == 60 && config.timeouts.resetSeconds == 120)
        #expect(config.attract.screens == [.title, .demo, .leaderboard] && config.attract.secondsPerScreen == 8)
        #expect(config.sound.enabled && config.sound.volumePercent == 80)
        #expect(config.display.width == 1280 && config.display.height == 720 && !config.display.fullscreen)
        #expect(config.display.rotationDegrees == 0 && config.display.videoDriver == .auto)
        #expect(config.tilt.device == .auto && config.tilt.mountMatrix.isEmpty && config.tilt.profile == .standard)
        #expect(config.event.timeZoneIdentifier == "local")
        #expect(!config.leads.enabled && config.leads.retentionDays == 30 && config.leads.consentText == nil)
        #expect(config.credits.mode == .free && config.credits.coinKey == "0" && config.credits.perCoin == 1)
        #expect(config.dataDirectory.isEmpty)
    }

    @Test func aKioskFileSetsEverySetting() throws {
        let text = """
            modes: [which-came-first, tilt]
            packs: [tiltquiz-true-false, my.pack_2]
            kiosk: true
            admin:
              pin_hash: \(Self.pinHash)
              gesture: chord
            timeouts: {idle_seconds: 45, reset_seconds: 300}
            attract:
              screens:
                - leaderboard
                - title
                - leaderboard
              seconds_per_screen: 12
            sound:
              enabled: off
              volume: 0
            display:
              width: 800
              height: 1280
              fullscreen: yes
              rotation: 270
              video_driver: kmsdrm
            tilt:
              device: /dev/iio:device0
              mount_matrix: 0, 1, 0; -1, 0, 0; 0, 0, 1
              profile: lenient
            event:
              time_zone: Europe/Berlin
            leads:
              enabled: true
              consent_text: >
                I agree to be emailed
                about the event.
              retention_days: 14
            credits:
              mode: coin
              coin_key: Keypad 5
              per_coin: 2
            data_dir: /var/lib/tiltquiz
            """
        var expected = KioskConfig()
        expected.modes = [.whichCameFirst, .tilt]
        expected.packs = .only(["tiltquiz-true-false", "my.pack_2"])
        expected.kiosk = true
        expected.admin.pinHash = Self.pinHash
        expected.admin.gesture = .chord
        expected.timeouts.idleSeconds = 45
        expected.timeouts.resetSeconds = 300
        expected.attract.screens = [.leaderboard, .title, .leaderboard]
        expected.attract.secondsPerScreen = 12
        expected.sound.enabled = false
        expected.sound.volumePercent = 0
        expected.display.width = 800
        expected.display.height = 1280
        expected.display.fullscreen = true
        expected.display.rotationDegrees = 270
        expected.display.videoDriver = .kmsdrm
        expected.tilt.device = .path("/dev/iio:device0")
        expected.tilt.mountMatrix = "0, 1, 0; -1, 0, 0; 0, 0, 1"
        expected.tilt.profile = .lenient
        expected.event.timeZoneIdentifier = "Europe/Berlin"
        expected.leads.enabled = true
        expected.leads.consentText = "I agree to be emailed about the event."
        expected.leads.retentionDays = 14
        expected.credits.mode = .coin
        expected.credits.coinKey = "keypad 5"
        expected.credits.perCoin = 2
        expected.dataDirectory = "/var/lib/tiltquiz"
        #expect(try KioskConfig.parse(text, file: "kiosk.yaml") == expected)
    }

    /// One non-default value for every key: each must reach the config (none read and dropped).
    static let samples: [String: String] = [
        "modes": "[tilt]", "language": "de", "languages": "[de, en]", "packs.use": "[a]",
        "packs.url": "https://example.org/q.json",
        "packs.check_minutes": "5", "packs.score_url": "http://127.0.0.1:8080/scores", "kiosk": "false",
        "admin.pin_hash": pinHash.description,
        "admin.gesture": "chord", "timeouts.idle_seconds": "10", "timeouts.reset_seconds": "3600",
        "attract.screens": "demo", "attract.seconds_per_screen": "2", "sound.enabled": "false", "sound.volume": "100",
        "accessibility.speech": "true", "accessibility.voice": "true", "accessibility.text_scale": "200",
        "accessibility.contrast": "high", "accessibility.reduce_motion": "true", "accessibility.time_scale": "2.5",
        "display.width": "240", "display.height": "7680", "display.fullscreen": "true", "display.rotation": "90",
        "display.dpi": "133",
        "display.video_driver": "dummy", "display.renderer": "software", "tilt.device": "keys",
        "tilt.mount_matrix": "'-1, 0, 0; 0, 1, 0; 0, 0, -1'",
        "tilt.profile": "lenient", "event.time_zone": "UTC", "events.family_safe": "false", "events.language": "sv",
        "events.url": "http://127.0.0.1:8080/api", "events.fetch_days": "31",
        "leads.enabled": "true", "leads.consent_text": "Yes.",
        "leads.retention_days": "3650", "credits.mode": "operator", "credits.coin_key": "F1", "credits.per_coin": "100",
        "data_dir": "/srv/quiz",
        "live.listen": "0.0.0.0:9000", "live.public_url": "https://quiz.example.org/",
        "live.auto_start_seconds": "5", "live.auto_start_players": "0", "live.source": "true-false",
        "live.questions": "3", "live.blocked_words": "[spam]",
        // HTTPS needs both files: each sample brings the other along.
        "live.tls_cert": "/etc/c.pem\n  tls_key: /etc/k.pem", "live.tls_key": "/etc/k.pem\n  tls_cert: /etc/c.pem",
        // A fleet needs its URL and password file: the other keys' samples bring them along.
        "fleet.postgres_url": "postgres://kiosk@db/hall\n  password_file: /etc/p",
        "fleet.password_file": "/etc/p\n  postgres_url: postgres://kiosk@db/hall",
        "fleet.kiosk_id": "hall-3" + fleetURL, "fleet.sync_seconds": "1" + fleetURL,
        "fleet.ca_file": "/etc/ca.pem" + fleetURL,
    ]
    static let fleetURL = "\n  postgres_url: postgres://kiosk@db/hall\n  password_file: /etc/p"

    @Test func everyKeyHasASampleAndEachChangesTheConfig() throws {
        #expect(Set(Self.samples.keys) == Set(ConfigSchema.keys))
        for key in ConfigSchema.keys {
            let value = try #require(Self.samples[key])
            let parts = key.split(separator: ".")
            let text = parts.count == 1 ? "\(key): \(value)\n" : "\(parts[0]):\n  \(parts[1]): \(value)\n"
            let config = try KioskConfig.parse(text, file: "test.yaml")
            // kiosk: true needs a PIN hash, so its sample is the default; aKioskFileSetsEverySetting covers it.
            #expect(config != .defaults || key == "kiosk", "\(key) was read and dropped")
        }
    }

    @Test func emptyValuesAndGroupsKeepTheDefaults() throws {
        let text = """
            modes:
            kiosk: ~
            display:
            sound:
              volume: null
            tilt:
              mount_matrix: ""
            """
        #expect(try KioskConfig.parse(text, file: "test.yaml") == .defaults)
    }

    @Test func yamlOneOneSurprisesStayOut() throws {
        // Text stays text and 0750 is decimal: YAML 1.1 would read false and octal 488.
        let text = "leads:\n  consent_text: NO\ncredits:\n  coin_key: 9\ntimeouts:\n  idle_seconds: 0750\n"
        let config = try KioskConfig.parse(text, file: "test.yaml")
        #expect(config.leads.consentText == "NO")
        #expect(config.credits.coinKey == "9")
        #expect(config.timeouts.idleSeconds == 750)
    }

    @Test func allAndOneWordStandForLists() throws {
        let config = try KioskConfig.parse("modes: all\npacks: tiltquiz-true-false\n", file: "test.yaml")
        #expect(config.modes == nil)
        #expect(config.packs == .only(["tiltquiz-true-false"]))
    }

    @Test func aGamepadsMotionSensorCanBeTheTiltDevice() throws {
        let config = try KioskConfig.parse("tilt:\n  device: gamepad\n", file: "test.yaml")
        #expect(config.tilt.device == .gamepad)
    }

    @Test func anchorsAndAliasesWork() throws {
        let text = "display:\n  width: &side 600\n  height: *side\n"
        let config = try KioskConfig.parse(text, file: "test.yaml")
        #expect(config.display.width == 600 && config.display.height == 600)
    }

    @Test func loadReadsAFile() throws {
        let folder = TemporaryFolder()
        let file = folder.write("kiosk.yaml", "display:\n  rotation: 180\n")
        var expected = KioskConfig.defaults
        expected.display.rotationDegrees = 180
        #expect(try KioskConfig.load(path: file) == expected)
    }

    @Test(arguments: [
        (VideoDriver.auto, [String: String](), "kmsdrm"),
        (.auto, ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"], "wayland,x11,kmsdrm"),
        (.auto, ["DISPLAY": ":0", "WAYLAND_DISPLAY": ""], "x11,kmsdrm"),
        (.auto, ["SDL_VIDEODRIVER": "kmsdrm", "DISPLAY": ":0"], "kmsdrm"),
        (.x11, ["WAYLAND_DISPLAY": "wayland-0"], "x11"),
        (.dummy, [:], "dummy"),
    ])
    func videoDriversFallBackInTheDocumentedOrder(driver: VideoDriver, environment: [String: String], hint: String) {
        #expect(driver.sdlHint(environment: environment) == hint)
    }
}

/// `attract.screens`' boards: each names the mode whose board today it shows.
@Suite struct AttractBoardScreensTests {
    @Test func theBoardScreensParseAndNameTheirModes() throws {
        let config = try KioskConfig.parse(
            "attract:\n  screens: [tilt_board, title, trivia_board, daily_board]\n", file: "test.yaml")
        #expect(config.attract.screens == [.tiltBoard, .title, .triviaBoard, .dailyBoard])
        #expect(config.attract.screens.map(\.boardMode) == [.tilt, nil, .trivia, .daily])
    }

    @Test func anUnknownBoardIsNamed() {
        #expect(throws: (any Error).self) {
            try KioskConfig.parse("attract:\n  screens: [chess_board]\n", file: "test.yaml")
        }
    }
}
