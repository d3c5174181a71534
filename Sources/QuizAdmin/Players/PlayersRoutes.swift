import Foundation
import Hummingbird
import QuizCore
import QuizStore
import QuizText

/// The players (admins only): `GET /players` (search, sort by name, points or last played, pages of 25),
/// `GET /players/{id}` (`PlayersRoutes+Page`), and the changes, each a POST with the CSRF token: ban (confirmed
/// first), unban, and a role (player, moderator or admin; confirmed first). Nobody bans or changes the role of
/// themselves. Their email, avatar, data export, deletion and the name and email CSV: `PlayersRoutes+Data`.
///
/// The list, a player's record and games, the ban, the role and the erasure go through `directory`: this
/// device's store, or the fleet's PostgreSQL when the config names a fleet (then `{id}` is a fleet id). What
/// only a device's store keeps (emails, answers, purchases, avatars) is read from `queries`, for its players.
struct PlayersRoutes {
    static let pageSize = 25
    /// The games a player's page lists, newest first.
    static let gamesShown = 20

    let directory: any AdminDirectory
    let queries: AdminQueries
    let accounts: AccountStore
    let pages: Pages
    var timeZone: TimeZone = .current

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/players") { request, context in try await list(request, context) }
        group.get("/players/{id}") { request, context in try await player(request, context) }
        group.post("/players/{id}/ban") { _, context in try await ban(context, true) }
        group.post("/players/{id}/unban") { _, context in try await ban(context, false) }
        group.post("/players/{id}/role") { _, context in try await role(context) }
        group.post("/players/{id}/email") { _, context in try await showEmail(context) }
        group.get("/players/{id}/avatar") { _, context in try avatar(context) }
        group.post("/players/{id}/export") { _, context in try export(context) }
        group.post("/players/{id}/delete") { _, context in try await delete(context) }
        group.post("/players.csv") { _, context in try namesAndEmails(context) }
        group.get("/email-views") { _, context in try emailViews(context) }
    }
    func list(_ request: Request, _ context: AdminContext) async throws -> Response {
        let query = request.uri.queryParameters
        let search = query.get("q") ?? ""
        let sort = query.get("sort").flatMap(PlayerSort.init(rawValue:)) ?? .name
        let page = max(1, query.get("page").flatMap { Int($0) } ?? 1)
        let found = try await directory.players(
            search: search, sort: sort, limit: Self.pageSize, offset: (page - 1) * Self.pageSize)
        let pageCount = max(1, (found.total + Self.pageSize - 1) / Self.pageSize)
        let link = { (number: Int) in
            "/players?q=\(FormFields.encode(search))&sort=\(sort.rawValue)&page=\(number)"
        }
        let words = context.words
        let rows: [[String: Any]] = found.players.map { player in
            [
                "id": player.key, "name": player.name, "username": player.username ?? "",
                "role": Pages.role(player.role, words), "banned": player.banned, "points": player.points,
                "games": player.games, "lastPlayed": Days.moment(player.lastPlayedAt, in: timeZone, words),
            ]
        }
        let sorts: [[String: Any]] = PlayerSort.allCases.map { option in
            ["value": option.rawValue, "label": Self.label(option, words), "selected": option == sort]
        }
        return pages.html(
            "players", title: words["web.players"], in: context,
            [
                "search": search, "sorts": sorts, "players": rows, "hasPlayers": !rows.isEmpty,
                "device": directory.isDevice, "place": directory.place ?? "",
                "totalText": words.plural("web.count_players", count: found.total),
                "page": page, "pageCount": pageCount,
                "previous": page > 1 ? link(page - 1) as Any : false as Any,
                "next": page < pageCount ? link(page + 1) as Any : false as Any,
            ])
    }

    func player(_ request: Request, _ context: AdminContext) async throws -> Response {
        guard let player = try await listed(context) else { return missing(context) }
        let held = try await holdings(of: player)
        guard let id = player.localID, let record = try queries.player(id) else {
            return try fleetPage(context, player: player, held)
        }
        let answersPage = max(1, request.uri.queryParameters.get("answers").flatMap { Int($0) } ?? 1)
        return try page(context, id: id, record: record, held, answersPage: answersPage, email: nil)
    }

    func ban(_ context: AdminContext, _ banned: Bool) async throws -> Response {
        guard let player = try await listed(context) else { return missing(context) }
        if try directory.isSelf(player, user: context.user) {
            return pages.message(
                context.words["web.not_done"], context.words["web.cannot_ban_yourself"], in: context,
                status: .conflict)
        }
        if banned, context.form["confirm"] != "yes" {
            return confirm(
                context, key: player.key, action: "ban", fields: [:],
                question: context.words.text("web.confirm_ban", ["name": player.name]))
        }
        try await directory.setBanned(player, banned)
        return Pages.redirect("/players/\(player.key)")
    }

    func role(_ context: AdminContext) async throws -> Response {
        guard let player = try await listed(context) else { return missing(context) }
        let role = context.form["role"] ?? ""
        let words = context.words
        guard AccountStore.roles.contains(role) else {
            return pages.message(
                words["web.not_done"],
                words.text("web.bad_role", ["role": role, "roles": AccountStore.roles.joined(separator: ", ")]),
                in: context, status: .badRequest)
        }
        if try directory.isSelf(player, user: context.user) {
            return pages.message(
                words["web.not_done"], words["web.cannot_change_own_role"], in: context, status: .conflict)
        }
        guard player.hasAccount else {
            return pages.message(
                words["web.not_done"], words.text("web.role_needs_account", ["name": player.name]), in: context,
                status: .conflict)
        }
        if context.form["confirm"] != "yes" {
            return confirm(
                context, key: player.key, action: "role", fields: ["role": role],
                question: words.text(Self.confirmKeys[role] ?? "web.confirm_role_player", ["name": player.name]))
        }
        try await directory.setRole(player, to: role)
        return Pages.redirect("/players/\(player.key)")
    }

    /// The player's latest games, purchases, credits, power-ups, badges and medals, from the directory.
    func holdings(of player: DirectoryPlayer) async throws -> PlayerHoldings {
        PlayerHoldings(
            games: try await directory.games(of: player, limit: Self.gamesShown),
            purchases: try await directory.purchases(of: player),
            wallet: try await directory.wallet(of: player), awards: try await directory.awards(of: player))
    }

    /// The player the address names, from the directory.
    func listed(_ context: AdminContext) async throws -> DirectoryPlayer? {
        guard let key = context.parameters.get("id") else { return nil }
        return try await directory.player(key)
    }

    func found(_ context: AdminContext) throws -> (Int64, AdminPlayerRecord)? {
        guard let id = context.parameters.get("id", as: Int64.self), let record = try queries.player(id) else {
            return nil
        }
        return (id, record)
    }

    func missing(_ context: AdminContext) -> Response {
        pages.message(
            context.words["web.no_such_player"],
            context.words.text("web.no_player_numbered", ["id": context.parameters.get("id") ?? ""]), in: context,
            status: .notFound)
    }

    /// The confirmation step: the same POST again, with `confirm=yes`.
    func confirm(
        _ context: AdminContext, key: String, action: String, fields: [String: String], question: String
    ) -> Response {
        pages.html(
            "confirm", title: context.words["web.confirm"], in: context,
            [
                "question": question, "action": "/players/\(key)/\(action)", "back": "/players/\(key)",
                "fields": fields.sorted { $0.key < $1.key }.map { ["name": $0.key, "value": $0.value] },
            ])
    }

    static func label(_ sort: PlayerSort, _ words: Catalog) -> String {
        switch sort {
        case .name: words["web.sort_name"]
        case .points: words["web.sort_points"]
        case .lastPlayed: words["web.sort_last_played"]
        }
    }

    /// What the confirmation asks, by the role to give.
    static let confirmKeys = [
        "admin": "web.confirm_role_admin", "moderator": "web.confirm_role_moderator",
        "player": "web.confirm_role_player",
    ]

    /// The button that gives `role`: "Promote to admin", "Make moderator", "Demote to player".
    static func roleAction(_ role: String, _ words: Catalog) -> String {
        switch role {
        case "admin": words["web.promote_to_admin"]
        case "moderator": words["web.make_moderator"]
        default: words["web.demote_to_player"]
        }
    }
}

extension AdminPlayerRow {
    var ref: PlayerRef { PlayerRef(id: id, name: name, isGuest: role == "guest") }
}
