import Foundation
import QuizCore

/// The device's "Add?" and "Report this question" for one player, over the
/// store through the play's `PlaySaves`: written at once (the player waits
/// for the thanks), and one the store refuses is reported and answered as not saved.
public final class StoreFeedbackDesk: FeedbackDesk {
    let saves: PlaySaves
    let player: PlayerRef
    public let language: String
    /// The clock: the virtual one in a headless run.
    let now: () -> Date
    public private(set) lazy var topicNames: [String] = {
        let database = saves.database
        return saves.read { () throws(StoreError) in try database.topicNames() } ?? []
    }()

    /// The desk of `player`, who writes in `language`.
    public init(saves: PlaySaves, player: PlayerRef, language: String, now: @escaping () -> Date = Date.init) {
        self.saves = saves
        self.player = player
        self.language = language
        self.now = now
    }

    public func submit(_ submission: QuestionSubmission) -> FeedbackOutcome {
        let (database, id, date) = (saves.database, player.id, now())
        do {
            _ = try database.submit(submission, playerID: id, at: date)
            return .saved
        } catch {
            saves.report("could not save a question submission: \(error)")
            return .notSaved(.storeDown)
        }
    }

    public func hasReported(questionID: Int64) -> Bool {
        let (database, id) = (saves.database, player.id)
        return saves.read { () throws(StoreError) in try database.hasReported(questionID: questionID, playerID: id) }
            ?? false
    }

    public func questionID(uid: String) -> Int64? {
        let database = saves.database
        return saves.read { () throws(StoreError) in try database.questionID(uid: uid) } ?? nil
    }

    public func report(_ report: QuestionReport) -> FeedbackOutcome {
        let (database, id, date) = (saves.database, player.id, now())
        do {
            return try database.file(report, playerID: id, at: date)
        } catch {
            saves.report("could not save a report: \(error)")
            return .notSaved(.storeDown)
        }
    }
}
