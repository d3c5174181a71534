import Foundation
import TestSupport
import Testing

/// `play`'s and the tilt tools' own lines speak the config's `language` (issue 37): `play --config`, and
/// `calibrate`, `record` and `devices` the config file they find (they take no `--config`). Each line here was
/// English whatever the config said.
@Suite struct OperatorLanguageTiltTests {
    /// A folder with `tiltquiz/config.yaml` saying `language: LANGUAGE`, as `XDG_CONFIG_HOME`, and the file.
    func configHome(_ language: String, more: String = "") -> (environment: [String: String], file: String) {
        let home = Tool.temporaryFolder()
        try? FileManager.default.createDirectory(atPath: home + "/tiltquiz", withIntermediateDirectories: true)
        Tool.write("language: \(language)\n" + more, to: home + "/tiltquiz/config.yaml")
        return (["XDG_CONFIG_HOME": home], home + "/tiltquiz/config.yaml")
    }

    @Test func playsFlagsAreRefusedInTheConfigsLanguage() throws {
        let german = configHome("de").file
        let size = try Tool.run(["play", "--size", "big", "--config", german])
        #expect(size.status != 0)
        #expect(
            size.stderr.contains("--size big: schreib die Größe als WIDTHxHEIGHT in Pixeln, etwa 800x480"),
            "\(size.stderr)")
        let range = try Tool.run(["play", "--size", "100x50", "--config", german])
        #expect(range.stderr.contains("--size 100x50: die Breite muss 160 bis 7680"), "\(range.stderr)")
        // `--date` was read before `--config`, so it was English; now it is checked with the config known.
        let date = try Tool.run(["play", "--date", "2026-13-01", "--config", german])
        #expect(date.status != 0)
        #expect(
            date.stderr.contains("--date 2026-13-01: gib ein Datum als YYYY-MM-DD an, z. B. 2026-07-20"),
            "\(date.stderr)")
        let questions = try Tool.run(["play", "--questions", "0", "--headless", "--config", configHome("fr").file])
        #expect(questions.stderr.contains("--questions doit être entre 1 et 10\u{00A0}:"), "\(questions.stderr)")
        let english = try Tool.run(["play", "--date", "2026-13-01"])
        #expect(english.stderr.contains("--date 2026-13-01: give a date as YYYY-MM-DD, e.g. 2026-07-20"))
    }

    @Test func playsOwnFailuresSpeakTheConfigsLanguage() throws {
        let folder = Tool.temporaryFolder()
        let gamepad = try Tool.run(["play", "--headless", "--tilt", "gamepad", "--config", configHome("de").file])
        #expect(gamepad.status == 1)
        #expect(
            gamepad.stderr.contains(
                "--tilt gamepad braucht ein Fenster: der Sensor eines Controllers läuft in Echtzeit"),
            "\(gamepad.stderr)")
        let packs = configHome("es", more: "packs: [party-pack, quiz-night]\n").file
        let missing = try Tool.run(["play", "--headless", "--mode", "tilt", "--config", packs, "--data", folder + "/d"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains(
                "packs en la configuración nombra 2 paquetes que no están instalados: party-pack, quiz-night"),
            "\(missing.stderr)")
        let offered = configHome("tr", more: "languages: [tr, en]\n").file
        let language = try Tool.run(["play", "--headless", "--language", "de", "--config", offered])
        #expect(language.status == 1)
        #expect(
            language.stderr.contains(
                "--language de, yapılandırmadaki languages tarafından sunulmuyor (tr, en)"),
            "\(language.stderr)")
    }

    @Test func calibrateAndRecordSpeakTheFoundConfigsLanguage() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(TraceBuilder(tilts: [], duration: 3).text(), to: folder + "/still.jsonl")
        let german = configHome("de").environment
        let calibrated = try Tool.run(
            ["calibrate", "--tilt", "replay:" + folder + "/still.jsonl", "--config-dir", folder + "/c"],
            environment: german)
        #expect(calibrated.status == 0, "\(calibrated.stderr)")
        #expect(calibrated.stdout.contains("kalibriert: neutrale Rollung "), "\(calibrated.stdout)")
        #expect(calibrated.stdout.contains(" Messwerten in 2.0\u{00A0}s."), "\(calibrated.stdout)")
        #expect(calibrated.stdout.contains("Gespeichert in \(folder)/c/calibration.json."), "\(calibrated.stdout)")
        let recorded = try Tool.run(
            ["record", folder + "/copy.jsonl", "--tilt", "replay:" + folder + "/still.jsonl"], environment: german)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains(" Messwerte ("), "\(recorded.stdout)")
        #expect(recorded.stdout.contains("in \(folder)/copy.jsonl aufgezeichnet."), "\(recorded.stdout)")
        let keys = try Tool.run(["calibrate", "--tilt", "keys"], environment: german)
        #expect(keys.status != 0)
        #expect(keys.stderr.contains("calibrate braucht einen Sensor (--tilt auto, evdev:NODE oder iio:PATH)"))
        let seconds = try Tool.run(["calibrate", "--seconds", "100"], environment: configHome("ar").environment)
        #expect(seconds.stderr.contains("يجب أن تكون قيمة --seconds بين 0.2 و60"), "\(seconds.stderr)")
        // Without a config, English as before.
        let english = try Tool.run(["calibrate", "--tilt", "keys"])
        #expect(english.stderr.contains("calibrate needs a sensor (--tilt auto, evdev:NODE or iio:PATH)"))
    }

    @Test func replaysLinesSpeakTheFoundConfigsLanguage() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(
            TraceBuilder(tilts: [.init(start: 1, left: true)], duration: 3).text(), to: folder + "/left.jsonl")
        let german = try Tool.run(["replay", folder + "/left.jsonl"], environment: configHome("de").environment)
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout.contains(" s  kalibriert\n"), "\(german.stdout)")
        #expect(german.stdout.contains(" s  Stufe 1 links\n"), "\(german.stdout)")
        #expect(german.stdout.contains(" s  Entscheidung links (WAHR)\n"), "\(german.stdout)")
        #expect(german.stdout.contains(" s  Ruhelage\n"), "\(german.stdout)")
        let english = try Tool.run(["replay", folder + "/left.jsonl"])
        #expect(english.stdout.contains(" s  commit left (TRUE)\n"), "\(english.stdout)")
        // --json keeps the pipeline's own names whatever the language.
        let json = try Tool.run(
            ["replay", folder + "/left.jsonl", "--json"], environment: configHome("de").environment)
        #expect(json.stdout.contains("\"commit\""), "\(json.stdout)")
    }

    @Test func devicesSpeakTheFoundConfigsLanguage() throws {
        let empty = Tool.temporaryFolder()
        let none = try Tool.run(
            ["devices", "--sysfs-root", empty, "--dev-root", empty], environment: configHome("fr").environment)
        #expect(none.status != 0)
        #expect(none.stderr.contains("; tiltquiz play utilisera les flèches et le toucher"), "\(none.stderr)")
    }
}
