import ArgumentParser
import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizStore

/// `tiltquiz packs`: the quiz packs mode's URL, its checks, its packs and its score uploads, for operators.
struct PacksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "packs",
        abstract: "Set and check the quiz packs' URL, list the quiz packs, send queued scores.",
        discussion: """
            The packs mode plays iQuiz documents from a URL (docs/packs.md): the URL set here (kept in the \
            store) wins over the config's packs.url. The bundled starter quizzes are always there.
            """,
        subcommands: [PacksURLCommand.self, PacksCheckCommand.self, PacksListCommand.self, PacksScoresCommand.self])
}

/// `tiltquiz packs url [URL] [--clear]`: shows the URL in force and where it comes from, or sets it.
struct PacksURLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "url", abstract: "Show the pack URL in force, or set it (http or https).")

    @Argument(help: "The iQuiz document's URL to keep in the store.")
    var url: String?

    @Flag(help: "Forget the URL kept in the store (the config's packs.url, if any, applies again).")
    var clear = false

    /// `--config`, in the store's options with `--data`.
    private var config: ConfigOptions { store.config }

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if clear, url != nil { throw ValidationError("give a URL or --clear, not both") }
    }

    func run() throws {
        let (settings, path) = try config.load()
        let database = try store.following(settings).open(installBundledPacks: false)
        let stored = OperatorSettingsStore(database: database)
        if clear {
            try storeCommand { () throws(StoreError) in try stored.setPackURL(nil) }
            print("The stored pack URL is forgotten.")
        } else if let url {
            if let problem = PackSourceSettings.urlProblem(url) {
                throw CommandFailure("the pack URL \"\(url)\" \(problem)")
            }
            try storeCommand { () throws(StoreError) in
                try stored.setPackURL(url)
                try database.forgetPackFeedValidators(url: url)
            }
            print(
                "Pack URL set to \(url); `tiltquiz packs check` downloads it now, the game at start and every "
                    + Counted.text(settings.packSource.checkMinutes, "minute") + ".")
            return
        }
        let (inForce, origin) = try storeCommand { () throws(StoreError) in
            try LivePackLibrary.urlInForce(database: database, settings: settings.packSource)
        }
        switch origin {
        case .stored: print("\(inForce ?? "") (kept in the store: set with tiltquiz packs url or in the game)")
        case .config: print("\(inForce ?? "") (the config's packs.url in \(path ?? "the config file"))")
        case .none:
            print(
                "No pack URL: only the bundled starter quizzes. Set one with tiltquiz packs url URL, "
                    + "or packs.url in the config.")
        }
    }
}

/// `tiltquiz packs list [--json]`: the quiz packs on the list.
struct PacksListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the quiz packs: title, id, questions and when they last changed.")

    @Flag(help: "Print a JSON list of {id, title, questions, updatedAt, source}.")
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        let database = try store.open()
        let packs = try storeCommand { () throws(StoreError) in try database.quizPackListing() }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            print(String(decoding: try encoder.encode(packs), as: UTF8.self))
            return
        }
        guard !packs.isEmpty else {
            print("No quiz packs.")
            return
        }
        let titleWidth = min(30, packs.map(\.title.count).max() ?? 5)
        let idWidth = packs.map(\.id.count).max() ?? 2
        for pack in packs {
            let title = pack.title.count > 30 ? pack.title.prefix(29) + "…" : Substring(pack.title)
            let questions = "\(pack.questions) question\(pack.questions == 1 ? "" : "s")"
            print(
                title.padding(toLength: titleWidth, withPad: " ", startingAt: 0) + "  "
                    + pack.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                    + questions.padding(toLength: 13, withPad: " ", startingAt: 0) + "  updated "
                    + timestamp(pack.updatedAt))
        }
    }
}
