import ArgumentParser
import Foundation
import QuizStore

/// `tiltquiz players show NAME [--json]`: one player's summary, or with
/// `--json` everything the store keeps about them (a GDPR access request).
struct PlayersShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a player; --json prints everything the store keeps about them, emails opened.")

    @Argument(help: "The player's name, or '#ID'.")
    var player: String

    @Flag(
        help: ArgumentHelp(
            "Print the whole record as one JSON object: the player row, their account's email, every row about them, "
                + "their leads."))
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        let (database, directory) = try store.openPlayers()
        let record = try storeCommand { () throws(StoreError) in
            try directory.record(of: try directory.find(player), leads: LeadStore(database: database))
        }
        if json {
            print(String(decoding: try storeCommand { () throws(StoreError) in try record.json() }, as: UTF8.self))
            return
        }
        for line in Self.describe(record) { print(line) }
    }

    /// The record in a few lines: who, points, rows by table, leads.
    static func describe(_ record: PlayerRecord) -> [String] {
        func text(_ column: String) -> String {
            if case .text(let value) = record.player[column] { return value }
            if case .integer(let value) = record.player[column] { return String(value) }
            return "never"
        }
        // The store writes dates as "2025-06-15 15:06:40.000" (UTC); the other lines say 2025-06-15T15:06:40Z.
        func date(_ column: String) -> String {
            let value = text(column)
            guard value.count >= 19, value.dropFirst(10).first == " " else { return value }
            return value.prefix(10) + "T" + value.dropFirst(11).prefix(8) + "Z"
        }
        let points = (record.rows["answer"] ?? []).reduce(Int64(0)) { sum, row in
            if case .integer(let value) = row["points"] { return sum + value }
            return sum
        }
        var lines = [
            "#\(text("id")) \(text("name")) (\(text("role"))), added \(date("createdAt")), "
                + "last played \(date("lastPlayedAt"))",
            "Points: \(points)",
        ]
        let counts = record.counts.filter { $0.key != "lead" }.sorted { $0.key < $1.key }
        lines.append(
            "Rows: " + (counts.isEmpty ? "none" : counts.map { "\($0.key) \($0.value)" }.joined(separator: ", ")))
        for lead in record.leads {
            lines.append(
                "Lead #\(lead.id): \(lead.name) <\(lead.email)>, agreed \(timestamp(lead.consentAt)) to "
                    + "\"\(lead.consentText)\"")
        }
        if record.leads.isEmpty { lines.append("Leads: none") }
        return lines
    }
}
