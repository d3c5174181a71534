import CSDL2
import CSDL2Image
import Foundation
import QuizCore
import TestSupportImages
import Testing
import TiltInput

@testable import QuizScreens

/// Draws scenes in-process with SDL's dummy driver: the arrow mid-snap, and
/// layouts at the extremes of the supported sizes.
@Suite(.serialized) struct SceneRenderingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let pool = [
        TrueFalseQuestion(
            id: "q1", topic: "Space",
            statement: "Venus takes longer to spin once on its axis than to travel once around the Sun.", answer: true,
            explanation: "Venus turns once in about 243 Earth days but orbits the Sun in about 225.",
            source: "https://en.wikipedia.org/wiki/Venus")
    ]

    /// A scene driven through the real tilt feed by the simulated device, on a headless window.
    final class Harness: HeadlessWindow {
        let sounds: SoundPlayer
        let feed: TiltFeed
        let scene: TrueFalseScene
        var time = 0.0

        init(
            width: Int, height: Int, rotation: DisplayRotation = .degrees0,
            pool: [TrueFalseQuestion] = SceneRenderingTests.pool
        ) throws {
            sounds = SoundPlayer(directory: "", enabled: false)
            feed = TiltFeed(source: SimulatedTilt())
            let game = TrueFalseGame(pool: pool, rules: .init(neutralHoldAdvances: false), seed: 1)
            scene = TrueFalseScene(game: game, tilt: feed, sounds: sounds)
            try super.init(width: width, height: height, rotation: rotation)
        }

        /// Steps the scene at 120 Hz until `condition` holds (or `limit` seconds pass).
        func run(until condition: () -> Bool, limit: Double = 10) {
            while !condition() && time < limit {
                time += PlaySession.stepSeconds
                for event in feed.events(through: time) { scene.handle(event) }
                scene.update(at: time)
            }
        }

        func shoot(_ path: String, at drawTime: Double) throws {
            try screenshot(of: scene, at: drawTime, to: path)
        }
    }

    @Test func theArrowSnapsToStageTwoWhileLeftIsHeld() throws {
        let harness = try Harness(width: 1280, height: 720)
        defer { harness.close() }
        harness.scene.handle(.key("enter", down: true), at: 0)
        #expect(harness.scene.screenName == "question")
        harness.run(until: { harness.time >= 1.0 })
        harness.scene.handle(.key("left", down: true), at: harness.time)
        harness.run(until: { harness.scene.arrow.stage == 2 })
        #expect(harness.scene.arrow == .init(side: .left, stage: 2, changedAt: harness.scene.arrow.changedAt))
        #expect(harness.scene.game.screen == .question, "stage 2 does not answer")

        let folder = NSTemporaryDirectory() + "tiltquiz-scenes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let shot = folder + "/question-stage2.png"
        // Mid-snap: 60 ms into the 180 ms ease, the newest chevron is still growing.
        try harness.shoot(shot, at: harness.scene.arrow.changedAt + 0.06)
        try compare(shot, golden: Self.root + "/Tests/QuizScreensTests/Goldens/question-stage2.png")

        harness.run(until: { harness.scene.game.screen == .reveal })
        #expect(harness.scene.game.answers.map(\.chosen) == [true])
        #expect(harness.scene.game.answers.first?.via == .tilt)
    }

    /// The third arrow stays on view for 200 ms before the reveal: the player sees what answered.
    @Test func theThirdArrowShowsBeforeTheReveal() throws {
        let harness = try Harness(width: 800, height: 480)
        defer { harness.close() }
        harness.scene.handle(.key("enter", down: true), at: 0)
        harness.run(until: { harness.time >= 1.0 })
        harness.scene.handle(.key("left", down: true), at: harness.time)
        harness.run(until: { harness.scene.arrow.stage == 3 })
        let committed = harness.scene.arrow.changedAt
        #expect(harness.scene.game.screen == .question && harness.scene.arrow.side == .left)
        harness.run(until: { harness.time >= committed + 0.19 })
        #expect(harness.scene.game.screen == .question, "still the question, three arrows lit")
        harness.run(until: { harness.scene.game.screen == .reveal })
        #expect(harness.time >= committed + TrueFalseScene.commitShowSeconds - 1e-9)
        #expect(harness.time < committed + TrueFalseScene.commitShowSeconds + 0.02)
        #expect(harness.scene.game.answers.first?.at == committed, "the answer keeps the moment it was tilted")
    }

    @Test(arguments: [(320, 240), (1920, 1080), (800, 480), (480, 800)])
    func everyScreenDrawsAtEverySize(width: Int, height: Int) throws {
        let harness = try Harness(width: width, height: height)
        defer { harness.close() }
        let folder = NSTemporaryDirectory() + "tiltquiz-sizes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for step in 0..<4 {
            try harness.shoot(folder + "/\(step).png", at: harness.time + 1)
            let image = try #require(PixelImage(path: folder + "/\(step).png"))
            #expect(image.width == width && image.height == height)
            #expect(image.distinctColours > 20, "something is drawn on \(harness.scene.screenName)")
            if step == 1 {
                harness.scene.handle(
                    .tap(x: harness.scene.layout.trueSymbol.midX, y: harness.scene.layout.trueSymbol.midY),
                    at: harness.time)
                #expect(harness.scene.game.screen == .reveal, "a tap on the check answers TRUE at \(width)x\(height)")
            } else {
                harness.scene.handle(.key("enter", down: true), at: harness.time)
            }
        }
    }

    func compare(_ path: String, golden: String) throws {
        if ProcessInfo.processInfo.environment["TILTQUIZ_UPDATE_GOLDENS"] == "1" {
            try? FileManager.default.removeItem(atPath: golden)
            try FileManager.default.copyItem(atPath: path, toPath: golden)
            return
        }
        let expected = try #require(
            PixelImage(path: golden), "no golden \(golden): record with TILTQUIZ_UPDATE_GOLDENS=1")
        let actual = try #require(PixelImage(path: path))
        let difference = try #require(actual.difference(from: expected))
        #expect(difference.changedShare < 0.005)
        #expect(difference.meanDelta < 2)
    }
}

/// The tilt meter's dot waits at the tick of each stage until the stage lights.
@Suite struct TiltMeterTests {
    let stages = [15.0, 22.0, 28.0]

    @Test func theDotNeverRunsAheadOfTheArrows() {
        #expect(TrueFalseView.meterDegrees(roll: 40, litStage: 0, stages: stages, span: 35) == 15)
        #expect(TrueFalseView.meterDegrees(roll: 40, litStage: 1, stages: stages, span: 35) == 22)
        #expect(TrueFalseView.meterDegrees(roll: 40, litStage: 2, stages: stages, span: 35) == 28)
        #expect(TrueFalseView.meterDegrees(roll: 40, litStage: 3, stages: stages, span: 35) == 35)
        #expect(TrueFalseView.meterDegrees(roll: -18, litStage: 1, stages: stages, span: 35) == -18)
        #expect(TrueFalseView.meterDegrees(roll: 9, litStage: 0, stages: stages, span: 35) == 9)
    }
}
