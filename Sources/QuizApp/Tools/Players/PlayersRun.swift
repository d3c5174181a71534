import Foundation
import QuizConfig
import QuizCore
import QuizFlows
import QuizStore
import QuizText

/// The `tiltquiz players` commands: the operator's view of the players a store keeps, their leads (emails
/// opened with the data folder's key), accounts, roles, bans and avatars.
public enum PlayersRun {
    public static func list(location: StoreLocation) throws {
        let (_, directory) = try location.openPlayers()
        let players = try storeCommand { () throws(StoreError) in try directory.summaries() }
        guard !players.isEmpty else {
            print("No players yet.")
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
                    + "  \(Counted.text(summary.points, "point"))  last played \(timestamp(summary.lastPlayedAt))")
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

    /// What `players add --consent` keeps without `--consent-text`: the config's `leads.consent_text` as written,
    /// else the catalog's sentence in the config's `language` (the operator's, which the kiosk starts in).
    static func configConsent(_ location: StoreLocation) throws -> String {
        let settings = try location.loadConfig().config
        let consent = LeadConsent(operatorText: settings.leads.consentText)
        if case .operatorText(let words) = consent { return words }
        do {
            let catalog = try CatalogFolder(assets: try AssetLocator.locate()).catalog(
                settings.languages.language.rawValue)
            return consent.sentence(in: catalog)
        } catch let error as CatalogError {
            throw CommandFailure(error.description)
        }
    }

    public static func add(
        _ name: String, email: String?, consent: Bool, consentText: String?, location: StoreLocation
    ) throws {
        guard let cleaned = PlayerRef.cleanName(name) else {
            throw CommandFailure("the name \"\(name)\" breaks the rule for names: \(PlayerRef.nameRule)")
        }
        let (database, directory) = try location.openPlayers()
        guard let email else {
            let player = try storeCommand { () throws(StoreError) in try directory.newPlayer(named: cleaned) }
            print("Added #\(player.id) \(player.name).")
            try noteNamesakes(player, directory)
            return
        }
        let agreedTo = try consentText ?? configConsent(location)
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
    static func noteNamesakes(_ player: PlayerRef, _ directory: PlayerDirectory) throws(CommandFailure) {
        do {
            _ = try directory.find(player.name)
        } catch {
            guard case .ambiguousPlayer(let name, let ids) = error else { throw CommandFailure(error) }
            let list = ids.map { "#\($0)" }.joined(separator: ", ")
            print("Note: \(ids.count) players are named \(name) (\(list)); name this one '#\(player.id)'.")
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
        // The WAL can only be emptied while no game reads the store.
        let lock: GameLock?
        do {
            lock = try GameLock(directory: location.directory)
        } catch .locked(let directory, let holder) {
            let who = holder.map { " (process \($0))" } ?? ""
            throw CommandFailure(
                "cannot erase while a game\(who) plays from \(directory): stop it first, since it keeps the store "
                    + "open and erasing must empty the store's WAL")
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
                "#\(found.id) \(found.name) is in the fleet (fleet id \(inFleet.uuidString.lowercased())): erase them "
                    + "in the web admin (their page, Delete and erase), which removes them from the fleet's PostgreSQL "
                    + "and from every device at its next sync; erasing here alone would leave them on the others. "
                    + "Nothing was erased")
        }
        let erased = try storeCommand { () throws(StoreError) in try directory.erase(found) }
        _ = lock
        let pictures = AvatarFiles.removeImported(for: found.id, dataFolder: location.directory)
        let rows = erased.filter { $0.key != "player" }.sorted { $0.key < $1.key }
        let total = rows.reduce(0) { $0 + $1.value }
        let detail = rows.isEmpty ? "" : " (" + rows.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
        print(
            "Erased #\(found.id) \(found.name) and \(total) row\(total == 1 ? "" : "s") about them\(detail)"
                + (pictures > 0 ? ", and their avatar picture." : "."))
    }

    public static func avatar(
        _ name: String, file: String?, bundled: String?, clear: Bool, location: StoreLocation
    ) throws {
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
            print("\(player.name) has no avatar now.")
        } else if let bundled {
            guard choices.contains(bundled) else {
                throw CommandFailure(
                    "there is no bundled avatar \"\(bundled)\"; the bundled ones are: "
                        + choices.joined(separator: ", "))
            }
            try storeCommand { () throws(StoreError) in try database.setAvatar(.bundled(bundled), for: player.id) }
            print("\(player.name)'s avatar is the bundled \(bundled).")
        } else if let file {
            let folder = location.directory
            let (avatar, picture) = try storeCommand { () throws(StoreError) in
                try AvatarFiles.importPicture(file, for: player, dataFolder: folder, database: database)
            }
            print(
                "\(player.name)'s avatar is \(file) (\(picture.kind), \(picture.width)x\(picture.height)), "
                    + "kept as \(avatar.stored ?? "").")
        }
    }

    public static func register(
        _ name: String, email: String?, passwordStdin: Bool, location: StoreLocation
    ) throws {
        // The rules first, so a script learns of a bad name before it is asked for a password.
        if case .failure(let problem) = Username.clean(name) {
            throw CommandFailure("the username \"\(name)\" \(problem); a username has \(Username.rule)")
        }
        let password =
            passwordStdin
            ? try SecretPrompt.line(prompt: "Password: ", missing: "no password on standard input")
            : try SecretPrompt.twice(
                prompt: "Password: ", again: "The same password again: ",
                missing: "no password on standard input",
                missingSecond: "the password was given once; give it twice (two lines), or once with --password-stdin",
                mismatch: "the two passwords differ; nothing was registered")
        let (database, _) = try location.openPlayers()
        let player: PlayerRef
        do {
            player = try AccountStore(database: database).register(username: name, password: password, email: email)
        } catch .account(let refusal) {
            throw CommandFailure("not registered: \(refusal.words)")
        } catch {
            throw CommandFailure(error)
        }
        let by = email == nil ? "" : " (it can log in with its email too)"
        print("Registered #\(player.id) \(player.name)\(by).")
    }

    public static func role(_ player: String, _ role: String, location: StoreLocation) throws {
        let (database, _) = try location.openPlayers()
        let accounts = AccountStore(database: database)
        let found = try storeCommand { () throws(StoreError) in
            let found = try accounts.find(player)
            try accounts.setRole(of: found, to: role)
            return found
        }
        print("#\(found.id) \(found.name) is now \(role == "admin" ? "an" : "a") \(role).")
    }

    /// Bans or unbans the player `reference` names, saying when nothing changes.
    public static func setBan(
        _ reference: String, _ banned: Bool, _ location: StoreLocation
    ) throws(CommandFailure) {
        let (database, _) = try location.openPlayers()
        let accounts = AccountStore(database: database)
        let (found, was) = try storeCommand { () throws(StoreError) in
            let found = try accounts.find(reference)
            let was = try accounts.isBanned(found)
            try accounts.setBanned(found, banned)
            return (found, was)
        }
        let name = "#\(found.id) \(found.name)"
        if was == banned {
            print("\(name) was already \(banned ? "banned" : "not banned").")
        } else {
            print(banned ? "Banned \(name): they cannot log in and no board shows them." : "Lifted \(name)'s ban.")
        }
    }
}

/// Dates as the exports write them (ISO 8601, UTC).
public func timestamp(_ date: Date?) -> String {
    guard let date else { return "never" }
    return ISO8601DateFormatter().string(from: date)
}
