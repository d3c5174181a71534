import Foundation
import QuizCore

/// Trivia's saving over the store, for one player: the repository's
/// questions and People's Choice, and the rules' effects saved through the
/// play's `PlaySaves` (a save the store cannot take waits and is tried
/// again; a read it cannot answer is reported once and answered with nothing).
public final class StoreTriviaSaving: TriviaSaving {
    public let repository: TriviaRepository
    public let saves: PlaySaves

    public init(repository: TriviaRepository, saves: PlaySaves) {
        self.repository = repository
        self.saves = saves
    }

    /// The saving of `player`, who has a row in the store.
    public convenience init(saves: PlaySaves, player: PlayerRef) {
        self.init(repository: TriviaRepository(database: saves.database, player: player), saves: saves)
    }

    public var canSave: Bool { saves.canSave }

    public func nextQuestion(topicID: Int64, randomKey: Int64) -> TriviaQuestion? {
        saves.read { () throws(StoreError) in try repository.nextQuestion(topicID: topicID, randomKey: randomKey) }
            ?? nil
    }

    public func peoplesChoice(questionID: Int64) -> [Int64: Double] {
        saves.read { () throws(StoreError) in try repository.peoplesChoice(questionID: questionID) } ?? [:]
    }

    public func persist(_ effects: [TriviaEffect], round: SavedRoundChange, wallSeconds: Double) {
        guard effects.contains(where: \.isStored) || round != .keep else { return }
        let repository = repository
        let date = Date(timeIntervalSince1970: wallSeconds)
        saves.save(Self.label(effects)) { () throws(StoreError) in
            try repository.persist(effects, round: round, at: date)
        }
    }

    /// The topics with the player's progress; none when the store cannot say.
    public func topics() -> [TriviaTopic] {
        saves.read { () throws(StoreError) in try repository.topics() } ?? []
    }

    /// The player's game as the store keeps it, at game time `time`: their
    /// topics, lives, passes, power-ups and credits (a new player's when the
    /// store cannot say), and the question a power cut interrupted, if any.
    public func game(settings: TriviaSettings, seed: UInt64, at time: Double) -> TriviaGame {
        let topics = topics()
        let player = saves.read { () throws(StoreError) in try repository.player() } ?? TriviaPlayer()
        var game = TriviaGame(topics: topics, player: player, settings: settings, seed: seed)
        _ = resumeSavedRound(&game, at: time)
        return game
    }

    /// Puts the game cut off mid-question back on screen at game time `time`, if
    /// there is one and it still fits the store; returns whether it did. One
    /// that does not fit is forgotten.
    public func resumeSavedRound(_ game: inout TriviaGame, at time: Double = 0) -> Bool {
        let repository = repository
        let resumed = saves.read { () throws(StoreError) -> TriviaResume? in
            guard let saved = try repository.savedRound() else { return nil }
            let question = try repository.question(id: saved.questionID, topicID: saved.topicID)
            let choice = try repository.peoplesChoice(questionID: saved.questionID)
            return TriviaResume(saved: saved, question: question, choice: choice)
        }
        guard let resumed = resumed ?? nil else { return false }
        if let question = resumed.question,
            game.resume(resumed.saved, question: question, peoplesChoice: resumed.choice, at: time)
        {
            return true
        }
        saves.save("a stale saved round") { () throws(StoreError) in
            try repository.clearSavedRound()
            return CommittedRows()
        }
        return false
    }

    /// What a save holds, for messages: its first recorded effect.
    static func label(_ effects: [TriviaEffect]) -> String {
        for effect in effects {
            switch effect {
            case .recordAnswer: return "an answer"
            case .recordGame: return "a game's result"
            case .recordPurchase: return "a purchase"
            case .recordCredits: return "credits"
            case .recordPowerUpUse: return "a power-up use"
            case .awardBadge, .awardMedal: return "an award"
            default: continue
            }
        }
        return "the game's state"
    }
}

/// A saved round read back, with its question if it still exists.
private struct TriviaResume {
    let saved: TriviaSavedRound
    let question: TriviaQuestion?
    let choice: [Int64: Double]
}
