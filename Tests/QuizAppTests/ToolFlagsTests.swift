import Foundation
import QuizText
import TestSupport
import Testing

@testable import QuizApp

/// What the tool commands refuse before they open the store or a sensor, read here without running them: the
/// leaderboard's mode, period, date, rows and format, the import's topic and language, a `--config` that cannot be
/// read, consent without an email, a role there is not, the seconds to calibrate or record for, and flags that ask
/// for opposite things (an avatar's source, a pack URL and `--clear`, the days to fetch events for).
struct ToolFlagsTests {
    /// The leaderboard's problem for these flags, the others as the command's defaults.
    func boardProblem(
        mode: String = "tilt", period: String = "day", date: String? = nil, top: Int = 10, json: Bool = false,
        csv: Bool = false, language: String = "en"
    ) -> String? {
        LeaderboardRun.flagProblem(
            mode: mode, period: period, date: date, top: top, json: json, csv: csv,
            words: (try? words(language)) ?? Catalog.empty(language))
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
        #expect(boardProblem(top: 0, language: "de") == "--top 0: gib 1 oder mehr an")
        #expect(
            boardProblem(date: "2026-13-01", language: "de")
                == "--date 2026-13-01: gib ein Datum als YYYY-MM-DD an, z. B. 2026-07-20")
        #expect(
            boardProblem(date: "13.01.2026", language: "ar")
                == "--date 13.01.2026: اكتب التاريخ بالصيغة YYYY-MM-DD، مثل 2026-07-20")
        #expect(boardProblem(json: true, csv: true, language: "de") == "--json und --csv: gib eines davon an")
    }

    /// An import of `file.csv` with these flags.
    func importRun(topic: String? = nil, language: String? = nil) -> ImportRun {
        var run = ImportRun(
            files: ["file.csv"], format: nil, topic: topic, pack: nil, dryRun: true,
            location: StoreLocation(configFile: nil, data: nil))
        run.language = language
        return run
    }

    @Test func anImportsTopicMustNameOneAndItsLanguageBeACode() throws {
        let english = try words("en")
        #expect(importRun(topic: "Rivers", language: "de").flagProblem(english) == nil)
        #expect(importRun(topic: " \t").flagProblem(english) == "--topic must name a topic")
        #expect(importRun(language: "12").flagProblem(english) == "--language 12: not a language code such as de")
        #expect(importRun(topic: " ").flagProblem(try words("de")) == "--topic muss ein Thema nennen")
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

    /// The shipped catalog of `language`, as a command reads it.
    func words(_ language: String) throws -> Catalog {
        try CatalogFolder(assets: Repository.path("assets")).catalog(language)
    }

    @Test func consentGoesWithAnEmail() throws {
        let line = "--consent and --consent-text go with --email: they are consent to keep it"
        let english = try words("en")
        #expect(PlayersRun.consentProblem(email: nil, consent: true, consentText: nil, words: english) == line)
        #expect(PlayersRun.consentProblem(email: nil, consent: false, consentText: "Yes", words: english) == line)
        #expect(PlayersRun.consentProblem(email: nil, consent: false, consentText: nil, words: english) == nil)
        #expect(
            PlayersRun.consentProblem(email: "ana@example.com", consent: true, consentText: "Yes", words: english)
                == nil)
        #expect(
            PlayersRun.consentProblem(email: nil, consent: true, consentText: nil, words: try words("de"))
                == "--consent und --consent-text gehören zu --email: Sie sind die Einwilligung, sie zu speichern")
    }

    @Test func aRoleIsOneOfThePlayersOrOneOfTheWebAdmins() throws {
        let english = try words("en")
        for role in ["player", "moderator", "admin"] { #expect(PlayersRun.roleProblem(role, words: english) == nil) }
        #expect(
            PlayersRun.roleProblem("king", words: english) == "the role king is not one of player, moderator, admin")
        #expect(
            PlayersRun.roleProblem("king", words: try words("de"))
                == "die Rolle king ist keine von player, moderator, admin")
        for role in ["moderator", "admin"] { #expect(AdminRun.roleProblem(role, words: english) == nil) }
        #expect(AdminRun.roleProblem("player", words: english) == "the role player is not admin or moderator")
        #expect(
            AdminRun.roleProblem("player", words: try words("de")) == "die Rolle player ist weder admin noch moderator")
    }

    @Test func calibrationAndRecordingSecondsAreKeptInRange() throws {
        let (english, german) = (try words("en"), try words("de"))
        for seconds in [0.2, 2, 60] {
            #expect(TiltToolsRun.calibrationProblem(seconds: seconds, words: english) == nil)
        }
        for seconds in [0.1, 61, .nan, .infinity] {
            #expect(
                TiltToolsRun.calibrationProblem(seconds: seconds, words: english)
                    == "--seconds must be between 0.2 and 60")
            #expect(
                TiltToolsRun.calibrationProblem(seconds: seconds, words: german)
                    == "--seconds muss zwischen 0.2 und 60 liegen")
        }
        #expect(TiltToolsRun.recordingProblem(seconds: 0.5, words: english) == nil)
        for seconds in [0, -1, .nan, .infinity] {
            #expect(
                TiltToolsRun.recordingProblem(seconds: seconds, words: english) == "--seconds must be a positive number"
            )
            #expect(
                TiltToolsRun.recordingProblem(seconds: seconds, words: try words("ar"))
                    == "يجب أن تكون قيمة --seconds عددًا موجبًا")
        }
    }

    @Test func flagsThatAskForOppositeThingsAreRefusedInOneLine() {
        let avatar = "give one of: a FILE to import, --bundled ID, or --clear"
        #expect(PlayersRun.avatarProblem(file: "ana.png", bundled: nil, clear: false) == nil)
        #expect(PlayersRun.avatarProblem(file: nil, bundled: "fox", clear: false) == nil)
        #expect(PlayersRun.avatarProblem(file: nil, bundled: nil, clear: true) == nil)
        #expect(PlayersRun.avatarProblem(file: nil, bundled: nil, clear: false) == avatar)
        #expect(PlayersRun.avatarProblem(file: "ana.png", bundled: "fox", clear: false) == avatar)
        #expect(PlayersRun.avatarProblem(file: "ana.png", bundled: "fox", clear: true) == avatar)
        #expect(PacksRun.urlProblem("https://example.com/packs.json", clear: false) == nil)
        #expect(PacksRun.urlProblem(nil, clear: true) == nil)
        #expect(PacksRun.urlProblem(nil, clear: false) == nil)
        #expect(PacksRun.urlProblem("https://example.com/packs.json", clear: true) == "give a URL or --clear, not both")
        #expect(FleetRun.syncProblem(once: true) == nil)
        #expect(FleetRun.syncProblem(once: false) == "give --once: the command syncs once and exits")
    }

    @Test func eventsAreFetchedForDatesAllOrFromADayOneWayAtATime() {
        func fetch(date: [String] = [], all: Bool = false, from: String? = nil) -> EventsFetchRun {
            EventsFetchRun(
                date: date, all: all, from: from, language: nil, url: nil, images: true, json: false,
                location: StoreLocation(configFile: nil, data: nil))
        }
        let line = "give --date, --all or --from, only one of them"
        #expect(fetch().flagProblem == nil)
        #expect(fetch(date: ["07-20", "07-21"]).flagProblem == nil)
        #expect(fetch(all: true).flagProblem == nil)
        #expect(fetch(from: "07-20").flagProblem == nil)
        #expect(fetch(date: ["07-20"], all: true).flagProblem == line)
        #expect(fetch(all: true, from: "07-20").flagProblem == line)
        #expect(fetch(date: ["07-20"], from: "07-20").flagProblem == line)
    }
}
