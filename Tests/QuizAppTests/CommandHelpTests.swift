import QuizCore
import Testing

@testable import QuizApp

/// The commands' discussions and longer flag help, kept beside the code that runs each command: every one reads as
/// one paragraph, so a line break written in the source (a missing `\` or a space lost before it) shows here, not
/// only in `--help`.
struct CommandHelpTests {
    /// Every discussion the executable shows, by the command that shows it.
    let discussions: [(command: String, text: String)] = [
        ("devices", TiltToolsRun.devicesDiscussion), ("calibrate", TiltToolsRun.calibrateDiscussion),
        ("record", TiltToolsRun.recordDiscussion), ("replay", TiltToolsRun.replayDiscussion),
        ("import", ImportRun.discussion), ("leaderboard", LeaderboardRun.discussion),
        ("config", ConfigRun.discussion), ("config hash-pin", ConfigRun.hashPINDiscussion),
        ("settings credits", SettingsRun.creditsDiscussion), ("events", EventsFetchRun.eventsDiscussion),
        ("events fetch", EventsFetchRun.discussion), ("admin serve", AdminRun.serveDiscussion),
        ("admin add-user", AdminRun.addUserDiscussion), ("fleet", FleetRun.discussion),
        ("fleet init", FleetRun.initDiscussion), ("packs", PacksRun.discussion), ("players", PlayersRun.discussion),
        ("players add", PlayersRun.addDiscussion), ("players register", PlayersRun.registerDiscussion),
        ("players export", PlayersRun.exportDiscussion), ("players erase", PlayersRun.eraseDiscussion),
        ("players avatar", PlayersRun.avatarDiscussion),
    ]

    /// The flags' help longer than a line, kept in the library beside the discussions, by the flag it is for.
    let flagHelps: [(command: String, text: String)] = [
        ("calibrate --tilt", TiltToolsRun.tiltHelp), ("play --tilt", TiltToolsRun.playTiltHelp),
        ("import --topic", ImportRun.topicHelp), ("import --language", ImportRun.languageHelp),
        ("fleet status --json", FleetRun.statusJSONHelp), ("events list --json", EventsFetchRun.listJSONHelp),
        ("replay --mount-matrix", TiltToolsRun.mountMatrixHelp), ("players show --json", PlayersRun.showJSONHelp),
    ]

    @Test func everyDiscussionIsOneParagraphOfWholeSentences() {
        for (command, text) in discussions + flagHelps {
            #expect(!text.contains("\n"), "\(command)")
            #expect(!text.contains("  "), "\(command)")
            #expect(text.first?.isUppercase == true, "\(command)")
            #expect(text.hasSuffix("."), "\(command)")
        }
    }

    @Test func theAccountsDiscussionsNameTheRulesInForce() {
        for text in [PlayersRun.registerDiscussion, AdminRun.addUserDiscussion] {
            #expect(text.contains(Username.rule))
            #expect(text.contains(PasswordRule.summary))
        }
    }
}
