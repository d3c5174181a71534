import Foundation
import TestSupport
import TestSupportStore
import Testing

/// The home's globe through the real executable: with `languages: [en, de]` it steps the session to German,
/// and what follows is German: the screens' texts and the narration (its phrases and voice) of the tilt game
/// started next. With one language offered there is no globe in the focus order.
@Suite struct LanguageGlobeTests {
    /// Plays from home as Ada (`--player`: no player button) with `languages` offered: two Lefts from the
    /// first tile (Profile, the globe), Enter, two Rights back to the first tile (Tilt True/False), Enter, Enter.
    static func play(offering languages: String) throws -> (said: [SpeechLogTests.Utterance], shots: [String]) {
        let folder = Tool.temporaryFolder()
        Tool.write("languages: \(languages)\n", to: folder + "/config.yaml")
        var steps: [(Double, String)] = [(0.5, "left"), (0.7, "left"), (1.5, "enter")]
        steps += [(2.5, "right"), (2.7, "right"), (3.5, "enter"), (5.0, "enter")]
        let result = try Tool.play(
            [
                "--data", folder + "/data", "--seed", "1", "--no-sound", "--player", "Ada", "--config",
                folder + "/config.yaml", "--speech-log", folder + "/speech.jsonl", "--screenshots", folder + "/shots",
            ], script: ScriptedInput.keys(steps), scriptFile: folder + "/script.jsonl")
        #expect(result.status == 0, "\(result.stderr)")
        let shots = try FileManager.default.contentsOfDirectory(atPath: folder + "/shots").sorted()
        return (try SpeechLogTests.read(folder + "/speech.jsonl"), shots)
    }

    @Test func theGlobeShowsTheNextLanguageAndTheGameThatFollowsIsInIt() throws {
        let (said, shots) = try Self.play(offering: "[en, de]")
        let home = try #require(said.first)
        #expect(home.voice == "en", "home starts in the config's language: \(home.text)")
        // Focused, the globe says what it does; pressed, it says so again in German, and the tiles in German follow.
        #expect(said.contains { $0.text == "Language: English. Press Enter for the next language." && $0.t < 1.5 })
        let again = try #require(said.first { $0.voice == "de" }, "\(said.map(\.text))")
        #expect(again.text == "Sprache: Deutsch. Drücke Enter für die nächste Sprache.")
        #expect(again.t >= 1.5 && again.t < 2.5, "when the globe was pressed: \(again.t)")
        #expect(said.contains { $0.text == "Wähle ein Spiel." && $0.voice == "de" && $0.t >= 2.5 })
        let title = try #require(said.first { $0.text.hasPrefix("Kipp") }, "\(said.map(\.text))")
        #expect(title.text == "Kipp: Wahr oder falsch. Kippe oder drücke Enter zum Spielen.")
        #expect(said.drop { $0.t < title.t }.allSatisfy { $0.voice == "de" })
        #expect(shots.contains { $0.hasSuffix("-question.png") }, "the game started: \(shots)")
    }

    /// What home says first to `player` in a session of `folder` offering English and German, with `keys`.
    static func firstSaid(
        to player: String, keys: [(Double, String)], folder: String, run: Int
    ) throws -> [SpeechLogTests.Utterance] {
        Tool.write("languages: [en, de]\n", to: folder + "/config.yaml")
        let log = folder + "/speech-\(run).jsonl"
        let result = try Tool.play(
            [
                "--data", folder + "/data", "--seed", "1", "--no-sound", "--player", player, "--config",
                folder + "/config.yaml", "--speech-log", log,
            ], script: ScriptedInput.keys(keys), scriptFile: folder + "/script-\(run).jsonl")
        #expect(result.status == 0, "\(result.stderr)")
        return try SpeechLogTests.read(log)
    }

    @Test func aNamedPlayersLanguageIsKeptForTheirNextSession() throws {
        let folder = Tool.temporaryFolder()
        // Ada presses the globe (two Lefts from the first tile, Enter): German.
        let first = try Self.firstSaid(
            to: "Ada", keys: [(0.5, "left"), (0.7, "left"), (1.5, "enter"), (2.5, "right")], folder: folder, run: 1)
        #expect(first.first?.voice == "en" && first.last?.voice == "de", "\(first.map(\.text))")
        // Her next session starts in German; Bo, who never chose, in the config's English.
        let again = try Self.firstSaid(to: "Ada", keys: [(0.5, "right")], folder: folder, run: 2)
        #expect(again.first?.text == "Wähle ein Spiel." && again.first?.voice == "de", "\(again.map(\.text))")
        let other = try Self.firstSaid(to: "Bo", keys: [(0.5, "right")], folder: folder, run: 3)
        #expect(other.first?.voice == "en", "\(other.map(\.text))")
        let kept = try StoreFile.rows("SELECT name, language FROM player ORDER BY id", in: folder + "/data")
        #expect(kept.map { "\($0["name"] as String) \(($0["language"] as String?) ?? "-")" } == ["Ada de", "Bo -"])
    }

    @Test func withOneLanguageOfferedTheSameKeysStayInIt() throws {
        // No globe: two Lefts land on the speaker instead, whose screen Enter opens and the next keys step
        // through; nothing on the way is in another language.
        let (said, _) = try Self.play(offering: "[en]")
        #expect(!said.isEmpty)
        #expect(said.allSatisfy { $0.voice == "en" }, "\(said.map(\.text))")
        #expect(!said.contains { $0.text.hasPrefix("Kipp") })
    }
}
