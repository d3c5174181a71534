import Foundation
import QuizCore
import QuizStore
import QuizText

/// The players of this device's SQLite store: `AdminQueries` reads them, `AccountStore` bans and gives roles,
/// `PlayerDirectory` erases (with their imported picture).
struct StoreDirectory: AdminDirectory {
    let queries: AdminQueries
    let accounts: AccountStore
    /// The data folder, for an erased player's imported picture.
    let dataFolder: String

    var place: String? { nil }
    var isDevice: Bool { true }

    func players(search: String, sort: PlayerSort, limit: Int, offset: Int) throws -> DirectoryPage {
        let page = try queries.players(search: search, sort: sort, limit: limit, offset: offset)
        return DirectoryPage(players: page.players.map { Self.player($0, createdAt: nil) }, total: page.total)
    }

    func player(_ key: String) throws -> DirectoryPlayer? {
        guard let id = Int64(key), let record = try queries.player(id) else { return nil }
        return Self.player(record.summary, createdAt: record.createdAt)
    }

    func games(of player: DirectoryPlayer, limit: Int) throws -> [DirectoryGame] {
        guard let id = player.localID else { return [] }
        return try queries.games(of: id, limit: limit).map(Self.game)
    }

    /// The credits the game spends from and each power-up held, with its uses (which only a device counts).
    func wallet(of player: DirectoryPlayer) throws -> DirectoryWallet {
        guard let id = player.localID else { return DirectoryWallet(creditsCents: 0, powerUps: []) }
        return DirectoryWallet(creditsCents: try queries.credits(of: id), powerUps: try queries.powerUps(of: id))
    }

    func purchases(of player: DirectoryPlayer) throws -> AdminPurchases {
        guard let id = player.localID else { return AdminPurchases(items: [], grantedCents: 0) }
        return try queries.purchases(of: id)
    }

    func awards(of player: DirectoryPlayer) throws -> DirectoryAwards {
        guard let id = player.localID else { return DirectoryAwards(badges: [], medals: []) }
        return DirectoryAwards(badges: try queries.badges(of: id), medals: try queries.medals(of: id))
    }

    /// A game of this device's store.
    static func game(_ game: AdminGameRow) -> DirectoryGame {
        DirectoryGame(
            completedAt: game.completedAt, mode: game.mode, topic: game.topic, score: game.score, total: game.total,
            points: game.points, ranked: game.ranked, timeScalePercent: game.timeScalePercent, device: nil)
    }

    func setBanned(_ player: DirectoryPlayer, _ banned: Bool) throws {
        try accounts.setBanned(Self.ref(player), banned)
    }

    func setRole(_ player: DirectoryPlayer, to role: String) throws {
        try accounts.setRole(of: Self.ref(player), to: role)
    }

    func erase(_ player: DirectoryPlayer, _ words: Catalog) throws -> String {
        let ref = Self.ref(player)
        var note = ""
        var rows = 0
        do {
            let erased = try PlayerDirectory(database: queries.database).erase(ref)
            rows = erased.filter { $0.key != "player" }.reduce(0) { $0 + $1.value }
        } catch {
            // The rows are gone when only the checkpoint failed: the WAL's old pages wait for the game to let go.
            guard case .cannotWrite(_, let reason) = error, try queries.player(ref.id) == nil else { throw error }
            note = " " + words.text("web.erase_note", ["reason": reason])
        }
        AvatarFiles.removeImported(for: ref.id, dataFolder: dataFolder)
        return words.plural("web.erased_here", count: rows, ["name": "\(player.name) (#\(ref.id))"]) + note
    }

    /// A player the fleet holds (this device joined one and pushed or pulled them) is erased through the fleet,
    /// so that every device forgets them; this store's admin has no fleet to reach.
    func eraseRefusal(_ player: DirectoryPlayer, _ words: Catalog) throws -> String? {
        guard let fleetID = try FleetJournal(database: queries.database).fleetHolds(Self.ref(player)) else {
            return nil
        }
        return words.text(
            "web.erase_through_fleet", ["name": player.name, "id": fleetID.uuidString.lowercased()])
    }

    func isSelf(_ player: DirectoryPlayer, user: AdminUser?) -> Bool {
        player.localID != nil && player.localID == user?.id
    }

    static func player(_ row: AdminPlayerRow, createdAt: Date?) -> DirectoryPlayer {
        DirectoryPlayer(
            key: String(row.id), localID: row.id, name: row.name, username: row.username, role: row.role,
            banned: row.banned, points: row.points, games: row.games, createdAt: createdAt,
            lastPlayedAt: row.lastPlayedAt)
    }

    static func ref(_ player: DirectoryPlayer) -> PlayerRef {
        PlayerRef(id: player.localID ?? 0, name: player.name, isGuest: player.role == "guest")
    }
}
