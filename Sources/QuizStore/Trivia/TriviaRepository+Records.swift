import Foundation
import GRDB
import QuizCore

/// Persisting what the trivia rules ask for: answers with the chosen option,
/// power-up use and inventory, the credits ledger, lives, passes, explained
/// power-ups, badges, medals and Retry topic.
extension TriviaRepository {
    /// Performs one of the rules' persistence effects at `date`; effects for
    /// the screen (sounds, screen changes, loads, refusals) are not the store's
    /// and are ignored.
    public func persist(_ effect: TriviaEffect, at date: Date) throws(StoreError) {
        switch effect {
        case .recordAnswer(let answer): try record(answer, at: date)
        case .recordPowerUpUse(let powerUp, let questionID): try recordUse(powerUp, questionID: questionID, at: date)
        case .recordPurchase(let purchase): try record(purchase, at: date)
        case .recordCredits(let cents, let source): try recordCredits(cents, from: source, at: date)
        case .saveInventory(let powerUp, let count): try saveInventory(powerUp, count: count)
        case .saveLives(let fullAt): try updateState("livesFullAt = ?", [fullAt])
        case .savePasses(let localDate, let used): try updateState("passesDate = ?, passesUsed = ?", [localDate, used])
        case .saveCredits(let cents): try updateState("creditsCents = ?", [max(0, cents)])
        case .savePowerUpExplained(let powerUp): try saveExplained(powerUp)
        case .awardBadge(let code): try award(badge: code, at: date)
        case .awardMedal(let topicID, let medal): try award(medal, topicID: topicID, at: date)
        case .reenableWrongAnswers(let topicID): try reenableWrongAnswers(topicID: topicID, at: date)
        case .screenChanged, .overlayChanged, .playSound, .loadQuestion, .loadPeoplesChoice, .passRefused,
            .powerUpRefused, .purchaseRefused, .noTopicsAvailable:
            break
        }
    }

    /// One answer, with the option chosen (nil for a time-out or a jump).
    public func record(_ answer: TriviaAnswerRecord, at date: Date) throws(StoreError) {
        let result: AnswerRecord.Result
        switch answer.result {
        case .right: result = .right
        case .wrong: result = .wrong
        case .timeout: result = .timeout
        case .skipped: result = .skipped
        }
        try database.recordAnswer(
            AnswerRecord(
                playerID: playerID, questionID: answer.questionID, optionID: answer.optionID, result: result,
                points: answer.points, secondsTaken: answer.secondsTaken, mode: Self.mode, answeredAt: date))
    }

    public func recordUse(_ powerUp: PowerUp, questionID: Int64, at date: Date) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO powerUpUse (playerId, kind, questionId, usedAt) VALUES (?, ?, ?, ?)",
                arguments: [playerID, powerUp.rawValue, questionID, date])
        }
    }

    /// A line of the credits ledger: free play, or paid from the credits (`credits`).
    public func record(_ purchase: PurchaseRecord, at date: Date) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO purchase (playerId, item, quantity, priceCents, provider, purchasedAt, questionId, topicId)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    playerID, purchase.item.code, purchase.quantity, purchase.priceCents, purchase.provider.rawValue,
                    date, purchase.questionID, purchase.topicID,
                ])
        }
    }

    /// Credits that arrived from the operator or a coin acceptor.
    public func recordCredits(_ cents: Int, from source: CreditSource, at date: Date) throws(StoreError) {
        guard cents > 0 else { return }
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO creditGrant (playerId, cents, source, grantedAt) VALUES (?, ?, ?, ?)",
                arguments: [playerID, cents, source.rawValue, date])
        }
    }

    public func saveInventory(_ powerUp: PowerUp, count: Int) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO powerUpInventory (playerId, kind, count) VALUES (?, ?, ?)
                    ON CONFLICT (playerId, kind) DO UPDATE SET count = excluded.count
                    """, arguments: [playerID, powerUp.rawValue, max(0, count)])
        }
    }

    private func saveExplained(_ powerUp: PowerUp) throws(StoreError) {
        try database.write { db in
            let current =
                try String.fetchOne(
                    db, sql: "SELECT explained FROM playerState WHERE playerId = ?", arguments: [playerID]) ?? ""
            var kinds = current.split(separator: ",").map(String.init)
            guard !kinds.contains(powerUp.rawValue) else { return }
            kinds.append(powerUp.rawValue)
            try db.execute(
                sql: "UPDATE playerState SET explained = ? WHERE playerId = ?",
                arguments: [kinds.joined(separator: ","), playerID])
        }
    }

    /// A badge, created in the catalogue the first time anyone earns it.
    public func award(badge code: String, at date: Date) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO badge (code, title) VALUES (?, ?)",
                arguments: [code, Self.badgeTitle(code)])
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO award (playerId, badgeId, awardedAt)
                    SELECT ?, id, ? FROM badge WHERE code = ?
                    """, arguments: [playerID, date, code])
        }
    }

    /// A topic medal; a better one replaces a lesser one, never the reverse.
    public func award(_ medal: Medal, topicID: Int64, at date: Date) throws(StoreError) {
        try database.write { db in
            let held = try String.fetchOne(
                db, sql: "SELECT medal FROM topicMedal WHERE playerId = ? AND topicId = ?",
                arguments: [playerID, topicID]
            ).flatMap(Medal.init(rawValue:))
            if let held, held >= medal { return }
            try db.execute(
                sql: """
                    INSERT INTO topicMedal (playerId, topicId, medal, awardedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT (playerId, topicId) DO UPDATE SET medal = excluded.medal, awardedAt = excluded.awardedAt
                    """, arguments: [playerID, topicID, medal.rawValue, date])
        }
    }

    /// Retry topic: marks the topic's wrong answers retired, so their
    /// questions return to the pool while the choices stay in the statistics.
    /// A question later answered right in the same topic keeps its right answer.
    public func reenableWrongAnswers(topicID: Int64, at date: Date) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: """
                    UPDATE answer SET retiredAt = ?
                    WHERE playerId = ? AND result = 'wrong' AND retiredAt IS NULL
                    AND questionId IN (SELECT id FROM question WHERE topicId = ?)
                    AND NOT EXISTS (SELECT 1 FROM answer r WHERE r.playerId = answer.playerId
                                    AND r.questionId = answer.questionId AND r.result = 'right'
                                    AND r.retiredAt IS NULL)
                    """, arguments: [date, playerID, topicID])
        }
    }

    /// The medal held in a topic, if any.
    public func medal(topicID: Int64) throws(StoreError) -> Medal? {
        try database.read { db in
            try String.fetchOne(
                db, sql: "SELECT medal FROM topicMedal WHERE playerId = ? AND topicId = ?",
                arguments: [playerID, topicID]
            ).flatMap(Medal.init(rawValue:))
        }
    }

    private func updateState(_ assignments: String, _ values: [(any DatabaseValueConvertible)?]) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: "UPDATE playerState SET \(assignments) WHERE playerId = ?",
                arguments: StatementArguments(values + [playerID]))
        }
    }

    /// A readable title for a badge code: `topic-3-90` is "90 % of a topic".
    static func badgeTitle(_ code: String) -> String {
        let parts = code.split(separator: "-")
        if parts.count == 3, parts[0] == "topic", let percent = Int(parts[2]) {
            return "\(percent) % of a topic"
        }
        return code
    }
}
