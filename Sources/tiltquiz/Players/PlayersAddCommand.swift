import ArgumentParser
import QuizApp
import QuizCore

/// `tiltquiz players add NAME [--email E --consent]`: a player on the
/// operator's list, with the email they agreed to leave.
struct PlayersAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a player, with their email when they agreed to the consent text.",
        discussion: PlayersRun.addDiscussion)

    @Argument(help: "The player's name (\(PlayerRef.nameRule)).")
    var name: String

    @Option(help: "Their email, kept encrypted; needs --consent.")
    var email: String?

    @Flag(help: "The player agreed to the consent text; without it no email is kept.")
    var consent = false

    @Option(help: "The text the player agreed to (default: leads.consent_text, else the game's own sentence).")
    var consentText: String?

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try refuse(
            PlayersRun.consentProblem(
                email: email, consent: consent, consentText: consentText, words: OperatorCatalog.of(store.location)))
    }

    func run() throws {
        try PlayersRun.add(
            name, email: email, consent: consent, consentText: consentText, location: store.location)
    }
}
