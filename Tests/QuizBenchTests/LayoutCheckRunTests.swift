import QuizApp
import Testing

@testable import QuizBench

/// The layout check and the bench's screen fixtures, run in this process: no binary is spawned.
@Suite(.serialized) struct LayoutCheckRunTests {
    @Test func everyFixtureHasItsOwnName() {
        let names = ScreenFixture.all.map(\.name)
        #expect(names.count >= 80)
        #expect(Set(names).count == names.count)
        #expect(!names.contains(""))
    }

    @Test func theDefaultSizesAreEachPanelUprightAndTurned() {
        #expect(
            LayoutCheckRun.defaultSizes == [
                "320x240", "240x320", "480x320", "320x480", "800x480", "480x800", "1280x720", "720x1280",
                "1920x1080", "1080x1920",
            ])
        #expect(LayoutCheckRun(sizes: ["800x480"]).sizesChecked == ["800x480"])
    }

    @Test func screensFitAtASmallAndATurnedSize() throws {
        let check = LayoutCheckRun(sizes: ["320x240", "480x800"], only: ["title", "triviaQuestion", "home"])
        #expect(try check.problems() == [])
    }

    @Test func textSmallerThanTheMinimumAskedForIsNamed() throws {
        let problems = try LayoutCheckRun(sizes: ["800x480"], only: ["title"], minimumText: 200).problems()
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0.hasPrefix("800x480 title: ") })
    }

    @Test func anUnknownScreenIsNamedWithTheScreensThereAre() {
        let failure = #expect(throws: CommandFailure.self) { try LayoutCheckRun(only: ["nowhere"]).problems() }
        #expect(failure?.message.hasPrefix("--only nowhere: no such screen; the screens are title, ") == true)
    }

    @Test func aSizeOutsideTheRangeIsRefused() throws {
        let failure = #expect(throws: CommandFailure.self) { try LayoutCheckRun.parse("100x100") }
        #expect(failure?.message == "--size 100x100: give WIDTHxHEIGHT in pixels, each 240 to 7680, e.g. 800x480")
        let size = try LayoutCheckRun.parse("800X480")
        #expect(size.width == 800 && size.height == 480)
    }
}
