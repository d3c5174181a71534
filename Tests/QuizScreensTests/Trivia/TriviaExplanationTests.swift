import Foundation
import QuizCore
import Testing

@testable import QuizScreens

/// A power-up's explanation says what the next tap on it really does, and
/// reading it never costs time: the question's timer waits while it is open.
/// In the serialized rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    @Test func theExplanationSaysWhatTheNextTapDoesAndTheTimerWaits() throws {
        let rig = try TriviaSceneRig(width: 1280, height: 720, player: TriviaPlayer(inventory: [.halfOff: 2]))
        defer { rig.close() }
        rig.reachAnswers()
        rig.press("j")
        try rig.shoot("explain-none")
        var text = rig.words.joined(separator: " ")
        #expect(text.contains("You have none. Tap it again (key J) to open the store: 3 free."), "\(text)")
        #expect(!text.contains("to use one"))
        #expect(rig.words.contains("Paused"))
        rig.press("enter")
        rig.press("h")
        text = rig.words.joined(separator: " ")
        #expect(text.contains("You have 2. Tap it again (key H) to use one; two power-ups per question."), "\(text)")
        // Left open far longer than the question's 40 s, it costs nothing; an answer key closes it and answers.
        rig.run(for: 60)
        #expect(rig.scene.screenName == "question-explain")
        #expect(rig.scene.game.lives(at: rig.scene.clock.wallSeconds(at: rig.time)) == 3)
        rig.press("1")
        #expect(rig.scene.game.overlay == nil)
        #expect(
            rig.scene.screenName.hasPrefix("result-") || rig.scene.screenName == "secondchance",
            "\(rig.scene.screenName)")

        let kiosk = try TriviaSceneRig(width: 1280, height: 720)
        defer { kiosk.close() }
        kiosk.scene.isInKiosk = true
        kiosk.reachAnswers()
        kiosk.press("f")
        #expect(kiosk.words.joined(separator: " ").contains("You have none. Tap it again to open the store"))
    }
}
