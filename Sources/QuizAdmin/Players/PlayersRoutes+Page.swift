import Foundation
import Hummingbird
import QuizCore
import QuizStore
import QuizText

/// One player's page: who they are, their email once asked for, avatar, points, answers (pages of
/// `answersPageSize`), progress per topic, purchases, credits, power-ups, badges, medals, who opened their email,
/// and the GDPR download and the deletion.
extension PlayersRoutes {
    static let answersPageSize = 50

    /// An email opened for the page (`POST /players/{id}/email`): the address, nil when they gave none.
    struct ShownEmail {
        var address: String?
    }

    func page(
        _ context: AdminContext, id: Int64, record: AdminPlayerRecord, _ held: PlayerHoldings, answersPage: Int,
        email: ShownEmail?
    ) throws -> Response {
        let summary = record.summary
        let words = context.words
        var values: [String: Any] = [
            "id": String(id), "name": summary.name, "username": summary.username ?? "",
            "role": Pages.role(summary.role, words),
            "banned": summary.banned, "points": summary.points, "games": summary.games,
            "right": record.rightAnswers, "wrong": record.wrongAnswers, "other": record.otherAnswers,
            "created": Days.moment(record.createdAt, in: timeZone, words),
            "lastPlayed": Days.moment(summary.lastPlayedAt, in: timeZone, words),
            // A section over "" still shows in swift-mustache: false hides "Locked until" when there is no lock.
            "locked": record.lockedUntil.flatMap { $0 > Date() ? Days.moment($0, in: timeZone, words) : nil } ?? false,
            "hasAccount": summary.username != nil, "roles": Self.roleChoices(besides: summary.role, words),
            "isSelf": id == context.user?.id,
            // No email given: nothing to open, so no "Show email" (which would log a view of nothing).
            "emailShown": email != nil || !record.hasEmail, "hasEmail": email?.address != nil,
            "email": email?.address ?? "",
        ]
        let avatar = try queries.avatar(of: id)
        values["hasAvatar"] = avatar != .none
        values["avatarLabel"] = Self.label(avatar, words)
        for (key, value) in try details(of: id, answersPage: answersPage, words) { values[key] = value }
        for (key, value) in held.values(self, words) { values[key] = value }
        return pages.html("player", title: summary.name, in: context, values)
    }

    /// A fleet player's page: their record, latest games (with the kiosk of each), purchases, credits, power-ups
    /// (held and used), badges and medals from the fleet's PostgreSQL, the ban, the roles and the erasure; their
    /// email and answers stay on the devices they played on.
    func fleetPage(_ context: AdminContext, player: DirectoryPlayer, _ held: PlayerHoldings) throws -> Response {
        let words = context.words
        var values: [String: Any] = [
            "id": player.key, "name": player.name, "username": player.username ?? "",
            "role": Pages.role(player.role, words), "banned": player.banned, "points": player.points,
            "games": player.games, "created": Days.moment(player.createdAt, in: timeZone, words),
            "lastPlayed": Days.moment(player.lastPlayedAt, in: timeZone, words),
            "hasAccount": player.hasAccount, "roles": Self.roleChoices(besides: player.role, words),
            "deleteInActions": true,
            "isSelf": try directory.isSelf(player, user: context.user), "place": directory.place ?? "",
        ]
        for (key, value) in held.values(self, words) { values[key] = value }
        return pages.html("fleetPlayer", title: player.name, in: context, values)
    }

    /// The roles a player's page offers to change `role` to, each with its button's words.
    static func roleChoices(besides role: String, _ words: Catalog) -> [[String: Any]] {
        AccountStore.roles.filter { $0 != role }.map { ["role": $0, "label": roleAction($0, words)] }
    }

    /// The "Purchases" section's values, on both player pages: by item, summed over every device in the fleet;
    /// money as the device's dashboard writes it.
    static func purchaseValues(_ purchases: AdminPurchases, _ words: Catalog) -> [String: Any] {
        [
            "purchases": purchases.items.map { item -> [String: Any] in
                [
                    "item": Self.itemName(item.item, words), "purchases": item.purchases, "quantity": item.quantity,
                    "free": item.free,
                    "spent": Money.amount(item.spentCents),
                ]
            },
            "hasPurchases": !purchases.items.isEmpty, "purchaseCount": purchases.purchases,
            "spentTotal": Money.amount(purchases.spentCents), "granted": Money.amount(purchases.grantedCents),
        ]
    }

    /// The "Credits", "Power-ups", "Badges" and "Medals" sections' values, on both player pages.
    func holdingValues(_ wallet: DirectoryWallet, _ awards: DirectoryAwards, _ words: Catalog) -> [String: Any] {
        let medals = awards.medals
        return [
            "credits": words.money(wallet.creditsCents),
            "powerUps": wallet.powerUps.map { powerUp -> [String: Any] in
                ["kind": Self.itemName(powerUp.kind, words), "owned": powerUp.owned, "used": powerUp.used]
            },
            "hasPowerUps": !wallet.powerUps.isEmpty,
            "badges": awards.badges.map {
                ["code": $0.code, "title": $0.title, "at": Days.moment($0.awardedAt, in: timeZone, words)]
            },
            "hasBadges": !awards.badges.isEmpty,
            "medals": medals.map { medal -> [String: Any] in
                [
                    "topic": medal.topic, "medal": Self.medalName(medal.medal, words),
                    "at": Days.moment(medal.awardedAt, in: timeZone, words),
                ]
            },
            "hasMedals": !medals.isEmpty,
        ]
    }

    /// A medal's name as the game shows it ("Gold medal"), from `bronze`, `silver` or `gold`; another as it is.
    static func medalName(_ medal: String, _ words: Catalog) -> String {
        switch Medal(rawValue: medal) {
        case .bronze: words["medal.bronze"]
        case .silver: words["medal.silver"]
        case .gold: words["medal.gold"]
        case nil: medal
        }
    }

    /// The "Latest games" section's values.
    func gameValues(_ games: [DirectoryGame], _ words: Catalog) -> [String: Any] {
        [
            "latestGames": games.map { game -> [String: Any] in
                [
                    "at": Days.moment(game.completedAt, in: timeZone, words), "mode": ModeNames.title(game.mode, words),
                    "topic": game.topic ?? "",
                    "score": "\(game.score)/\(game.total)", "gamePoints": game.points,
                    "ranked": game.timeScalePercent > 100
                        ? words.text("web.unranked_more_time", ["percent": words.number(game.timeScalePercent)])
                        : words[game.ranked ? "web.yes" : "web.no"],
                    "device": game.device ?? words["web.this_device"],
                ]
            },
            "hasGames": !games.isEmpty, "gamesShown": Self.gamesShown,
        ]
    }

    /// The device's own sections under the record: topics, answers, email views.
    func details(of id: Int64, answersPage: Int, _ words: Catalog) throws -> [String: Any] {
        let size = Self.answersPageSize
        let answers = try queries.answers(of: id, limit: size, offset: (answersPage - 1) * size)
        let answerPages = max(1, (answers.total + size - 1) / size)
        let link = { (page: Int) in "/players/\(id)?answers=\(page)#answers" }
        let topics = try queries.topicProgress(of: id)
        let views = try queries.emailViews(of: id)
        return [
            "topics": topics.map {
                [
                    "topic": $0.topic, "answered": $0.answered, "questions": $0.questions,
                    "percent": words.percent($0.percent),
                ]
            },
            "hasTopics": !topics.isEmpty,
            "answers": answers.answers.map { answer -> [String: Any] in
                [
                    "at": Days.moment(answer.answeredAt, in: timeZone, words), "questionID": String(answer.questionID),
                    "question": answer.question, "optionID": answer.optionID.map { String($0) } ?? "",
                    "option": answer.option ?? "", "result": Self.result(answer.result, words), "points": answer.points,
                    "mode": ModeNames.title(answer.mode, words),
                ]
            },
            "hasAnswers": answers.total > 0, "answerTotalText": words.plural("web.count_answers", count: answers.total),
            "answerPage": answersPage,
            "answerPages": answerPages,
            "answersPrevious": answersPage > 1 ? link(answersPage - 1) as Any : false as Any,
            "answersNext": answersPage < answerPages ? link(answersPage + 1) as Any : false as Any,
            "views": views.map { view -> [String: Any] in
                [
                    "at": Days.moment(view.viewedAt, in: timeZone, words), "viewer": Self.viewer(view, words),
                    "what": Self.what(view, words),
                ]
            },
            "hasViews": !views.isEmpty,
        ]
    }

    /// A power-up's or a shop item's name as the game shows it ("Freeze Time"), from the code the store keeps
    /// (`freezeTime`); a code the game no longer knows as it is.
    static func itemName(_ code: String, _ words: Catalog) -> String {
        if let powerUp = PowerUp(rawValue: code) { return words[powerUp.titleKey] }
        switch ShopItem.catalog.first(where: { $0.code == code }) {
        case .secondChance: return words["shop.second_chance"]
        case .lifeRefill: return words["shop.life_refill"]
        case .retryTopic: return words["shop.retry_topic"]
        case .powerUp(let powerUp): return words[powerUp.titleKey]
        case nil: return code
        }
    }

    /// An answer's result as stored (`right`, `wrong`, `timeout`, ...) in `words`' language; another as it is.
    static func result(_ result: String, _ words: Catalog) -> String {
        let keys = [
            "right": "web.result_right", "wrong": "web.result_wrong", "timeout": "web.result_timeout",
            "skipped": "web.result_skipped",
        ]
        return keys[result].map { words[$0] } ?? result
    }

    static func label(_ avatar: Avatar, _ words: Catalog) -> String {
        switch avatar {
        case .none: words["web.avatar_none"]
        case .bundled(let id): words.text("web.avatar_bundled", ["name": id])
        case .file: words["web.avatar_file"]
        }
    }

    static func viewer(_ view: EmailView, _ words: Catalog) -> String {
        view.viewer.map { "\($0) (#\(view.viewerID ?? 0))" } ?? words["web.viewer_erased"]
    }

    static func what(_ view: EmailView, _ words: Catalog) -> String {
        switch view.kind {
        case .email: words[view.emails == 0 ? "web.view_email_none" : "web.view_email"]
        case .record: words.plural("web.view_record", count: view.emails)
        case .export: words["web.view_export"]
        }
    }
}

/// What a player's page shows under the record on both pages, read through the directory: their latest games,
/// their purchases, their credits and power-ups, their badges and medals.
struct PlayerHoldings {
    var games: [DirectoryGame]
    var purchases: AdminPurchases
    var wallet: DirectoryWallet
    var awards: DirectoryAwards

    /// The sections' values for `routes`' pages, in `words`' language.
    func values(_ routes: PlayersRoutes, _ words: Catalog) -> [String: Any] {
        routes.gameValues(games, words).merging(routes.holdingValues(wallet, awards, words)) { first, _ in first }
            .merging(PlayersRoutes.purchaseValues(purchases, words)) { first, _ in first }
    }
}
