import ArgumentParser
import Foundation
import QuizConfig
import QuizCore
import QuizStore

/// `tiltquiz players add NAME [--email E --consent]`: a player on the
/// operator's list, with the email they agreed to leave.
struct PlayersAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a player, with their email when they agreed to the consent text.",
        discussion: """
            The consent kept with the email is the config's leads.consent_text (or --consent-text): \
            give --consent only once the player agreed to it.
            """)

    @Argument(help: "The player's name (\(PlayerRef.nameRule)).")
    var name: String

    @Option(help: "Their email, kept encrypted; needs --consent.")
    var email: String?

    @Flag(help: "The player agreed to the consent text; without it no email is kept.")
    var consent = false

    @Option(help: "The text the player agreed to (default: the config's leads.consent_text).")
    var consentText: String?

    /// `--config`, in the store's options with `--data`.
    private var config: ConfigOptions { store.config }

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if email == nil, consent || consentText != nil {
            throw ValidationError("--consent and --consent-text go with --email: they are consent to keep it")
        }
    }

    func run() throws {
        guard let cleaned = PlayerRef.cleanName(name) else {
            throw CommandFailure("the name \"\(name)\" breaks the rule for names: \(PlayerRef.nameRule)")
        }
        let (database, directory) = try store.openPlayers()
        guard let email else {
            let player = try storeCommand { () throws(StoreError) in try directory.newPlayer(named: cleaned) }
            print("Added #\(player.id) \(player.name).")
            try noteNamesakes(player, directory)
            return
        }
        let agreedTo = try consentText ?? config.load().config.leads.consentText
        guard consent else {
            throw CommandFailure(
                "\(cleaned)'s email is not kept without their consent: add --consent once they have agreed to "
                    + "\"\(agreedTo)\"")
        }
        let form = LeadForm(name: cleaned, email: email, consented: true, consentText: agreedTo)
        let (player, lead) = try storeCommand { () throws(StoreError) in
            try LeadStore(database: database).save(form, forNewPlayerAt: Date())
        }
        print("Added #\(player.id) \(player.name) <\(lead.email)>, with their consent.")
        try noteNamesakes(player, directory)
    }

    /// Says so when the name was already taken: the new player is then named by id.
    private func noteNamesakes(_ player: PlayerRef, _ directory: PlayerDirectory) throws(CommandFailure) {
        do {
            _ = try directory.find(player.name)
        } catch {
            guard case .ambiguousPlayer(let name, let ids) = error else { throw CommandFailure(error) }
            let list = ids.map { "#\($0)" }.joined(separator: ", ")
            print("Note: \(ids.count) players are named \(name) (\(list)); name this one '#\(player.id)'.")
        }
    }
}
