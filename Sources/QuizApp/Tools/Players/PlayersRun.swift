import Foundation
import QuizConfig
import QuizCore
import QuizFlows
import QuizStore
import QuizText

/// The `tiltquiz players` commands: the operator's view of the players a store keeps, their leads (emails
/// opened with the data folder's key), accounts, roles, bans and avatars. Their lines and the failures that are
/// theirs are the catalog's, in the config's language (`OperatorCatalog`); ids, names, emails and JSON as they are.
public enum PlayersRun {
    public static func list(location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let (_, directory) = try location.openPlayers()
        let players = try storeCommand { () throws(StoreError) in try directory.summaries() }
        guard !players.isEmpty else {
            print(words["cli.players_none"])
            return
        }
        let idWidth = players.map { "#\($0.player.id)".count }.max() ?? 2
        let nameWidth = players.map(\.player.name.count).max() ?? 2
        for summary in players {
            let id = "#\(summary.player.id)"
            let name = summary.player.name
            print(
                String(repeating: " ", count: idWidth - id.count) + id + "  " + name
                    + String(repeating: " ", count: nameWidth - name.count)
                    + "  "
                    + words.plural(
                        "cli.players_row", count: summary.points,
                        ["time": timestamp(summary.lastPlayedAt, words)]))
        }
    }

    public static func show(_ player: String, json: Bool, location: StoreLocation) throws {
        let (database, directory) = try location.openPlayers()
        let record = try storeCommand { () throws(StoreError) in
            try directory.record(of: try directory.find(player), leads: LeadStore(database: database))
        }
        if json {
            print(String(decoding: try storeCommand { () throws(StoreError) in try record.json() }, as: UTF8.self))
            return
        }
        for line in Self.describe(record, try OperatorCatalog.of(location)) { print(line) }
    }

    /// The record in a few lines: who, points, rows by table (the tables' names as the store has them), leads.
    static func describe(_ record: PlayerRecord, _ words: Catalog) -> [String] {
        func text(_ column: String) -> String {
            if case .text(let value) = record.player[column] { return value }
            if case .integer(let value) = record.player[column] { return String(value) }
            return words["cli.never"]
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
            words.text(
                "cli.players_show_head",
                [
                    "player": "#\(text("id")) \(text("name"))", "role": text("role"), "added": date("createdAt"),
                    "played": date("lastPlayedAt"),
                ]),
            words.text("cli.players_show_points", ["points": String(points)]),
        ]
        let counts = record.counts.filter { $0.key != "lead" }.sorted { $0.key < $1.key }
        lines.append(
            counts.isEmpty
                ? words["cli.players_show_rows_none"]
                : words.text(
                    "cli.players_show_rows",
                    ["rows": counts.map { "\($0.key) \($0.value)" }.joined(separator: ", ")]))
        for lead in record.leads {
            lines.append(
                words.text(
                    "cli.players_show_lead",
                    [
                        "id": String(lead.id), "name": lead.name, "email": lead.email,
                        "time": timestamp(lead.consentAt, words), "consent": lead.consentText,
                    ]))
        }
        if record.leads.isEmpty { lines.append(words["cli.players_show_leads_none"]) }
        return lines
    }

    /// What `players add --consent` keeps without `--consent-text`: the config's `leads.consent_text` as written,
    /// else the catalog's sentence in the config's `language` (the operator's, which the kiosk starts in).
    static func configConsent(_ location: StoreLocation) throws -> String {
        let settings = try location.loadConfig().config
        let consent = LeadConsent(operatorText: settings.leads.consentText)
        if case .operatorText(let words) = consent { return words }
        return consent.sentence(in: try OperatorCatalog.named(settings.languages.language.rawValue))
    }

    public static func add(
        _ name: String, email: String?, consent: Bool, consentText: String?, location: StoreLocation
    ) throws {
        let words = try OperatorCatalog.of(location)
        guard let cleaned = PlayerRef.cleanName(name) else {
            throw CommandFailure(
                words, "cli.players_name_rule",
                [
                    "name": name, "min": words.number(PlayerRef.nameLengths.lowerBound),
                    "max": words.number(PlayerRef.nameLengths.upperBound),
                ])
        }
        let (database, directory) = try location.openPlayers()
        guard let email else {
            let player = try storeCommand { () throws(StoreError) in try directory.newPlayer(named: cleaned) }
            print(words.text("cli.players_added", ["player": "#\(player.id) \(player.name)"]))
            try noteNamesakes(player, directory, words)
            return
        }
        let agreedTo = try consentText ?? configConsent(location)
        guard consent else {
            throw CommandFailure(words, "cli.players_consent_missing", ["name": cleaned, "consent": agreedTo])
        }
        let form = LeadForm(name: cleaned, email: email, consented: true, consentText: agreedTo)
        let (player, lead) = try storeCommand { () throws(StoreError) in
            try LeadStore(database: database).save(form, forNewPlayerAt: Date())
        }
        print(
            words.text("cli.players_added_lead", ["player": "#\(player.id) \(player.name)", "email": lead.email]))
        try noteNamesakes(player, directory, words)
    }

    /// Says so when the name was already taken: the new player is then named by id.
    static func noteNamesakes(
        _ player: PlayerRef, _ directory: PlayerDirectory, _ words: Catalog
    ) throws(CommandFailure) {
        do {
            _ = try directory.find(player.name)
        } catch {
            guard case .ambiguousPlayer(let name, let ids) = error else { throw CommandFailure(error) }
            let list = ids.map { "#\($0)" }.joined(separator: ", ")
            print(
                words.plural(
                    "cli.players_namesakes", count: ids.count, ["name": name, "ids": list, "id": "#\(player.id)"]))
        }
    }

    public static func export(format: ExportFormat, location: StoreLocation) throws {
        let (database, _) = try location.openPlayers()
        let data = try storeCommand { () throws(StoreError) in
            let (header, rows) = try database.exportRows(.players)
            return try QuizDatabase.exportData(header: header, rows: rows, format: format)
        }
        FileHandle.standardOutput.write(data)
        if format == .json { FileHandle.standardOutput.write(Data("\n".utf8)) }
    }

    public static func erase(_ player: String, location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        // The WAL can only be emptied while no game reads the store.
        let lock: GameLock?
        do {
            lock = try GameLock(directory: location.directory)
        } catch .locked(let directory, let holder) {
            if let holder {
                throw CommandFailure(
                    words, "cli.players_erase_locked_process", ["process": String(holder), "folder": directory])
            }
            throw CommandFailure(words, "cli.players_erase_locked", ["folder": directory])
        } catch {
            throw CommandFailure(error)
        }
        let (_, directory) = try location.openPlayers()
        let found = try storeCommand { () throws(StoreError) in try directory.find(player) }
        let inFleet = try storeCommand { () throws(StoreError) in
            try FleetJournal(database: directory.database).fleetHolds(found)
        }
        if let inFleet {
            throw CommandFailure(
                words, "cli.players_erase_in_fleet",
                ["player": "#\(found.id) \(found.name)", "id": inFleet.uuidString.lowercased()])
        }
        let erased = try storeCommand { () throws(StoreError) in try directory.erase(found) }
        _ = lock
        let pictures = AvatarFiles.removeImported(for: found.id, dataFolder: location.directory)
        let rows = erased.filter { $0.key != "player" }.sorted { $0.key < $1.key }
        let total = rows.reduce(0) { $0 + $1.value }
        let detail = rows.isEmpty ? "" : " (" + rows.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
        print(
            words.plural(
                pictures > 0 ? "cli.players_erased_picture" : "cli.players_erased", count: total,
                ["player": "#\(found.id) \(found.name)", "detail": detail]))
    }

    public static func avatar(
        _ name: String, file: String?, bundled: String?, clear: Bool, location: StoreLocation
    ) throws {
        let words = try OperatorCatalog.of(location)
        let assets = try storeCommand { () throws(StoreError) in try AssetLocator.locate() }
        let choices = AvatarFiles.bundled(inAssets: assets)
        if bundled == "list" {
            print(choices.joined(separator: "\n"))
            return
        }
        let (database, directory) = try location.openPlayers()
        let player = try storeCommand { () throws(StoreError) in try directory.find(name) }
        if clear {
            try storeCommand { () throws(StoreError) in try database.setAvatar(.none, for: player.id) }
            AvatarFiles.removeImported(for: player.id, dataFolder: location.directory)
            print(words.text("cli.players_avatar_cleared", ["name": player.name]))
        } else if let bundled {
            guard choices.contains(bundled) else {
                throw CommandFailure(
                    words, "cli.players_avatar_unknown", ["id": bundled, "ids": choices.joined(separator: ", ")])
            }
            try storeCommand { () throws(StoreError) in try database.setAvatar(.bundled(bundled), for: player.id) }
            print(words.text("cli.players_avatar_bundled", ["name": player.name, "id": bundled]))
        } else if let file {
            let folder = location.directory
            let (avatar, picture) = try storeCommand { () throws(StoreError) in
                try AvatarFiles.importPicture(file, for: player, dataFolder: folder, database: database)
            }
            print(
                words.text(
                    "cli.players_avatar_file",
                    [
                        "name": player.name, "file": file, "kind": "\(picture.kind)",
                        "size": "\(picture.width)x\(picture.height)", "stored": avatar.stored ?? "",
                    ]))
        }
    }

    public static func register(
        _ name: String, email: String?, passwordStdin: Bool, location: StoreLocation
    ) throws {
        let words = try OperatorCatalog.of(location)
        // The rules first, so a script learns of a bad name before it is asked for a password.
        if case .failure = Username.clean(name) { throw usernameRefusal(name, words) }
        let password =
            passwordStdin
            ? try SecretPrompt.line(prompt: words["cli.password_prompt"], missing: words["cli.password_missing"])
            : try SecretPrompt.twice(
                prompt: words["cli.password_prompt"], again: words["cli.password_again"],
                missing: words["cli.password_missing"], missingSecond: words["cli.password_once"],
                mismatch: words["cli.password_mismatch_register"])
        let (database, _) = try location.openPlayers()
        let player: PlayerRef
        do {
            player = try AccountStore(database: database).register(username: name, password: password, email: email)
        } catch .account(let refusal) {
            throw CommandFailure(words, "cli.players_not_registered", ["reason": refusal.words])
        } catch {
            throw CommandFailure(error)
        }
        print(
            words.text(
                email == nil ? "cli.players_registered" : "cli.players_registered_email",
                ["player": "#\(player.id) \(player.name)"]))
    }

    /// Why `name` cannot be a username, in `words`: the parts of the rule it breaks, and the rule.
    static func usernameRefusal(_ name: String, _ words: Catalog) -> CommandFailure {
        let lengths = [
            "min": words.number(Username.lengths.lowerBound), "max": words.number(Username.lengths.upperBound),
        ]
        return CommandFailure(
            words, "cli.players_username_refused",
            [
                "name": name, "reason": words.list(Username.brokenParts(name).map { $0.screenText.string(in: words) }),
                "rule": words.text("account.username_rule", lengths),
            ])
    }

    public static func role(_ player: String, _ role: String, location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let (database, _) = try location.openPlayers()
        let accounts = AccountStore(database: database)
        let found = try storeCommand { () throws(StoreError) in
            let found = try accounts.find(player)
            try accounts.setRole(of: found, to: role)
            return found
        }
        print(words.text("cli.players_role_set", ["player": "#\(found.id) \(found.name)", "role": role]))
    }

    /// Bans or unbans the player `reference` names, saying when nothing changes.
    public static func setBan(
        _ reference: String, _ banned: Bool, _ location: StoreLocation
    ) throws(CommandFailure) {
        let words = try OperatorCatalog.of(location)
        let (database, _) = try location.openPlayers()
        let accounts = AccountStore(database: database)
        let (found, was) = try storeCommand { () throws(StoreError) in
            let found = try accounts.find(reference)
            let was = try accounts.isBanned(found)
            try accounts.setBanned(found, banned)
            return (found, was)
        }
        let name = ["player": "#\(found.id) \(found.name)"]
        if was == banned {
            print(words.text(banned ? "cli.players_already_banned" : "cli.players_already_unbanned", name))
        } else {
            print(words.text(banned ? "cli.players_banned" : "cli.players_unbanned", name))
        }
    }
}

/// Dates as the exports write them (ISO 8601, UTC).
public func timestamp(_ date: Date?) -> String {
    guard let date else { return "never" }
    return ISO8601DateFormatter().string(from: date)
}

/// A date in an operator's line: as the exports write it, or the catalog's "never".
func timestamp(_ date: Date?, _ words: Catalog) -> String {
    guard let date else { return words["cli.never"] }
    return timestamp(date)
}
