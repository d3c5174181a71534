import ArgumentParser
import QuizApp
import QuizCore

/// `tiltquiz players add NAME [--email E --consent]`: a player on the
/// operator's list, with the email they agreed to leave.
struct PlayersAddCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add",
            abstract: HelpWords["help.players.add.abstract"],
            discussion: HelpWords["help.players.add.discussion"])
    }

    @Argument(help: ArgumentHelp(HelpWords.text("help.players.add.name", HelpWords.nameRule)))
    var name: String

    @Option(help: ArgumentHelp(HelpWords["help.players.add.email"]))
    var email: String?

    @Flag(help: ArgumentHelp(HelpWords["help.players.add.consent"]))
    var consent = false

    @Option(help: ArgumentHelp(HelpWords["help.players.add.consent_text"]))
    var consentText: String?

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try refuse(
            PlayersRun.consentProblem(
                email: email, consent: consent, consentText: consentText, words: OperatorCatalog.of(store.location)))
    }

    func run() throws {
        try PlayersRun.add(name, email: email, consent: consent, consentText: consentText, location: store.location)
    }
}
