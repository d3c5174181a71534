import Foundation
import QuizCore
import QuizScreens
import QuizStore

/// Keeps what happens in play: each committed answer and each finished game.
/// A failed write (a full disk, say) is reported once and play goes on.
final class PlayRecorder {
    let database: QuizDatabase
    let mode: String
    let timeZone: TimeZone
    /// Told of each row once it has committed (`--journal`).
    let journal: CommitJournal?
    private var reported = false

    init(database: QuizDatabase, mode: String, timeZone: TimeZone = .current, journal: CommitJournal? = nil) {
        self.database = database
        self.mode = mode
        self.timeZone = timeZone
        self.journal = journal
    }

    func record(_ event: TrueFalseRecord) {
        do {
            switch event {
            case .answer(let answer, let seconds):
                guard let questionID = try database.questionID(uid: answer.question.id) else { return }
                let option = try database.optionID(questionID: questionID, text: answer.chosen ? "true" : "false")
                let id = try database.recordAnswer(
                    AnswerRecord(
                        playerID: nil, questionID: questionID, optionID: option,
                        result: answer.isRight ? .right : .wrong,
                        points: answer.isRight ? 1 : 0, secondsTaken: seconds, mode: mode, answeredAt: Date()))
                note("answer", id)
            case .round(let score, let total):
                let now = Date()
                let id = try database.recordGame(
                    GameRecord(
                        playerID: nil, mode: mode, score: score, total: total, points: score, completedAt: now,
                        localDate: LocalDate.string(for: now, in: timeZone)))
                note("gameResult", id)
            }
        } catch {
            guard !reported else { return }
            reported = true
            FileHandle.standardError.write(Data("tiltquiz: could not save the game's progress: \(error)\n".utf8))
        }
    }

    private func note(_ table: String, _ id: Int64) {
        var rows = CommittedRows()
        rows.add(table, id)
        journal?.note(rows)
    }
}
