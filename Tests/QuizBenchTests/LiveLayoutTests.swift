import Testing

@testable import QuizBench

/// The live round's big screen in the layout check: its join screen with 14 names (one of 38 characters, one
/// with markup), a question, the distribution, the top 5 and the podium fit at the smallest panel, a turned
/// phone-sized one and the kiosk's, and with text at twice its size.
@Suite(.serialized) struct LiveLayoutTests {
    static let screens = ["liveJoin", "liveQuestion", "liveDistribution", "liveLeaderboard", "livePodium"]

    @Test func theLiveScreensAreFixtures() {
        let names = ScreenFixture.all.map(\.name)
        #expect(Self.screens.allSatisfy(names.contains))
    }

    @Test func theLiveScreensFit() throws {
        let check = LayoutCheckRun(sizes: ["320x240", "480x800", "1280x720"], only: Self.screens)
        #expect(try check.problems() == [])
    }

    /// `accessibility.text_scale: 200`: rows and bands grow with the text, the PIN less so.
    @Test func theLiveScreensFitWithTextAtTwoHundredPercent() throws {
        let check = LayoutCheckRun(sizes: ["800x480", "480x800"], only: Self.screens, textScalePercent: 200)
        #expect(try check.problems() == [])
    }
}
