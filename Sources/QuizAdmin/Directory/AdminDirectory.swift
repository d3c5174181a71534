import Foundation
import QuizStore
import QuizText

/// Where the web admin reads and changes players: this device's SQLite store (`StoreDirectory`) or, with a
/// `fleet` in the config, the fleet's PostgreSQL (`FleetDirectory`). The players' pages (`PlayersRoutes`) ask
/// only this, so they list, search, ban, change roles and erase the same way over either.
///
/// A player is named by `key`: the store's number ("12") or the fleet's id (a UUID); `PlayersRoutes` puts it
/// in the page's addresses as it is.
protocol AdminDirectory: Sendable {
    /// The fleet's address the pages name ("fleet_admin@db.hall:5432/tiltquiz"); nil for this device's store.
    var place: String? { get }
    /// Whether it is this device's store, which also keeps its players' emails and answers.
    var isDevice: Bool { get }
    /// Players whose name or username holds `search` (any case; empty: everyone), ordered by `sort`, `limit`
    /// from `offset`, and how many match.
    func players(search: String, sort: PlayerSort, limit: Int, offset: Int) async throws -> DirectoryPage
    /// The player `key` names; nil when there is none (or `key` is not one of this directory's keys).
    func player(_ key: String) async throws -> DirectoryPlayer?
    /// The player's `limit` latest games, newest first, with the device each was played on.
    func games(of player: DirectoryPlayer, limit: Int) async throws -> [DirectoryGame]
    /// The player's credits and power-ups, as the games count them, with the uses of each.
    func wallet(of player: DirectoryPlayer) async throws -> DirectoryWallet
    /// The player's purchases by item (A to Z) and the credits given to them: in the fleet, every device's.
    func purchases(of player: DirectoryPlayer) async throws -> AdminPurchases
    /// The badges and topic medals the player earned.
    func awards(of player: DirectoryPlayer) async throws -> DirectoryAwards
    /// Bans `player` (no log-in, off every board) or lifts the ban.
    func setBanned(_ player: DirectoryPlayer, _ banned: Bool) async throws
    /// Gives `player` the role `role` (player, moderator or admin).
    func setRole(_ player: DirectoryPlayer, to role: String) async throws
    /// Erases `player` and every row about them (GDPR); the sentence the page shows after, in `words`' language.
    func erase(_ player: DirectoryPlayer, _ words: Catalog) async throws -> String
    /// Whether `player` is the signed-in `user` (nobody bans, demotes or erases themselves).
    func isSelf(_ player: DirectoryPlayer, user: AdminUser?) throws -> Bool
    /// Why `player` cannot be erased from here (in `words`' language), nil when they can.
    func eraseRefusal(_ player: DirectoryPlayer, _ words: Catalog) throws -> String?
}

/// One player as the players' pages show them, from either directory.
struct DirectoryPlayer: Equatable, Sendable {
    /// The store's number or the fleet's id, as text (the page's address).
    var key: String
    /// The store's number of the player; nil for a fleet player (whose email, answers and purchases stay on
    /// the devices).
    var localID: Int64?
    var name: String
    var username: String?
    var role: String
    var banned: Bool
    /// Points of every game they finished, and how many.
    var points: Int
    var games: Int
    var createdAt: Date?
    var lastPlayedAt: Date?

    /// Whether they registered an account (a guest or a device profile has none, and no role to give).
    var hasAccount: Bool { username != nil }
}

/// A page of the players' list and how many match in all.
struct DirectoryPage: Sendable {
    var players: [DirectoryPlayer]
    var total: Int
}

/// One finished game on a player's page.
struct DirectoryGame: Equatable, Sendable {
    var completedAt: Date
    var mode: String
    var topic: String?
    var score: Int
    var total: Int
    var points: Int
    var ranked: Bool
    /// The time scale it was played at: 100 for the game's own time, more with more time (then unranked).
    var timeScalePercent: Int
    /// The device it was played on: its `fleet.kiosk_id`; nil for this device.
    var device: String?
}

/// A player's credits and power-ups on their page.
struct DirectoryWallet: Equatable, Sendable {
    /// Their credits, in cents: in the fleet the sum of every device's changes (`fleet.wallet`); on this device
    /// the count its game spends from (`playerState.creditsCents`).
    var creditsCents: Int
    /// Each power-up they hold or ever had, by kind (A to Z), the store's type on both sides.
    var powerUps: [AdminPowerUp]
}

/// A player's badges and topic medals on their page, the store's types on both sides (as `AdminPurchases`).
struct DirectoryAwards: Equatable, Sendable {
    /// Oldest first.
    var badges: [AdminBadge]
    /// One per topic (the best), A to Z by topic.
    var medals: [AdminMedal]
}
