import QuizCore
import TestSupportText
import Testing
import TiltInput

@testable import QuizScreens

/// The strip over every screen says why saves wait, read through `SavingStatus`,
/// and the saves get their turns from the scene.
@Suite struct StoreWatchSceneTests {
    /// Saves whose problem a test sets, counting their turns.
    final class Saves: SavingStatus {
        var storageProblem: StorageProblem?
        var statusLine = "saving"
        var turns: [Double] = []
        func tick(at time: Double) { turns.append(time) }
    }

    @Test func theStripSaysWhySavesWaitAndTheSavesGetTheirTurns() {
        let saves = Saves()
        let game = TrueFalseGame(
            pool: [
                TrueFalseQuestion(id: "q", topic: "T", statement: "S.", answer: true, explanation: "", source: "")
            ], seed: 1)
        let scene = StoreWatchScene(
            TrueFalseScene(
                game: game, tilt: TiltFeed(source: SimulatedTilt()), sounds: SoundPlayer(directory: "", enabled: false)
            ), saves: saves)
        #expect(StoreWatchScene.message(saves) == nil)
        let said: [StorageProblem: String] = [
            .full: "Not saved: disk full. Operator: free disk space",
            .readOnly: "Not saved: read-only. Operator: make data writable",
            .ioError: "Not saved: disk error. Operator: check the disk",
            .damaged: "Not saved: store damaged. Operator: check --repair",
        ]
        for (problem, words) in said {
            saves.storageProblem = problem
            #expect(StoreWatchScene.message(saves)?.english == words)
        }
        scene.update(at: 1)
        scene.update(at: 2)
        #expect(saves.turns == [1, 2])
    }
}
