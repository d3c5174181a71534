import Foundation
import QuizCore
import QuizStore
import QuizText

/// `tiltquiz settings show|set|reset|credits`: the operator's trivia settings in the database, and the credits
/// mode over the config file's.
public enum SettingsRun {
    public static func show(location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let settings = OperatorSettingsStore(database: try location.open())
        do {
            print(try settings.trivia().json)
            if try !settings.hasStoredTrivia() {
                ProgramMessage.write(words["cli.settings_defaults"])
            }
        } catch {
            throw CommandFailure(error)
        }
    }

    public static func set(_ file: String, dryRun: Bool, location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        guard let data = FileManager.default.contents(atPath: file) else {
            let exists = FileManager.default.fileExists(atPath: file)
            throw CommandFailure(words, exists ? "cli.file_unreadable" : "cli.file_missing", ["file": file])
        }
        let database = try location.open()
        try commandStep {
            let settings = try TriviaOperatorSettings.parse(String(decoding: data, as: UTF8.self), file: file)
            let store = OperatorSettingsStore(database: database)
            if dryRun {
                let missing = try store.missingQuestions(in: settings)
                guard missing.isEmpty else {
                    throw CommandFailure(
                        words, "cli.settings_questions_missing",
                        ["file": file, "questions": missing.map { "\"\($0)\"" }.joined(separator: ", ")])
                }
            } else {
                try store.save(settings, file: file)
            }
            let limits = settings.limits
            let rules =
                settings.answerRewards.count + settings.questionRewards.count + settings.milestoneRewards.count
            print(
                words.text(
                    dryRun ? "cli.settings_checked" : "cli.settings_saved",
                    [
                        "messages": settings.rightMessages.isEmpty
                            ? words["cli.settings_game_messages"]
                            : words.plural("cli.settings_messages", count: settings.rightMessages.count),
                        "rules": words.plural("cli.settings_power_up_rules", count: rules),
                        "badges": words.plural("cli.settings_badges", count: settings.badges.count),
                        "lives": words.plural("cli.settings_lives", count: limits.lives),
                        "minutes": words.number(Int(limits.secondsPerLife / 60)),
                        "seconds": words.number(Int(limits.answerSeconds)),
                        "passes": words.plural("cli.settings_passes", count: limits.passesPerDay),
                    ]))
        }
    }

    public static func reset(location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        try commandStep { try OperatorSettingsStore(database: try location.open()).resetTrivia() }
        print(words["cli.settings_reset"])
    }

    public static func credits(_ mode: String?, location: StoreLocation) throws {
        let file = try location.loadConfig().config
        let words = try OperatorCatalog.named(file.languages.language.rawValue)
        let configMode = file.credits.mode.rawValue
        let settings = OperatorSettingsStore(database: try location.following(file).open(installBundledPacks: false))
        try commandStep {
            if let mode {
                if let problem = try settings.setCreditsOverride(mode == "config" ? nil : mode) {
                    throw CommandFailure(words, "cli.settings_credits_refused", ["reason": problem])
                }
            }
            let inForce = try settings.creditsInForce(configMode: configMode)
            let mode =
                inForce.isStoreOverride
                ? words.text("web.credits_over_config", ["mode": inForce.mode, "config": configMode])
                : words.text("web.credits_from_config", ["mode": inForce.mode])
            print(words.text("cli.settings_credits", ["mode": mode]))
        }
    }
}
