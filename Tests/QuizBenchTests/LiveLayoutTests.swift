import Testing

@testable import QuizBench

/// The live round's big screen in the layout check: its join screen with 14 names (one of 38 characters, one
/// with markup), a question, the distribution, the top 5 and the podium fit at the smallest panel, a turned
/// phone-sized one and the kiosk's, and with text at twice its size; so does the operator's page. In `LayoutCheckRunTests`' series: two layout
/// checks at once open SDL windows from two threads, which SDL does not take (one drew at the other's size).
extension LayoutCheckRunTests {
    static let liveScreens = [
        "liveJoin", "liveQuestion", "liveDistribution", "liveLeaderboard", "livePodium", "liveOperator",
    ]

    @Test func theLiveScreensAreFixtures() {
        let names = ScreenFixture.all.map(\.name)
        #expect(Self.liveScreens.allSatisfy(names.contains))
    }

    @Test func theLiveScreensFit() throws {
        let check = LayoutCheckRun(sizes: ["320x240", "480x800", "1280x720"], only: Self.liveScreens)
        let problems = try check.problems()
        #expect(problems == [], "\(problems)")
    }

    /// `accessibility.text_scale: 200`: rows and bands grow with the text, the PIN less so.
    @Test func theLiveScreensFitWithTextAtTwoHundredPercent() throws {
        let check = LayoutCheckRun(sizes: ["800x480", "480x800"], only: Self.liveScreens, textScalePercent: 200)
        #expect(try check.problems() == [])
    }
}
