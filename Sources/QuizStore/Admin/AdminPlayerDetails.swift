import Foundation
import GRDB
import QuizCore

/// One answer a player gave, for their page in the web admin.
public struct AdminAnswer: Equatable, Sendable {
    public var id: Int64
    public var questionID: Int64
    public var question: String
    /// The option they chose (`option.id`); nil when they chose none (a timeout, a skip) or it was deleted.
    public var optionID: Int64?
    public var option: String?
    /// `right`, `wrong`, `timeout` or `skipped`.
    public var result: String
    public var points: Int
    public var mode: String
    public var answeredAt: Date
}

/// A page of a player's answers, newest first, and how many they gave in all.
public struct AdminAnswerPage: Equatable, Sendable {
    public var answers: [AdminAnswer]
    public var total: Int
}

/// How far a player got through a topic: the topic's active questions they answered (right or wrong, each
/// question once) out of all its active ones.
public struct AdminTopicProgress: Equatable, Sendable {
    public var topic: String
    public var answered: Int
    public var questions: Int

    /// Whole percent, rounded down (100 only when every question was answered).
    public var percent: Int { questions == 0 ? 0 : answered * 100 / questions }
}

/// A player's purchases of one item (`purchase.item`, such as `secondChance` or a power-up pack).
public struct AdminItemPurchases: Equatable, Sendable {
    public var item: String
    public var purchases: Int
    public var quantity: Int
    /// Paid with credits, in cents; purchases in free play cost nothing and count here as 0.
    public var spentCents: Int
    /// Purchases made in free play.
    public var free: Int

    public init(item: String, purchases: Int, quantity: Int, spentCents: Int, free: Int) {
        self.item = item
        self.purchases = purchases
        self.quantity = quantity
        self.spentCents = spentCents
        self.free = free
    }
}

/// A player's purchases by item and in all, and the credits they were given.
public struct AdminPurchases: Equatable, Sendable {
    public var items: [AdminItemPurchases]
    public var purchases: Int { items.reduce(0) { $0 + $1.purchases } }
    public var spentCents: Int { items.reduce(0) { $0 + $1.spentCents } }
    /// Credits granted to them (operator or coin), in cents.
    public var grantedCents: Int

    public init(items: [AdminItemPurchases], grantedCents: Int) {
        self.items = items
        self.grantedCents = grantedCents
    }
}

/// A power-up a player holds or has used: on this device's store, or in the fleet (the web admin's fleet
/// directory reads it from `fleet.wallet` and `fleet.power_up_use`).
public struct AdminPowerUp: Equatable, Sendable {
    /// The power-up's code (`freezeTime`).
    public var kind: String
    /// How many they hold; in the fleet the sum of its changes, below zero when two devices spent one offline.
    public var owned: Int
    /// How many they used (`powerUpUse`; in the fleet every device's, `fleet.power_up_use`).
    public var used: Int

    public init(kind: String, owned: Int, used: Int) {
        self.kind = kind
        self.owned = owned
        self.used = used
    }
}

/// A badge a player earned: on this device's store, or in the fleet (the web admin's fleet directory reads it
/// from `fleet.badge_award`).
public struct AdminBadge: Equatable, Sendable {
    public var code: String
    public var title: String
    public var awardedAt: Date

    public init(code: String, title: String, awardedAt: Date) {
        self.code = code
        self.title = title
        self.awardedAt = awardedAt
    }
}

/// A topic medal a player earned (their best in the topic): on this device's store, or in the fleet
/// (`fleet.medal`).
public struct AdminMedal: Equatable, Sendable {
    /// The topic's name.
    public var topic: String
    /// `bronze`, `silver` or `gold`.
    public var medal: String
    public var awardedAt: Date

    public init(topic: String, medal: String, awardedAt: Date) {
        self.topic = topic
        self.medal = medal
        self.awardedAt = awardedAt
    }
}

extension AdminQueries {
    /// `playerID`'s answers, newest first, `limit` from `offset`, with each question's and chosen option's
    /// id and text.
    public func answers(of playerID: Int64, limit: Int, offset: Int) throws(StoreError) -> AdminAnswerPage {
        try database.read { db in
            let total =
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer WHERE playerId = ?", arguments: [playerID]) ?? 0
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT a.id, a.questionId, q.text AS question, a.optionId, o.text AS option, a.result, a.points,
                      a.mode, a.answeredAt
                    FROM answer a JOIN question q ON q.id = a.questionId LEFT JOIN option o ON o.id = a.optionId
                    WHERE a.playerId = ? ORDER BY a.answeredAt DESC, a.id DESC LIMIT ? OFFSET ?
                    """, arguments: [playerID, limit, offset])
            let answers = rows.map { row in
                AdminAnswer(
                    id: row["id"], questionID: row["questionId"], question: row["question"], optionID: row["optionId"],
                    option: row["option"], result: row["result"], points: row["points"], mode: row["mode"],
                    answeredAt: row.storedDate("answeredAt"))
            }
            return AdminAnswerPage(answers: answers, total: total)
        }
    }

    /// `playerID`'s progress in every topic that has active questions, A to Z.
    public func topicProgress(of playerID: Int64) throws(StoreError) -> [AdminTopicProgress] {
        try database.rows(
            """
            SELECT t.name, COUNT(*) AS questions,
              SUM(EXISTS (SELECT 1 FROM answer a WHERE a.playerId = ? AND a.questionId = q.id
                          AND a.result IN \(SQLWord.given))) AS answered
            FROM question q JOIN topic t ON t.id = q.topicId
            WHERE q.status = \(SQLWord.active)
            GROUP BY t.id ORDER BY t.name COLLATE NOCASE
            """, arguments: [playerID]
        ) { row in
            AdminTopicProgress(topic: row["name"], answered: row["answered"], questions: row["questions"])
        }
    }

    /// `playerID`'s purchases by item (A to Z), and the credits granted to them.
    public func purchases(of playerID: Int64) throws(StoreError) -> AdminPurchases {
        try database.read { db in
            let items = try Row.fetchAll(
                db,
                sql: """
                    SELECT item, COUNT(*) AS purchases, SUM(quantity) AS quantity,
                      SUM(CASE WHEN provider = 'freePlay' THEN 0 ELSE priceCents END) AS spent,
                      SUM(provider = 'freePlay') AS free
                    FROM purchase WHERE playerId = ? GROUP BY item ORDER BY item
                    """, arguments: [playerID]
            ).map { row in
                AdminItemPurchases(
                    item: row["item"], purchases: row["purchases"], quantity: row["quantity"],
                    spentCents: row["spent"], free: row["free"])
            }
            let granted =
                try Int.fetchOne(
                    db, sql: "SELECT COALESCE(SUM(cents), 0) FROM creditGrant WHERE playerId = ?",
                    arguments: [playerID]) ?? 0
            return AdminPurchases(items: items, grantedCents: granted)
        }
    }

    /// The power-ups `playerID` holds or has used, by kind (A to Z).
    public func powerUps(of playerID: Int64) throws(StoreError) -> [AdminPowerUp] {
        try database.rows(
            """
            SELECT kind, SUM(owned) AS owned, SUM(used) AS used FROM (
              SELECT kind, count AS owned, 0 AS used FROM powerUpInventory WHERE playerId = :id
              UNION ALL SELECT kind, 0, 1 FROM powerUpUse WHERE playerId = :id)
            GROUP BY kind HAVING SUM(owned) > 0 OR SUM(used) > 0 ORDER BY kind
            """, arguments: ["id": playerID]
        ) { row in AdminPowerUp(kind: row["kind"], owned: row["owned"], used: row["used"]) }
    }

    /// The badges `playerID` earned, oldest first.
    public func badges(of playerID: Int64) throws(StoreError) -> [AdminBadge] {
        try database.rows(
            """
            SELECT b.code, b.title, a.awardedAt FROM award a JOIN badge b ON b.id = a.badgeId
            WHERE a.playerId = ? ORDER BY a.awardedAt, b.code
            """, arguments: [playerID]
        ) { row in AdminBadge(code: row["code"], title: row["title"], awardedAt: row.storedDate("awardedAt")) }
    }

    /// `playerID`'s credits, in cents, as the game reads them (`playerState.creditsCents`: what the shop spends
    /// from); 0 when they have no state yet.
    public func credits(of playerID: Int64) throws(StoreError) -> Int {
        try database.read { db in
            try Int.fetchOne(
                db, sql: "SELECT creditsCents FROM playerState WHERE playerId = ?", arguments: [playerID]) ?? 0
        }
    }

    /// The topic medals `playerID` earned, one per topic, A to Z by topic name.
    public func medals(of playerID: Int64) throws(StoreError) -> [AdminMedal] {
        try database.rows(
            """
            SELECT t.name, m.medal, m.awardedAt FROM topicMedal m JOIN topic t ON t.id = m.topicId
            WHERE m.playerId = ? ORDER BY lower(t.name), t.name
            """, arguments: [playerID]
        ) { row in AdminMedal(topic: row["name"], medal: row["medal"], awardedAt: row.storedDate("awardedAt")) }
    }

    /// `playerID`'s avatar as stored (`Avatar.none` for none).
    public func avatar(of playerID: Int64) throws(StoreError) -> Avatar {
        try database.read { db in
            Avatar(
                stored: try String.fetchOne(db, sql: "SELECT avatar FROM player WHERE id = ?", arguments: [playerID]))
        }
    }
}
