import QuizCore
import QuizText
import TestSupport
import Testing

@testable import QuizApp

/// What `play` refuses in its flags before anything is opened, and `--size`'s window sizes: the lines the
/// command prints, read here without running it, in English and in the config's language (issue 37).
struct PlayFlagsTests {
    /// The shipped catalog of `language`, as a command reads it.
    func words(_ language: String = "en") throws -> Catalog {
        try CatalogFolder(assets: Repository.path("assets")).catalog(language)
    }

    @Test func flagsThatGoTogetherAreNotRefused() throws {
        var launch = PlayLaunch()
        #expect(launch.flagProblem(words: try words()) == nil)
        (launch.mode, launch.pack, launch.language, launch.player) = ("packs", "starter", "de", "Ana")
        #expect(launch.flagProblem(words: try words()) == nil)
        launch.mode = nil
        #expect(launch.flagProblem(words: try words()) == nil)
    }

    @Test func aRoundGameOverCannotListIsRefused() throws {
        var launch = PlayLaunch()
        for questions in [0, 11] {
            launch.questions = questions
            #expect(
                launch.flagProblem(words: try words())
                    == "--questions must be between 1 and 10: game over lists every statement of the round, and "
                    + "more do not fit a small screen")
            #expect(
                launch.flagProblem(words: try words("de"))
                    == "--questions muss zwischen 1 und 10 liegen: das Spielende listet jede Aussage der Runde auf, "
                    + "und mehr passen nicht auf einen kleinen Bildschirm")
        }
        launch.questions = 10
        #expect(launch.flagProblem(words: try words()) == nil)
    }

    @Test func aPackGoesWithThePacksModeOnly() throws {
        var launch = PlayLaunch()
        (launch.pack, launch.mode) = ("starter", "tilt")
        #expect(
            launch.flagProblem(words: try words())
                == "--pack starts a quiz pack: it goes with --mode packs, not --mode tilt")
        #expect(
            launch.flagProblem(words: try words("es"))
                == "--pack inicia un paquete de preguntas: va con --mode packs, no con --mode tilt")
    }

    @Test func anUnknownLanguageAndAnEmptyPlayerAreRefused() throws {
        var launch = PlayLaunch()
        launch.language = "xx"
        #expect(
            launch.flagProblem(words: try words())
                == "--language xx: no such language; use one of en, de, es, fr, tr, ar, pseudo")
        #expect(
            launch.flagProblem(words: try words("tr"))
                == "--language xx: böyle bir dil yok; şunlardan birini kullan: en, de, es, fr, tr, ar, pseudo")
        launch.language = nil
        launch.player = "  "
        #expect(launch.flagProblem(words: try words()) == "--player must be a name of 2 to 40 characters")
        #expect(launch.flagProblem(words: try words("de")) == "--player muss ein Name mit 2 bis 40 Zeichen sein")
    }

    @Test func aWindowSizeIsReadInEitherCase() throws {
        #expect(try WindowSize.parse("800x480", words: try words()) == WindowSize(width: 800, height: 480))
        #expect(try WindowSize.parse("160X120", words: try words()) == WindowSize(width: 160, height: 120))
        #expect(WindowSize("7680x4320") == WindowSize(width: 7680, height: 4320))
        #expect(WindowSize("7681x4320") == nil)
        #expect(PlayLaunch.valueProblem(size: "800x480", date: "2026-07-20", words: try words()) == nil)
    }

    @Test func aTextThatIsNotASizeSaysHowToWriteOne() throws {
        for text in ["abc", "800x", "800x480x", "x480", "800*480"] {
            let problem = #expect(throws: FlagValueProblem.self) { try WindowSize.parse(text, words: try words()) }
            #expect(problem?.description == "--size \(text): write it as WIDTHxHEIGHT in pixels, such as 800x480")
            #expect(
                PlayLaunch.valueProblem(size: text, date: nil, words: try words("fr"))
                    == "--size \(text)\u{00A0}: écris-la sous la forme WIDTHxHEIGHT en pixels, par exemple 800x480")
        }
    }

    @Test func aSideOutOfRangeSaysWhatIsAllowed() throws {
        for text in ["159x480", "800x119", "7681x480", "800x4321"] {
            let problem = #expect(throws: FlagValueProblem.self) { try WindowSize.parse(text, words: try words()) }
            #expect(
                problem?.description
                    == "--size \(text): the width must be 160 to 7680 and the height 120 to 4320 pixels")
            #expect(
                PlayLaunch.valueProblem(size: text, date: nil, words: try words("de"))
                    == "--size \(text): die Breite muss 160 bis 7680 und die Höhe 120 bis 4320 Pixel betragen")
        }
    }

    /// `play --date` is read as text and checked with `--config` known: its line is the config's language, as
    /// `leaderboard`'s is (it was English before, read before the config).
    @Test func aDateThatIsNotADaySaysHowToWriteOneInTheConfigsLanguage() throws {
        #expect(PlayLaunch.valueProblem(size: nil, date: "2026-07-20", words: try words("de")) == nil)
        for text in ["2026-13-01", "20.07.2026", ""] {
            #expect(
                PlayLaunch.valueProblem(size: nil, date: text, words: try words())
                    == "--date \(text): give a date as YYYY-MM-DD, e.g. 2026-07-20")
            #expect(
                PlayLaunch.valueProblem(size: nil, date: text, words: try words("de"))
                    == "--date \(text): gib ein Datum als YYYY-MM-DD an, z. B. 2026-07-20")
        }
    }

    /// What `play` takes from `--size` and `--date` as typed, once `valueProblem` let them through.
    @Test func aSizeAndADayAreReadFromTheirText() throws {
        var launch = PlayLaunch()
        launch.read(size: "800X480", date: "2026-07-20")
        #expect(launch.size?.width == 800 && launch.size?.height == 480)
        #expect(launch.date == CalendarDay(year: 2026, month: 7, day: 20))
        launch.read(size: nil, date: nil)
        #expect(launch.size == nil && launch.date == nil)
    }
}
