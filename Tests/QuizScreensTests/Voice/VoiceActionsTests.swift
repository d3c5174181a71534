import QuizCore
import QuizFlows
import QuizText
import QuizVoice
import Testing

@testable import QuizScreens

/// Voice commands become the actions keys and taps give, per screen kind, in one pure function; the script's
/// `say` line names a WAV relative to the script's folder.
@Suite struct VoiceActionsTests {
    @Test func eachScreenKindTakesItsCommands() {
        let numbers: [VoiceCommand] = [.one, .two, .three, .four]
        #expect(numbers.map { VoiceActions.action(for: $0, on: .trivia) } == (1...4).map { .answer($0) })
        #expect(VoiceActions.action(for: .pass, on: .trivia) == .pass)
        #expect(VoiceActions.action(for: .skip, on: .trivia) == .pass)
        #expect(VoiceActions.action(for: .next, on: .trivia) == .next)
        #expect(VoiceActions.action(for: .true, on: .trivia) == nil)
        let powerUps: [VoiceCommand] = [.freezeTime, .jumpIt, .peoplesChoice, .halfOff]
        #expect(powerUps.map { VoiceActions.action(for: $0, on: .trivia) } == PowerUp.allCases.map { .powerUp($0) })
        #expect(powerUps.allSatisfy { VoiceActions.action(for: $0, on: .daily) == nil })
        #expect(VoiceActions.action(for: .true, on: .tilt) == .truth(true))
        #expect(VoiceActions.action(for: .false, on: .tilt) == .truth(false))
        #expect(VoiceActions.action(for: .two, on: .tilt) == nil)
        #expect(VoiceActions.action(for: .first, on: .whichCameFirst) == .card(0))
        #expect(VoiceActions.action(for: .second, on: .whichCameFirst) == .card(1))
        #expect(VoiceActions.action(for: .play, on: .home) == .play)
        #expect(VoiceActions.action(for: .one, on: .home) == nil)
        for screen in [VoiceScreen.daily, .packs] {
            #expect(numbers.map { VoiceActions.action(for: $0, on: screen) } == (1...4).map { .answer($0) })
            #expect(VoiceActions.action(for: .next, on: screen) == .next)
            #expect(VoiceActions.action(for: .pass, on: screen) == nil)
        }
        for screen in [VoiceScreen.home, .trivia, .tilt, .whichCameFirst, .daily, .packs] {
            #expect(VoiceActions.action(for: .repeat, on: screen) == .sayAgain)
            #expect(VoiceActions.action(for: .back, on: screen) == .back)
        }
    }

    @Test func aSayLineIsAWavFromTheScriptsFolder() throws {
        let script = try InputScript.parse(
            "{\"t\": 1, \"say\": \"two.wav\"}\n{\"t\": 2, \"say\": \"/abs/next.WAV\"}\n", file: "s.jsonl",
            folder: "/tests/walk")
        #expect(script.steps.map(\.step) == [.say("/tests/walk/two.wav", line: 1), .say("/abs/next.WAV", line: 2)])
        #expect(script.firstSayLine == 1)
        #expect(
            throws: ScriptError(
                file: "s.jsonl", line: 1,
                message: "field \"say\" must be a WAV file's path (absolute, or from the script's folder)")
        ) {
            try InputScript.parse("{\"t\": 1, \"say\": \"two.mp3\"}\n", file: "s.jsonl")
        }
    }

    @Test func repeatSaysTheScreenAgainAndHomeSaysItsChoices() throws {
        var narrator = Narrator()
        let home = HomeNarration.screen(titleKeys: ["trivia.title", "mode.tilt"], focus: 1)
        let english = try #require(try? Painter.catalog(assets: SceneRenderingTests.root + "/assets"))
        #expect(
            home.lines.map { $0.string(in: english) } == [
                "Choose a game.", "1: Trivia.", "2: Tilt True/False.", "Say play, or press Enter, for Tilt True/False.",
            ])
        let german = try #require(try? Painter.catalog(assets: SceneRenderingTests.root + "/assets", language: "de"))
        #expect(home.lines.map { $0.string(in: german) }.first == "Wähle ein Spiel.")
        _ = narrator.step(home)
        #expect(narrator.sayAgain() == [.stop] + home.lines.map(SpeechCommand.say))
        var fresh = Narrator()
        #expect(fresh.sayAgain().isEmpty)
    }

    @Test func aFocusedHomeButtonSaysWhatItDoesInThePlayersLanguage() throws {
        let assets = SceneRenderingTests.root + "/assets"
        let english = try #require(try? Painter.catalog(assets: assets))
        let german = try #require(try? Painter.catalog(assets: assets, language: "de"))
        let arabic = try #require(try? Painter.catalog(assets: assets, language: "ar"))
        let keys = ["trivia.title", "mode.tilt"]
        func said(_ button: HomeButton, _ catalog: Catalog) -> [String] {
            HomeNarration.screen(titleKeys: keys, focus: nil, button: button, language: catalog.language).lines.map {
                $0.string(in: catalog)
            }
        }
        #expect(said(.language, english) == ["Language: English. Press Enter for the next language."])
        #expect(said(.language, german) == ["Sprache: Deutsch. Drücke Enter für die nächste Sprache."])
        #expect(said(.language, arabic) == ["اللغة: العربية. اضغط Enter للغة التالية."])
        #expect(said(.accessibility, english).first?.hasPrefix("Accessibility: read aloud") == true)
        #expect(said(.leaderboards, english).first?.hasPrefix("Leaderboards:") == true)
        // Each button is a screen of its own: moving the focus stops the last and says the next.
        var narrator = Narrator()
        let globe = HomeNarration.screen(titleKeys: keys, focus: nil, button: .language, language: "en")
        let profile = HomeNarration.screen(titleKeys: keys, focus: nil, button: .profile, language: "en")
        #expect(narrator.step(globe) == globe.lines.map(SpeechCommand.say))
        #expect(narrator.step(profile) == [.stop] + profile.lines.map(SpeechCommand.say))
        let tiles = HomeNarration.screen(titleKeys: keys, focus: 0, language: "en")
        #expect(narrator.step(tiles).count == 1 + tiles.lines.count, "back on a tile: the choices again")
    }
}
