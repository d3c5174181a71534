import QuizCore
import Testing

@testable import QuizApp

/// What `play` refuses in its flags before anything is opened, and `--size`'s window sizes: the lines the
/// command prints, read here without running it.
struct PlayFlagsTests {
    @Test func flagsThatGoTogetherAreNotRefused() {
        var launch = PlayLaunch()
        #expect(launch.flagProblem == nil)
        (launch.mode, launch.pack, launch.language, launch.player) = ("packs", "starter", "de", "Ana")
        #expect(launch.flagProblem == nil)
        launch.mode = nil
        #expect(launch.flagProblem == nil)
    }

    @Test func aRoundGameOverCannotListIsRefused() {
        var launch = PlayLaunch()
        for questions in [0, 11] {
            launch.questions = questions
            #expect(
                launch.flagProblem
                    == "--questions must be between 1 and 10: game over lists every statement of the round, and "
                    + "more do not fit a small screen")
        }
        launch.questions = 10
        #expect(launch.flagProblem == nil)
    }

    @Test func aPackGoesWithThePacksModeOnly() {
        var launch = PlayLaunch()
        (launch.pack, launch.mode) = ("starter", "tilt")
        #expect(launch.flagProblem == "--pack starts a quiz pack: it goes with --mode packs, not --mode tilt")
    }

    @Test func anUnknownLanguageAndAnEmptyPlayerAreRefused() {
        var launch = PlayLaunch()
        launch.language = "xx"
        #expect(launch.flagProblem == "--language xx: no such language; use one of en, de, es, fr, tr, ar, pseudo")
        launch.language = nil
        launch.player = "  "
        #expect(launch.flagProblem == "--player must be a name of 2 to 40 characters")
    }

    @Test func aWindowSizeIsReadInEitherCase() throws {
        #expect(try WindowSize.parse("800x480") == WindowSize(width: 800, height: 480))
        #expect(try WindowSize.parse("160X120") == WindowSize(width: 160, height: 120))
        #expect(try WindowSize.parse("7680x4320") == WindowSize(width: 7680, height: 4320))
    }

    @Test func aTextThatIsNotASizeSaysHowToWriteOne() {
        for text in ["abc", "800x", "800x480x", "x480", "800*480"] {
            let problem = #expect(throws: FlagValueProblem.self) { try WindowSize.parse(text) }
            #expect(problem?.description == "write it as WIDTHxHEIGHT in pixels, such as 800x480")
        }
    }

    @Test func aSideOutOfRangeSaysWhatIsAllowed() {
        for text in ["159x480", "800x119", "7681x480", "800x4321"] {
            let problem = #expect(throws: FlagValueProblem.self) { try WindowSize.parse(text) }
            #expect(
                problem?.description == "the width must be 160 to 7680 and the height 120 to 4320 pixels")
        }
    }

    @Test func aDateIsReadAsADayAndAnythingElseSaysHowToWriteOne() throws {
        #expect(try DateFlag.parse("2026-07-20") == CalendarDay("2026-07-20"))
        #expect(DateFlag.problem("2026-07-20") == nil)
        for text in ["2026-13-01", "20.07.2026", ""] {
            let line = "--date \(text): give a date as YYYY-MM-DD, e.g. 2026-07-20"
            #expect(DateFlag.problem(text) == line)
            let problem = #expect(throws: FlagValueProblem.self) { try DateFlag.parse(text) }
            #expect(problem?.description == line)
        }
    }
}
