import ArgumentParser
import Foundation
import QuizCore
import QuizStore

/// `tiltquiz settings show|set|reset|credits`: the operator's trivia settings in
/// the database (the messages after a right answer, the reward rules, lives,
/// the answer timer and passes a day), and the credits mode over the config file's.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show, set or reset the operator's trivia settings (messages, rewards, lives, timer, passes).",
        subcommands: [Show.self, Set.self, Reset.self, SettingsCreditsCommand.self])

    /// Prints the settings in force as the JSON `set` reads.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Print the trivia settings in force, as JSON.")

        @OptionGroup var store: StoreOptions

        func run() throws {
            let settings = OperatorSettingsStore(database: try store.open())
            do {
                print(try settings.trivia().json)
                if try !settings.hasStoredTrivia() {
                    FileHandle.standardError.write(Data("tiltquiz: these are the defaults; none were set\n".utf8))
                }
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    /// Validates a settings file and stores it, all or nothing.
    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Check a JSON settings file and store it (keys left out keep their defaults).")

        @Argument(help: "The JSON file (see deploy/trivia-settings.example.json).")
        var file: String

        @Flag(help: "Check the file against the store without saving it.")
        var dryRun = false

        @OptionGroup var store: StoreOptions

        func run() throws {
            guard let data = FileManager.default.contents(atPath: file) else {
                let exists = FileManager.default.fileExists(atPath: file)
                throw CommandFailure("\(file): " + (exists ? "cannot be read; check its permissions" : "no such file"))
            }
            let database = try store.open()
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
    }

    /// Back to the defaults.
    struct Reset: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset", abstract: "Forget the stored settings; the defaults apply.")

        @OptionGroup var store: StoreOptions

        func run() throws {
            do {
                try OperatorSettingsStore(database: try store.open()).resetTrivia()
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw CommandFailure("\(error)")
            }
            print("trivia settings reset to the defaults")
        }
    }
}
