import QuizLive
import Testing

@testable import QuizScreens

/// The podium at 240x320: a step is 63 px across, too narrow at the readable minimum for "1,000 points" or for
/// "Cy and 3 more" where four are equal third; both were cut ("2,056 poi…", "Ana and…"). The points are the number
/// alone there, and the equal names take two lines.
@Suite struct LivePodiumSmallScreenTests {
    typealias Clock = LiveTestClock

    /// One question: Ana answers right first, Ben next, the four others together last (equal third).
    static func podiumTexts(language: String, width: Int, height: Int) throws -> [LayoutCheck.DrawnText] {
        let rig = try FrameRig(
            width: width, height: height, assetsDirectory: SceneRenderingTests.root + "/assets", language: language)
        defer { rig.close() }
        let clock = Clock()
        let (scene, host, players) = try clock.roundOfOneQuestion(["Ana", "Ben", "Cy", "Dee", "Eve", "Fay"])
        scene.handle(.key("enter", down: true), at: 0)
        for (number, token) in players.enumerated() {
            clock.set(1 + Double(min(number, 2)) * 6)
            try host.answerWithoutPhone(token, question: 0, option: 0)
        }
        // Everyone answered: the question has closed on its own; Enter moves on to the top 5, then the podium.
        scene.update(at: clock.read())
        #expect(scene.screenName == "live-distribution")
        for screen in ["live-leaderboard", "live-podium"] {
            scene.handle(.key("enter", down: true), at: clock.read())
            #expect(scene.screenName == screen)
        }
        return LayoutCheck.visibleTexts(rig.layoutMarks(scene, at: clock.read()))
    }

    @Test(arguments: ["en", "de", "es", "ar"])
    func thePodiumsPlatesAreReadWholeAt240x320(language: String) throws {
        let texts = try Self.podiumTexts(language: language, width: 240, height: 320)
        let cut = texts.filter { $0.cut != nil }.map(\.text)
        #expect(cut.isEmpty, "\(language): \(cut)")
        let lines = texts.map(\.text)
        #expect(lines.contains("Ana") && lines.contains("Ben"), "\(lines)")
        // The equal third's names on two lines: the first name, and how many more.
        #expect(lines.contains { $0.contains("Cy") } && lines.contains { $0.contains("3") }, "\(lines)")
    }
}
