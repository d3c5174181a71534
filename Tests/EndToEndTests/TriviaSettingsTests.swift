import Foundation
import TestSupport
import Testing

/// The operator's trivia settings, set with `tiltquiz settings set`, change
/// what a game gives: here a right answer earns two Jump Its instead of the
/// default Freeze Time, and the next question is jumped with one.
extension TriviaGameTests {
    @Test func anOperatorsRewardRuleIsWhatARightAnswerEarns() throws {
        let first = try Self.firstOptions()
        let folder = Tool.temporaryFolder()
        Tool.write(
            #"{"rightMessages": ["Bravo!"], "rewards": {"correctAnswers": [{"after": 1, "powerUp": "jumpIt", "count": 2}]}}"#,
            to: folder + "/settings.json")
        let set = try Tool.run(["settings", "set", folder + "/settings.json", "--data", folder + "/data"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.contains("saved: 1 message, 1 power-up rule, 0 badges"), "\(set.stdout)")
        let shown = try Tool.run(["settings", "show", "--data", folder + "/data"])
        #expect(shown.stdout.contains("\"Bravo!\""))
        // Right at 8.5 s; the progress screen; Play again and Play; Jump It explained, then used.
        let steps: [(Double, String)] = [
            (8.5, "\(first.right + 1)"), (14.5, "enter"), (18.0, "enter"), (21.0, "j"), (21.2, "enter"), (21.4, "j"),
        ]
        let summary = try Self.play(steps, config: nil, folder: folder).summary
        #expect(summary.answers.map(\.result) == ["right", "skipped"])
        #expect(summary.powerUps == ["jumpIt"])
        #expect(summary.purchases.isEmpty, "the Jump It was earned, not bought")
    }

    @Test func aSettingsFileWithAMistakeIsRefusedAndNamesIt() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(#"{"rewards": {"badges": [{"code": "x", "title": "X"}]}}"#, to: folder + "/settings.json")
        let result = try Tool.run(["settings", "set", folder + "/settings.json", "--data", folder + "/data"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("settings.json: $.rewards.badges[0]: needs exactly one of"))
        let missing = try Tool.run(["settings", "set", folder + "/nope.json", "--data", folder + "/data"])
        #expect(missing.stderr.contains("nope.json: no such file"))
    }

    /// A kiosk's config moves its data (`data_dir`): `tiltquiz settings` without `--data` edits the store the
    /// game plays into, not one in the standard place; a config that cannot be read is named.
    @Test func settingsWithoutDataUseTheConfigsDataFolder() throws {
        let folder = Tool.temporaryFolder()
        let configHome = folder + "/config-home"
        try FileManager.default.createDirectory(atPath: configHome + "/tiltquiz", withIntermediateDirectories: true)
        Tool.write("data_dir: \(folder)/kiosk-data\n", to: configHome + "/tiltquiz/config.yaml")
        Tool.write(#"{"rightMessages": ["From the config's folder!"]}"#, to: folder + "/settings.json")
        let environment = ["XDG_CONFIG_HOME": configHome, "XDG_DATA_HOME": folder + "/standard"]
        let set = try Tool.run(["settings", "set", folder + "/settings.json"], environment: environment)
        #expect(set.status == 0, "\(set.stderr)")
        let inKiosk = try Tool.run(["settings", "show", "--data", folder + "/kiosk-data"])
        #expect(inKiosk.stdout.contains("From the config's folder!"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/standard/tiltquiz"), "nothing in the standard place")

        // A command given its own --config follows that file's data_dir, not the one found without it.
        let own = folder + "/own.yaml"
        Tool.write("data_dir: \(folder)/own-data\n", to: own)
        let credits = try Tool.run(["settings", "credits", "operator", "--config", own], environment: environment)
        #expect(credits.status == 0, "\(credits.stderr)")
        let inOwn = try Tool.run(["settings", "credits", "--data", folder + "/own-data"])
        #expect(inOwn.stdout.hasPrefix("credits: operator"), "\(inOwn.stdout)")
        let inKioskCredits = try Tool.run(["settings", "credits", "--data", folder + "/kiosk-data"])
        #expect(inKioskCredits.stdout.hasPrefix("credits: free"), "\(inKioskCredits.stdout)")

        Tool.write("data_dir: [not, a, path\n", to: configHome + "/tiltquiz/config.yaml")
        let broken = try Tool.run(["settings", "show"], environment: environment)
        #expect(broken.stderr.contains("config.yaml"), "\(broken.stderr)")
        #expect(broken.stderr.contains("the data folder is \(folder)/standard/tiltquiz"), "\(broken.stderr)")
    }
}
