import Foundation
import QuizApp
import TestSupport
import Testing

@testable import QuizBench

/// What `tiltquiz bench` and `tiltquiz layout-check` refuse before they draw or measure anything, the config
/// file's text scale and the line printed when every screen fits: read here without running either command.
struct BenchFlagsTests {
    /// A bench run with the command's defaults.
    var bench: BenchRun {
        BenchRun(parts: [], quick: true, screenshots: nil, screens: [], minutes: 10, longrunMode: .tilt)
    }

    @Test func theDefaultsAndEveryScreenTheFramePartDrawsAreTaken() {
        var run = bench
        #expect(run.flagProblem == nil)
        run.screens = ScreenFixture.all.map(\.name)
        (run.minutes, run.fleetPlayers, run.fleetDevices) = (1440, 100_000, 0)
        #expect(run.flagProblem == nil)
    }

    @Test func aBenchsUnknownScreenLanguageOrOutOfRangeCountIsRefused() throws {
        var run = bench
        run.screens = ["title", "nowhere"]
        let problem = try #require(run.flagProblem)
        #expect(problem.hasPrefix("--screen nowhere: no such screen; the frame part draws "))
        #expect(problem.contains("title"))
        run = bench
        run.language = "xx"
        #expect(run.flagProblem == "--language xx: no such language; use one of en, de, es, fr, tr, ar, pseudo")
        for minutes in [0.5, 1441, .nan] {
            run = bench
            run.minutes = minutes
            #expect(run.flagProblem == "--minutes must be from 1 to 1440")
        }
        run = bench
        run.fleetPlayers = 9
        #expect(run.flagProblem == "--fleet-players must be from 10 to 100000")
        run = bench
        run.fleetDevices = 1001
        #expect(run.flagProblem == "--fleet-devices must be from 0 to 1000")
    }

    @Test func aLayoutChecksMinimumTextDpiAndLanguageAreKeptInRange() {
        var check = LayoutCheckRun(minimumText: 6)
        check.dotsPerInch = 1000
        #expect(check.flagProblem == nil)
        check.minimumText = 201
        #expect(check.flagProblem == "--minimum-text 201: give a size from 6 to 200 pixels")
        check.minimumText = nil
        check.dotsPerInch = 10
        #expect(check.flagProblem == "--dpi 10.0: give the panel's dots per inch, from 50 to 1000")
        check.dotsPerInch = nil
        check.language = "xx"
        #expect(check.flagProblem == "--language xx: no such language; use one of en, de, es, fr, tr, ar, pseudo")
    }

    @Test func theFitsLineNamesTheSizesAndATextScaleOtherThanAHundred() {
        var check = LayoutCheckRun(sizes: ["800x480", "480x800"])
        #expect(check.fitsLine == "Every screen fits at 800x480, 480x800.")
        check.textScalePercent = 150
        #expect(check.fitsLine == "Every screen fits at 800x480, 480x800 with text at 150 %.")
    }

    @Test func theTextScaleIsTheConfigFilesAndAFileThatCannotBeReadIsNamed() throws {
        let folder = TemporaryFolder()
        let file = folder.write("config.yaml", "accessibility:\n  text_scale: 150\n")
        var check = LayoutCheckRun()
        try check.takeSettings(fromConfig: file)
        #expect(check.textScalePercent == 150)
        let missing = folder.file("missing.yaml")
        let failure = #expect(throws: CommandFailure.self) { try check.takeSettings(fromConfig: missing) }
        #expect(failure?.message == "\(missing): no such file")
        #expect(check.textScalePercent == 150)
    }

    @Test func thePanelsDensityIsTheConfigFilesUnlessDpiIsGiven() throws {
        let folder = TemporaryFolder()
        let file = folder.write("config.yaml", "display:\n  dpi: 187\n")
        var check = LayoutCheckRun()
        try check.takeSettings(fromConfig: file)
        #expect(check.dotsPerInch == 187)
        check.dotsPerInch = 133
        try check.takeSettings(fromConfig: file)
        #expect(check.dotsPerInch == 133)
    }
}
