import Foundation
import TestSupport
import Testing

@testable import QuizApp

/// What the tool commands refuse before they open the store, read here without running them: the leaderboard's
/// mode, period, date, rows and format, the import's topic and language, and a `--config` that cannot be read.
struct ToolFlagsTests {
    /// The leaderboard's problem for these flags, the others as the command's defaults.
    func boardProblem(
        mode: String = "tilt", period: String = "day", date: String? = nil, top: Int = 10, json: Bool = false,
        csv: Bool = false
    ) -> String? {
        LeaderboardRun.flagProblem(mode: mode, period: period, date: date, top: top, json: json, csv: csv)
    }

    @Test func everyBoardsModeAndPeriodIsTaken() {
        for mode in LeaderboardRun.modes {
            for period in ["day", "week", "all"] {
                #expect(boardProblem(mode: mode.rawValue, period: period, date: "2026-07-20") == nil)
            }
        }
    }

    @Test func theQuizPacksAndAnUnknownModeAreNamedWithTheBoardsThereAre() {
        #expect(
            boardProblem(mode: "packs")
                == "--mode packs: quiz packs have no leaderboard; each player's best score per pack is on the packs "
                + "list (Scores), and the boards are \(LeaderboardRun.modeIDs)")
        #expect(boardProblem(mode: "nope") == "--mode nope: no such board; there are \(LeaderboardRun.modeIDs)")
        #expect(LeaderboardRun.modeIDs.hasSuffix(", timed"))
    }

    @Test func aBadPeriodDateRowCountOrTwoFormatsAreRefused() {
        #expect(boardProblem(period: "month") == "--period month: give day, week or all")
        #expect(boardProblem(date: "2026-13-01") == "--date 2026-13-01: give a date as YYYY-MM-DD, e.g. 2026-07-20")
        #expect(boardProblem(top: 0) == "--top 0: give 1 or more")
        #expect(boardProblem(json: true, csv: true) == "--json and --csv: give one of them")
        #expect(boardProblem(json: true) == nil)
    }

    /// An import of `file.csv` with these flags.
    func importRun(topic: String? = nil, language: String? = nil) -> ImportRun {
        var run = ImportRun(
            files: ["file.csv"], format: nil, topic: topic, pack: nil, dryRun: true,
            location: StoreLocation(configFile: nil, data: nil))
        run.language = language
        return run
    }

    @Test func anImportsTopicMustNameOneAndItsLanguageBeACode() {
        #expect(importRun(topic: "Rivers", language: "de").flagProblem == nil)
        #expect(importRun(topic: " \t").flagProblem == "--topic must name a topic")
        #expect(importRun(language: "12").flagProblem == "--language 12: not a language code such as de")
    }

    @Test func aConfigFileThatCannotBeReadIsNamedWithItsReason() {
        let folder = TemporaryFolder()
        #expect(StoreLocation(configFile: nil, data: nil).configProblem == nil)
        #expect(StoreLocation(configFile: folder.write("good.yaml", "language: de\n"), data: nil).configProblem == nil)
        let missing = folder.file("missing.yaml")
        #expect(StoreLocation(configFile: missing, data: nil).configProblem == "\(missing): no such file")
        let broken = folder.write("broken.yaml", "language: [\n")
        #expect(StoreLocation(configFile: broken, data: nil).configProblem?.hasPrefix(broken) == true)
    }
}
