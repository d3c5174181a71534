import QuizCore
import Testing

@testable import QuizScreens

/// Issue 37: a topic's progress lists the medal and the milestones beside its ring on a landscape screen. Where
/// the longest line needs more room than the ring leaves it, the ring and the lines move left together, so German's
/// "Noch keine Medaille · 0 / 30" reads whole at 800x480 (it was cut "· 1 /…" with half the screen free on the
/// left; here, with the rig's three questions, the pseudo-locale's line is the one that was cut). In the
/// serialized rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    @Test(arguments: ["de", "es", "tr", "en", "pseudo"])
    func theMedalLineBesideTheRingReadsWholeOnALandscapeScreen(language: String) throws {
        let rig = try TriviaSceneRig(width: 800, height: 480)
        defer { rig.close() }
        rig.painter.catalog = try Painter.catalog(assets: Self.root + "/assets", language: language)
        rig.press("enter")
        rig.run(for: 3.1)
        rig.press("enter")
        rig.run(for: 2.6)
        // A wrong answer (and the Second Chance declined): no medal yet, the longest medal line.
        let wrong = try #require(rig.scene.game.round?.options.firstIndex { !$0.isCorrect })
        rig.press("\(wrong + 1)", "escape")
        rig.run(for: 5.2)
        try #require(rig.scene.screenName == "progress")
        let noMedal = rig.painter.catalog["medal.none_yet"]
        let line = try #require(rig.texts.first { $0.text.hasPrefix(noMedal) }, "\(rig.words)")
        #expect(line.cut == nil, "\(line.text) cut at 800x480 in \(language)")
        // Nothing moved off the screen.
        let outside = rig.texts.filter { $0.rect.x < 0 || $0.rect.maxX > 800 }
        #expect(outside.isEmpty, "\(outside)")
    }
}
