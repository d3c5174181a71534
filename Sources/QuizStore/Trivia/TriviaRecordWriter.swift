import Foundation
import GRDB
import QuizCore

extension TriviaEffect {
    /// Whether the effect changes the store (the others are for the screen): read from the writer's one switch.
    public var isStored: Bool { TriviaRecordWriter.write(for: self) != nil }
}

/// Writes the trivia rules' effects inside one transaction, noting the rows it adds.
struct TriviaRecordWriter {
    let db: Database
    let playerID: Int64
    let date: Date
    private(set) var committed = CommittedRows()
    /// `date` as the store's statements take it.
    private var stored: StoredDate { StoredDate(date) }

    /// Writes one of the rules' effects (nothing for the screen's own).
    mutating func perform(_ effect: TriviaEffect) throws {
        try Self.write(for: effect)?(&self)
    }

    /// How an effect is written to the store, nil for an effect that is the screen's own: the store's one
    /// switch over `TriviaEffect`, so a new effect is handled once here and once in the scene.
    static func write(for effect: TriviaEffect) -> ((inout TriviaRecordWriter) throws -> Void)? {
        switch effect {
        case .recordAnswer(let answer): return { try $0.record(answer) }
        case .recordGame(let game): return { try $0.record(game) }
        case .recordPowerUpUse(let powerUp, let questionID):
            return {
                try $0.insert(
                    "powerUpUse", "INSERT INTO powerUpUse (playerId, kind, questionId, usedAt) VALUES (?, ?, ?, ?)",
                    [$0.playerID, powerUp.rawValue, questionID, $0.stored])
            }
        case .recordPurchase(let purchase): return { try $0.record(purchase) }
        case .recordCredits(let cents, let source):
            return {
                guard cents > 0 else { return }
                try $0.insert(
                    "creditGrant", "INSERT INTO creditGrant (playerId, cents, source, grantedAt) VALUES (?, ?, ?, ?)",
                    [$0.playerID, cents, source.rawValue, $0.stored])
            }
        case .changeInventory(let powerUp, let change): return { try $0.changeInventory(powerUp, by: change) }
        case .saveLives(let fullAt): return { try $0.updateState([PlayerStateRow.Columns.livesFullAt.set(to: fullAt)]) }
        case .savePasses(let localDate, let used):
            return {
                try $0.updateState([
                    PlayerStateRow.Columns.passesDate.set(to: localDate),
                    PlayerStateRow.Columns.passesUsed.set(to: used),
                ])
            }
        case .changeCredits(let change): return { try $0.changeCredits(by: change) }
        case .savePowerUpExplained(let powerUp): return { try $0.saveExplained(powerUp) }
        case .awardBadge(let code): return { try $0.award(badge: code) }
        case .awardMedal(let topicID, let medal): return { try $0.award(medal, topicID: topicID) }
        case .reenableWrongAnswers(let topicID): return { try $0.reenableWrongAnswers(topicID: topicID) }
        case .screenChanged, .overlayChanged, .playSound, .loadQuestion, .loadPeoplesChoice, .passRefused,
            .powerUpRefused, .purchaseRefused, .noTopicsAvailable:
            return nil
        }
    }

    private mutating func record(_ game: TriviaGameRecord) throws {
        let id = try GameRecord(
            playerID: playerID, mode: TriviaRepository.mode, score: game.score, total: game.total,
            points: game.points, completedAt: date, localDate: game.localDate, timeScalePercent: game.timeScalePercent
        ).insert(db)
        committed.add("gameResult", id)
    }

    private mutating func record(_ purchase: PurchaseRecord) throws {
        try insert(
            "purchase",
            """
            INSERT INTO purchase (playerId, item, quantity, priceCents, provider, purchasedAt, questionId, topicId)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                playerID, purchase.item.code, purchase.quantity, purchase.priceCents, purchase.provider.rawValue,
                stored, purchase.questionID, purchase.topicID,
            ])
    }

    /// Saves or clears the round kept for resuming (`savedGame`, mode `trivia`).
    func apply(_ change: SavedRoundChange) throws {
        switch change {
        case .keep: return
        case .clear:
            try db.execute(
                sql: "DELETE FROM savedGame WHERE playerId = ? AND mode = ?",
                arguments: [playerID, TriviaRepository.mode.rawValue])
        case .save(let round):
            let state = try JSONText.encode(round)
            try db.execute(
                sql: """
                    INSERT INTO savedGame (playerId, mode, state, savedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT (playerId, mode) DO UPDATE SET state = excluded.state, savedAt = excluded.savedAt
                    """, arguments: [playerID, TriviaRepository.mode.rawValue, state, stored])
        }
    }

    /// One answer, with the option chosen (nil for a time-out or a jump); it
    /// ends the question, so the round kept for resuming goes with it.
    private mutating func record(_ answer: TriviaAnswerRecord) throws {
        let result: AnswerRecord.Result
        switch answer.result {
        case .right: result = .right
        case .wrong: result = .wrong
        case .timeout: result = .timeout
        case .skipped: result = .skipped
        }
        var row = AnswerRow(
            playerID: playerID, questionID: answer.questionID, optionID: answer.optionID, result: result,
            points: answer.points, secondsTaken: answer.secondsTaken, mode: TriviaRepository.mode, answeredAt: date)
        try row.insert(db)
        committed.add("answer", db.lastInsertedRowID)
        try apply(.clear)
    }

    private mutating func insert(_ table: String, _ sql: String, _ values: [(any DatabaseValueConvertible)?]) throws {
        try db.execute(sql: sql, arguments: StatementArguments(values))
        committed.add(table, db.lastInsertedRowID)
    }

    private func updateState(_ assignments: [ColumnAssignment]) throws {
        try PlayerStateRow.filter(key: playerID).updateAll(db, assignments)
    }

    /// Adds to the balance as stored, in the transaction of the ledger row
    /// that explains it: another program writing the same store (a second
    /// writer, the web admin) never has its change overwritten. A spend the
    /// stored balance no longer covers is refused, and the transaction with it.
    private func changeCredits(by change: Int) throws {
        let credits = PlayerStateRow.Columns.creditsCents
        let changed = try PlayerStateRow.filter(key: playerID).filter(credits + change >= 0)
            .updateAll(db, credits += change)
        guard changed == 1 else {
            throw StoreError.conflict(
                "the stored credits balance does not cover \(-change) cents (changed by another program?)")
        }
    }

    /// Adds power-ups to (or takes used ones from) the inventory as stored, like the credits.
    private func changeInventory(_ powerUp: PowerUp, by change: Int) throws {
        try db.execute(
            sql: "INSERT OR IGNORE INTO powerUpInventory (playerId, kind, count) VALUES (?, ?, 0)",
            arguments: [playerID, powerUp.rawValue])
        try db.execute(
            sql: "UPDATE powerUpInventory SET count = count + ? WHERE playerId = ? AND kind = ? AND count + ? >= 0",
            arguments: [change, playerID, powerUp.rawValue, change])
        guard db.changesCount == 1 else {
            throw StoreError.conflict(
                "the stored \(powerUp.rawValue) count is below \(-change) (changed by another program?)")
        }
    }

    private func saveExplained(_ powerUp: PowerUp) throws {
        var kinds = try PlayerStateRow.fetchOne(db, key: playerID)?.explainedPowerUps ?? []
        guard !kinds.contains(powerUp.rawValue) else { return }
        kinds.append(powerUp.rawValue)
        try updateState([PlayerStateRow.Columns.explained.set(to: kinds.joined(separator: ","))])
    }

    /// A badge, created in the catalogue the first time anyone earns it.
    private mutating func award(badge code: String) throws {
        try db.execute(
            sql: "INSERT OR IGNORE INTO badge (code, title) VALUES (?, ?)",
            arguments: [code, TriviaRepository.badgeTitle(code)])
        try db.execute(
            sql: "INSERT OR IGNORE INTO award (playerId, badgeId, awardedAt) SELECT ?, id, ? FROM badge WHERE code = ?",
            arguments: [playerID, stored, code])
        if db.changesCount > 0 { committed.add("award", db.lastInsertedRowID) }
    }

    /// A topic medal; a better one replaces a lesser one, never the reverse.
    private mutating func award(_ medal: Medal, topicID: Int64) throws {
        let held = try String.fetchOne(
            db, sql: "SELECT medal FROM topicMedal WHERE playerId = ? AND topicId = ?", arguments: [playerID, topicID]
        ).flatMap(Medal.init(rawValue:))
        if let held, held >= medal { return }
        try db.execute(
            sql: """
                INSERT INTO topicMedal (playerId, topicId, medal, awardedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (playerId, topicId) DO UPDATE SET medal = excluded.medal, awardedAt = excluded.awardedAt
                """, arguments: [playerID, topicID, medal.rawValue, stored])
        committed.add("topicMedal", topicID)
    }

    /// Retry topic: marks the topic's wrong answers retired, so their
    /// questions return to the pool while the choices stay in the statistics.
    /// A question later answered right in the same topic keeps its right answer.
    private func reenableWrongAnswers(topicID: Int64) throws {
        try db.execute(
            sql: """
                UPDATE answer SET retiredAt = ?
                WHERE playerId = ? AND result = \(SQLWord.wrong) AND retiredAt IS NULL
                AND questionId IN (SELECT id FROM question WHERE topicId = ?)
                AND NOT EXISTS (SELECT 1 FROM answer r WHERE r.playerId = answer.playerId
                                AND r.questionId = answer.questionId AND r.result = \(SQLWord.right)
                                AND r.retiredAt IS NULL)
                """, arguments: [stored, playerID, topicID])
    }
}
