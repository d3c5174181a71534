import Foundation
import QuizCore

/// Tilt True/False's saving over the store, for one player: each committed
/// answer, finished game and dealt round, saved through the play's
/// `PlaySaves` (a save the store cannot take waits and is tried again).
public final class StoreTrueFalseSaving: TrueFalseSaving {
    public let saves: PlaySaves
    public let player: PlayerRef
    /// The event's time zone, for the date a game counts on.
    public let timeZone: TimeZone
    /// The `answer.mode` and `gameResult.mode` this game records.
    public static let mode = GameMode.tilt
    /// The day games count on when `play --date` fixes it; nil counts them on today in `timeZone`.
    public let fixedDay: CalendarDay?

    public init(saves: PlaySaves, player: PlayerRef, timeZone: TimeZone = .current, fixedDay: CalendarDay? = nil) {
        self.saves = saves
        self.player = player
        self.timeZone = timeZone
        self.fixedDay = fixedDay
    }

    /// The statements dealt to the player since their pool last ran out
    /// (none when the store cannot say), for the game to avoid.
    public func dealtStatements() -> Set<String> {
        let database = saves.database
        let playerID = player.id
        return saves.read { () throws(StoreError) in try database.dealtStatements(playerID: playerID) } ?? []
    }

    public func record(_ record: TrueFalseRecord) {
        let database = saves.database
        let playerID = player.id
        let now = Date()
        switch record {
        case .answer(let answer, let seconds):
            // A statement not from the store (a test's) has nothing to record against.
            guard let questionID = answer.question.rowID else { return }
            saves.save("an answer") { () throws(StoreError) in
                let id = try database.recordAnswer(
                    AnswerRecord(
                        playerID: playerID, questionID: questionID, optionID: answer.optionID,
                        result: answer.isRight ? .right : .wrong, points: answer.isRight ? 1 : 0,
                        secondsTaken: seconds, mode: Self.mode, answeredAt: now))
                var rows = CommittedRows()
                rows.add("answer", id)
                return rows
            }
        case .dealt(let uids, let startedOver):
            saves.save("the statements dealt") { () throws(StoreError) in
                try database.recordDealt(playerID: playerID, uids: uids, startedOver: startedOver, at: now)
                return CommittedRows()
            }
        case .round(let score, let total):
            let localDate = fixedDay?.description ?? LocalDate.string(for: now, in: timeZone)
            saves.save("a game's result") { () throws(StoreError) in
                let id = try database.recordGame(
                    GameRecord(
                        playerID: playerID, mode: Self.mode, score: score, total: total, points: score,
                        completedAt: now, localDate: localDate))
                var rows = CommittedRows()
                rows.add("gameResult", id)
                return rows
            }
        }
    }
}
