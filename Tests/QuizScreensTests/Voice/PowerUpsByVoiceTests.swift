import QuizCore
import QuizFlows
import QuizVoice
import Testing

@testable import QuizScreens

/// A power-up's name said during a trivia question does what its key does: explained the first time, used the
/// next; "one" in the open shop buys its first item, and "back" closes it.
@Suite(.serialized) struct PowerUpsByVoiceTests {
    func hear(_ command: VoiceCommand, _ rig: TriviaSceneRig) {
        guard let screen = rig.scene.voiceScreen, let action = VoiceActions.action(for: command, on: screen) else {
            return
        }
        rig.scene.perform(action, at: rig.time)
        rig.run(for: 0.1)
    }

    @Test func aPowerUpsNameIsExplainedThenUsed() throws {
        let rig = try TriviaSceneRig(player: TriviaPlayer(inventory: [.halfOff: 2]))
        defer { rig.close() }
        rig.reachAnswers()
        hear(.halfOff, rig)
        #expect(rig.scene.game.overlay == .explanation(.halfOff))
        #expect(rig.scene.game.player.owned(.halfOff) == 2)
        hear(.halfOff, rig)
        #expect(rig.scene.game.overlay == nil)
        #expect(rig.scene.game.player.owned(.halfOff) == 1)
        #expect(rig.scene.game.round?.powerUpsUsed == [.halfOff])
        #expect(rig.scene.game.round?.answerableOptions.count == 2)
    }

    @Test func theShopBuysByNumberAndClosesOnBack() throws {
        let rig = try TriviaSceneRig()
        defer { rig.close() }
        rig.reachAnswers()
        rig.press("b")
        #expect(rig.scene.game.overlay == .shop)
        // Item 2 is 5 Freeze Time, free in the rig's free play.
        hear(.two, rig)
        #expect(rig.scene.game.player.owned(.freezeTime) == 5)
        hear(.back, rig)
        #expect(rig.scene.game.overlay == nil)
        #expect(rig.scene.game.screen == .answering)
    }
}
