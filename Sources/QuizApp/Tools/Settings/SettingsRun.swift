import Foundation
import QuizCore
import QuizStore

/// `tiltquiz settings show|set|reset|credits`: the operator's trivia settings in the database, and the credits
/// mode over the config file's.
public enum SettingsRun {
    public static func show(location: StoreLocation) throws {
        let settings = OperatorSettingsStore(database: try location.open())
        do {
            print(try settings.trivia().json)
            if try !settings.hasStoredTrivia() {
                ProgramMessage.write("these are the defaults; none were set")
            }
        } catch {
            throw CommandFailure(error)
        }
    }

    public static func set(_ file: String, dryRun: Bool, location: StoreLocation) throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            let exists = FileManager.default.fileExists(atPath: file)
            throw CommandFailure("\(file): " + (exists ? "cannot be read; check its permissions" : "no such file"))
        }
        let database = try location.open()
        do {
            let settings = try TriviaOperatorSettings.parse(String(decoding: data, as: UTF8.self), file: file)
            let store = OperatorSettingsStore(database: database)
            if dryRun {
                let missing = try store.missingQuestions(in: settings)
                guard missing.isEmpty else {
                    throw CommandFailure(
                        "\(file): no active multiple-choice question has the uid or text "
                            + missing.map { "\"\($0)\"" }.joined(separator: ", "))
                }
            } else {
                try store.save(settings, file: file)
            }
            let limits = settings.limits
            print(
                "\(dryRun ? "checked" : "saved"): \(Counted.text(settings.rightMessages.count, "message")), "
                    + Counted.text(
                        settings.answerRewards.count + settings.questionRewards.count
                            + settings.milestoneRewards.count, "power-up rule")
                    + ", \(Counted.text(settings.badges.count, "badge")); "
                    + "\(Counted.text(limits.lives, "life", plural: "lives")), one back every "
                    + "\(Int(limits.secondsPerLife / 60)) min, \(Int(limits.answerSeconds)) s to answer, "
                    + "\(Counted.text(limits.passesPerDay, "pass", plural: "passes")) a day")
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    public static func reset(location: StoreLocation) throws {
        do {
            try OperatorSettingsStore(database: try location.open()).resetTrivia()
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(error)")
        }
        print("trivia settings reset to the defaults")
    }

    public static func credits(_ mode: String?, location: StoreLocation) throws {
        let file = try location.loadConfig().config
        let configMode = file.credits.mode.rawValue
        let settings = OperatorSettingsStore(database: try location.following(file).open(installBundledPacks: false))
        do {
            if let mode {
                if let problem = try settings.setCreditsOverride(mode == "config" ? nil : mode) {
                    throw CommandFailure("credits mode: " + problem)
                }
            }
            print("credits: " + (try settings.creditsInForce(configMode: configMode).description))
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
