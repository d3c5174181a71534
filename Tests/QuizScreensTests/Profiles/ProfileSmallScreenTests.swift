import Foundation
import QuizCore
import QuizStore
import Testing

@testable import QuizScreens

/// A handheld's profile page in languages whose words are longer: no line of the week's figures or the medals
/// ends in "…" where it could take a second row ("Animals: Goldmedai…", "Medaillen und Ab…" and
/// "75 % de acier…" at 320x240).
@Suite struct ProfileSmallScreenTests {
    @Test(arguments: ["de", "es", "fr", "tr", "ar"], [(320, 240), (240, 320)])
    func theProfilesFiguresAndHonoursAreReadWhole(language: String, size: (width: Int, height: Int)) throws {
        let (_, desk, players) = try ProfileSceneTests().world()
        let rig = try FrameRig(
            width: size.width, height: size.height, assetsDirectory: SceneRenderingTests.root + "/assets",
            language: language)
        defer { rig.close() }
        let scene = ProfileScene(desk: desk, viewer: players.ada)
        let texts = LayoutCheck.visibleTexts(rig.layoutMarks(scene, at: 1))
        let cut = texts.filter { $0.cut != nil }.map(\.text)
        #expect(cut.isEmpty, "\(language) \(size.width)x\(size.height): \(cut)")
        // The medals are there, whole: a topic's line on as many rows as it takes.
        #expect(texts.contains { $0.text.hasPrefix("Animals") }, "\(texts.map(\.text))")
    }

    /// A button whose words do not fit beside its icon shows its words alone where they fit so, before its icon
    /// alone: at 320x240 the profile's "Follows" was a chart icon alone (`FocusButton`).
    @Test func aButtonsWordsStandWithoutItsIconWhereTheyFitSo() throws {
        let (_, desk, players) = try ProfileSceneTests().world()
        let rig = try FrameRig(width: 320, height: 240, assetsDirectory: SceneRenderingTests.root + "/assets")
        defer { rig.close() }
        let texts = LayoutCheck.visibleTexts(rig.layoutMarks(ProfileScene(desk: desk, viewer: players.ada), at: 1))
        #expect(texts.contains { $0.text == "Follows" && $0.cut == nil }, "\(texts.map(\.text))")
    }

    @Test func honourLinesLeaveARowForTheRestWhereSomeDoNotFit() {
        #expect(ProfileView.honourLinesKept([1, 2, 1], room: 4) == 3)
        #expect(ProfileView.honourLinesKept([1, 2, 1], room: 3) == 1, "two of three rows, one for 'and 2 more'")
        #expect(ProfileView.honourLinesKept([2, 2], room: 3) == 1)
        #expect(ProfileView.honourLinesKept([3], room: 2) == 0, "only 'and 1 more'")
        #expect(ProfileView.honourLinesKept([], room: 2) == 0)
    }
}
