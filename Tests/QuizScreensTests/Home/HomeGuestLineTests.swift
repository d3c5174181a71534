import Foundation
import QuizCore
import QuizFlows
import QuizStore
import Testing
import TiltInput

@testable import QuizScreens

/// Home's line above the tiles is read whole: where "Pick a game as a guest, or enter your name" does not stand in
/// the gap (240x320), "Pick a game" does, the player button beside it. It was cut ("… or enter your…") and the
/// layout check could not see it. In the serialized rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    @Test(arguments: [(240, 320, "Pick a game"), (1280, 720, "Pick a game as a guest, or enter your name")])
    func homesLineAboveTheTilesIsReadWhole(width: Int, height: Int, line: String) throws {
        let rig = try FrameRig(width: width, height: height, assetsDirectory: Self.root + "/assets")
        defer { rig.close() }
        let scene = Self.kioskHome(rig, saves: PlaySaves(database: try QuizDatabase()))
        let texts = LayoutCheck.visibleTexts(rig.layoutMarks(scene, at: 1))
        #expect(texts.contains { $0.text == line && $0.cut == nil }, "\(texts.map(\.text))")
        #expect(texts.filter { $0.cut != nil }.isEmpty, "\(texts.filter { $0.cut != nil }.map(\.text))")
    }

    /// A kiosk's home over `saves` with two tiles (a home with one mode opens it at once): Tilt True/False, whose
    /// game is one Moon statement, and Trivia.
    static func kioskHome(_ rig: FrameRig, saves: PlaySaves) -> HomeScene {
        let feed = TiltFeed(source: SimulatedTilt())
        let modes = [GameModeInfo.tilt, .trivia].map { info in
            HomeMode(info: info) { _, time in
                TrueFalseScene(
                    game: TrueFalseGame(pool: MoonQuestion.pool, rules: .init(roundLength: 1), seed: 1, now: time),
                    tilt: feed, sounds: rig.sounds)
            }
        }
        return HomeScene(
            modes: modes, roster: StorePlayerRoster(saves: saves), tilt: feed, kiosk: true,
            accounts: StoreAccountDesk(saves: saves, iterations: AccountStore.allowedIterations.lowerBound))
    }
}
