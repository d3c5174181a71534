import QuizCore
import QuizFlows
import Testing
import TiltInput

@testable import QuizScreens

/// The layer around a session: Back acts on release for the screen under it, held 2 s it opens the
/// Accessibility screen (from scripted key events, as `InputScript`'s key down and up lines give them), keys
/// and taps change the choices in force at once, and each player's choices come back when they play again.
@Suite struct AccessibilityLayerTests {
    /// A scene that notes the input it is given.
    final class Recorder: Scene {
        var inputs: [InputEvent] = []
        var screenName: String { "recorder" }
        var wantsQuit: Bool { false }
        var isDone: Bool { false }
        func handle(_ input: InputEvent, at time: Double) { inputs.append(input) }
        func handle(_ tilt: TimedTiltEvent) {}
        func update(at time: Double) {}
        func draw(_ painter: Painter, at time: Double) {}
        func summaryJSON() -> String { "{}" }
    }

    /// Choices kept in memory, by player id.
    final class Memory: AccessibilityKeeper {
        var kept: [Int64: AccessibilityChoices] = [:]
        func choices(of player: PlayerRef) -> AccessibilityChoices? { kept[player.id] }
        func keep(_ choices: AccessibilityChoices, for player: PlayerRef) { kept[player.id] = choices }
    }

    /// Runs the layer's steps from `from` to `to` at the session's 120 Hz.
    static func run(_ layer: AccessibilityLayer, from: Double, to: Double) {
        var time = from
        while time < to {
            time += PlaySession.stepSeconds
            layer.update(at: time)
        }
    }

    @Test func backReachesTheScreenOnReleaseNotOnPress() {
        let inner = Recorder()
        let layer = AccessibilityLayer(inner, inForce: AccessibilityInForce(defaults: .init()), language: "en")
        layer.handle(.key("escape", down: true), at: 1)
        Self.run(layer, from: 1, to: 1.5)
        #expect(inner.inputs.isEmpty)
        layer.handle(.key("escape", down: false), at: 1.5)
        #expect(inner.inputs == [.key("escape", down: true), .key("escape", down: false)])
        #expect(layer.flow == nil)
        // Other keys pass at once, down and up.
        layer.handle(.key("left", down: true), at: 2)
        layer.handle(.key("left", down: false), at: 2)
        #expect(inner.inputs.suffix(2) == [.key("left", down: true), .key("left", down: false)])
    }

    @Test func backHeldTwoSecondsOpensTheScreenAndItsReleaseDoesNothing() {
        let inner = Recorder()
        let layer = AccessibilityLayer(inner, inForce: AccessibilityInForce(defaults: .init()), language: "en")
        layer.handle(.key("escape", down: true), at: 1)
        Self.run(layer, from: 1, to: 2.9)
        #expect(layer.flow == nil)
        Self.run(layer, from: 2.9, to: 3.05)
        #expect(layer.screenName == "accessibility")
        layer.handle(.key("escape", down: false), at: 3.5)
        #expect(inner.inputs.isEmpty)
        #expect(layer.flow != nil)
        // Down to Text size, Enter: 125 % at once; Back (a press) closes the screen, not the game.
        for key in ["down", "down", "enter"] {
            layer.handle(.key(key, down: true), at: 4)
            layer.handle(.key(key, down: false), at: 4)
        }
        #expect(layer.inForce.choices.textScalePercent == 125)
        layer.handle(.key("escape", down: true), at: 5)
        layer.handle(.key("escape", down: false), at: 5)
        #expect(layer.flow == nil)
        #expect(inner.inputs.isEmpty)
    }

    @Test func theHomesSpeakerOpensItAndTapsChangeTheRows() {
        let layer = AccessibilityLayer(Recorder(), inForce: AccessibilityInForce(defaults: .init()), language: "de")
        layer.open()
        #expect(layer.flow?.notes == [.voiceEnglishOnly])
        let rows = AccessibilityLayout(size: Size(width: 1280, height: 720), noteCount: 1).rows
        let contrast = rows[AccessibilityFlow.Row.contrast.rawValue]
        layer.handle(.tap(x: contrast.midX, y: contrast.midY), at: 1)
        #expect(layer.inForce.choices.highContrast)
        let back = AccessibilityLayout(size: Size(width: 1280, height: 720)).backButton
        layer.handle(.tap(x: back.midX, y: back.midY), at: 2)
        #expect(layer.flow == nil)
    }

    @Test func eachPlayersChoicesComeBackAndNobodysAreTheSessions() {
        let memory = Memory()
        let inForce = AccessibilityInForce(defaults: AccessibilityChoices(textScalePercent: 150), keeper: memory)
        let layer = AccessibilityLayer(Recorder(), inForce: inForce, language: "en")
        var playing: PlayerRef?
        layer.currentPlayer = { playing }
        let ada = PlayerRef(id: 1, name: "Ada", isGuest: false)
        let bob = PlayerRef(id: 2, name: "Bob", isGuest: false)
        // Ada signs in with nothing kept: the session's choices stay; she turns high contrast on.
        playing = ada
        layer.update(at: 1)
        layer.open()
        layer.handle(.tap(x: 0, y: 0), at: 1)  // nothing there
        let rows = AccessibilityLayout(size: Size(width: 1280, height: 720)).rows
        let contrast = rows[AccessibilityFlow.Row.contrast.rawValue]
        layer.handle(.tap(x: contrast.midX, y: contrast.midY), at: 1.5)
        #expect(memory.kept[1] == AccessibilityChoices(textScalePercent: 150, highContrast: true))
        // Bob has none kept: Ada's stay in force for him until he chooses; nobody signed in: the session's.
        playing = bob
        layer.update(at: 2)
        playing = nil
        layer.update(at: 3)
        #expect(inForce.choices == AccessibilityChoices(textScalePercent: 150))
        // Ada again: hers come back, and the open screen shows them.
        playing = ada
        layer.update(at: 4)
        #expect(inForce.choices.highContrast)
        #expect(layer.flow?.choices.highContrast == true)
    }
}

/// What a game reads of a player's choices when it starts (`choices(for:)`): the ones in force for the player in
/// force, a kept player's own for another, and reading changes nobody's.
@Suite struct AccessibilityChoicesForAPlayerTests {
    @Test func aGameReadsThePlayersChoicesWithoutChangingWhoIsInForce() {
        let memory = AccessibilityLayerTests.Memory()
        let ada = PlayerRef(id: 1, name: "Ada", isGuest: false)
        let bob = PlayerRef(id: 2, name: "Bob", isGuest: false)
        memory.kept[bob.id] = AccessibilityChoices(timeScale: 2)
        let inForce = AccessibilityInForce(defaults: AccessibilityChoices(), keeper: memory)
        inForce.playerChanged(to: ada)
        inForce.change(to: AccessibilityChoices(timeScale: 1.5))
        #expect(inForce.choices(for: ada).timeScale == 1.5)
        #expect(inForce.choices(for: bob).timeScale == 2)
        #expect(inForce.player?.id == ada.id && inForce.choices.timeScale == 1.5)
        let carol = PlayerRef(id: 3, name: "Carol", isGuest: true)
        #expect(inForce.choices(for: carol).timeScale == 1.5, "none kept: those in force")
    }
}
