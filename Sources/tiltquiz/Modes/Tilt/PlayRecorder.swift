import Foundation
import QuizCore
import QuizScreens
import QuizStore

/// Keeps what happens in Tilt True/False for one player: each committed
/// answer and each finished game, saved through the play's `PlaySaves` (a
/// save the store cannot take waits and is tried again).
final class PlayRecorder {
    let saves: PlaySaves
    let mode: String
    let player: PlayerRef?
    let timeZone: TimeZone

    init(saves: PlaySaves, mode: String, player: PlayerRef?, timeZone: TimeZone = .current) {
        self.saves = saves
        self.mode = mode
        self.player = player
        self.timeZone = timeZone
    }

    func record(_ event: TrueFalseRecord) {
        let database = saves.database
        let mode = mode
        let playerID = player?.id
        let now = Date()
        switch event {
        case .answer(let answer, let seconds):
            // A statement not from the store (a test's) has nothing to record against.
            guard let questionID = answer.question.rowID else { return }
            saves.save("an answer") { () throws(StoreError) in
                var rows = CommittedRows()
                let id = try database.recordAnswer(
                    AnswerRecord(
                        playerID: playerID, questionID: questionID, optionID: answer.optionID,
                        result: answer.isRight ? .right : .wrong,
                        points: answer.isRight ? 1 : 0, secondsTaken: seconds, mode: mode, answeredAt: now))
                rows.add("answer", id)
                return rows
            }
        case .dealt(let uids, let startedOver):
            guard let playerID else { return }
            saves.save("the statements dealt") { () throws(StoreError) in
                try database.recordDealt(playerID: playerID, uids: uids, startedOver: startedOver, at: now)
                return CommittedRows()
            }
        case .round(let score, let total):
            let localDate = LocalDate.string(for: now, in: timeZone)
            saves.save("a game's result") { () throws(StoreError) in
                let id = try database.recordGame(
                    GameRecord(
                        playerID: playerID, mode: mode, score: score, total: total, points: score, completedAt: now,
                        localDate: localDate))
                var rows = CommittedRows()
                rows.add("gameResult", id)
                return rows
            }
        }
    }
}
