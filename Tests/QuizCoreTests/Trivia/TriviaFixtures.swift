@testable import QuizCore

/// Topics, questions and clocks shared by the trivia tests.
enum TriviaFixtures {
    /// Wall-clock seconds at game second 0 (2025-06-01 10:00 UTC).
    static let wallAtStart = 1_748_772_000.0
    static let today = "2025-06-01"
    static let tomorrow = "2025-06-02"

    static let topics = [
        TriviaTopic(id: 1, name: "Swimming", total: 4),
        TriviaTopic(id: 2, name: "Oceans", total: 8),
        TriviaTopic(id: 3, name: "History", total: 20),
    ]

    /// A question of `topicID` with one correct option (id `id * 10`) and five
    /// wrong ones (`id * 10 + 1...5`).
    static func question(_ id: Int64, topicID: Int64 = 1, badge: String? = nil) -> TriviaQuestion {
        let correct = TriviaOption(id: id * 10, text: "Right \(id)", isCorrect: true)
        let wrong = (1...5).map { TriviaOption(id: id * 10 + Int64($0), text: "Wrong \(id).\($0)", isCorrect: false) }
        return TriviaQuestion(
            id: id, uid: "q-\(id)", topicID: topicID, text: "Question \(id)?", options: [correct] + wrong,
            explanation: "Because \(id).", badge: badge)
    }

    /// Every question of a topic, numbered from `topicID * 100`.
    static func questions(topicID: Int64, count: Int) -> [TriviaQuestion] {
        (1...count).map { question(topicID * 100 + Int64($0), topicID: topicID) }
    }

    /// A player who has seen every power-up's explanation and owns `owned` of each.
    static func seasonedPlayer(owned: Int = 3, creditsCents: Int = 0) -> TriviaPlayer {
        TriviaPlayer(
            inventory: Dictionary(uniqueKeysWithValues: PowerUp.allCases.map { ($0, owned) }),
            explained: Set(PowerUp.allCases), creditsCents: creditsCents)
    }

    static func game(
        topics: [TriviaTopic] = TriviaFixtures.topics, player: TriviaPlayer = TriviaPlayer(),
        settings: TriviaSettings = TriviaSettings(), seed: UInt64 = 7
    ) -> TriviaGame {
        TriviaGame(topics: topics, player: player, settings: settings, seed: seed)
    }
}

/// A moment `gameSeconds` into the session, with the wall clock running alongside
/// (plus `laterBy` seconds, for a game reopened later).
func at(_ gameSeconds: Double, laterBy: Double = 0, date: String = TriviaFixtures.today) -> TriviaMoment {
    TriviaMoment(
        gameSeconds: gameSeconds, wallSeconds: TriviaFixtures.wallAtStart + gameSeconds + laterBy, localDate: date)
}

extension Array where Element == TriviaEffect {
    /// What a right answer does first: the result screen, its sound and the answer's record; then `more`.
    static func answeredRight(_ record: TriviaAnswerRecord, then more: [TriviaEffect]) -> Self {
        [.screenChanged(.result(.right)), .playSound(.right), .recordAnswer(record)] + more
    }

    /// What a first try ended wrong or out of time at `seconds` does: the offer, `sound`, the answer's
    /// record, and the lives saved (full again an hour later).
    static func offeredSecondChance(
        _ sound: TriviaSound, _ record: TriviaAnswerRecord, at seconds: Double
    )
        -> Self
    {
        [
            .screenChanged(.secondChanceOffer), .playSound(sound), .recordAnswer(record),
            .saveLives(fullAt: TriviaFixtures.wallAtStart + seconds + 3600),
        ]
    }

    /// What buying question `questionID`'s Second Chance with 99 credits does.
    static func boughtSecondChance(questionID: Int64) -> Self {
        [
            .screenChanged(.answering),
            .recordPurchase(PurchaseRecord(item: .secondChance, provider: .credits, questionID: questionID)),
            .changeCredits(by: -99),
        ]
    }
}

extension TriviaGame {
    /// Plays from home (or the progress screen) to the answers of `question`:
    /// Play Now at `start`, the spinner has landed by `start + 3`, the question
    /// shows then, and the answers and the timer start at `start + 5`.
    mutating func reachAnswering(_ question: TriviaQuestion, start: Double = 0) {
        _ = reduce(screen == .progress ? .playAgainTapped(at: at(start)) : .playNowTapped(at: at(start)))
        _ = reduce(.tick(at: at(start + 3)))
        _ = reduce(.playTapped)
        _ = reduce(.questionLoaded(question, at: at(start + 3)))
        _ = reduce(.tick(at: at(start + 5)))
    }

    /// The correct option on screen.
    var rightOptionID: Int64 { round!.question.correctOption!.id }

    /// A wrong option the player may tap.
    var wrongOptionID: Int64 { round!.answerableOptions.first { !$0.isCorrect }!.id }

    /// `self` with its round ended right on `optionID`: the result screen until `screenEndsAt`, the round's
    /// `points`, the timer's `stops` and what it `earned`, and the message `shown` drew (at random).
    func answeredRight(
        optionID: Int64, points: Int, screenEndsAt: Double, stops: [TriviaTimer.Stop], earned: TriviaEarnings,
        shown: TriviaGame
    ) -> TriviaGame {
        var expected = self
        expected.screen = .result(.right)
        expected.screenEndsAt = screenEndsAt
        expected.round?.result = .right
        expected.round?.chosenOptionID = optionID
        expected.round?.points = points
        expected.round?.timer?.stops = stops
        expected.round?.message = shown.round?.message
        expected.round?.gameMessage = shown.round?.gameMessage
        expected.round?.earnings = earned
        return expected
    }

    /// `self` with its first try ended `firstTry` (`.wrong` or `.timeUp`) at `seconds`: the Second Chance on
    /// offer, the timer stopped there, a life lost (full again an hour later).
    func offeredSecondChance(after firstTry: TriviaResultKind, at seconds: Double) -> TriviaGame {
        var expected = self
        expected.screen = .secondChanceOffer
        expected.round?.secondChance = .offered
        expected.round?.firstTry = firstTry
        expected.round?.timer?.stops = [TriviaTimer.Stop(start: seconds, end: nil)]
        expected.player.lives = TriviaLives(fullAt: TriviaFixtures.wallAtStart + seconds + 3600)
        return expected
    }

    /// `self` with a Second Chance bought for 99 credits at `seconds`: answering again, the timer's stop
    /// from `stoppedAt` ended then.
    func acceptedSecondChance(stoppedAt start: Double, at seconds: Double) -> TriviaGame {
        var expected = self
        expected.screen = .answering
        expected.round?.secondChance = .accepted
        expected.round?.timer?.stops = [TriviaTimer.Stop(start: start, end: seconds)]
        expected.player.creditsCents -= 99
        return expected
    }

    /// Answers the question on screen and lets the 5 s result run out.
    mutating func answerAndWait(right: Bool, at seconds: Double) {
        _ = reduce(.answerTapped(optionID: right ? rightOptionID : wrongOptionID, at: at(seconds)))
        if screen == .secondChanceOffer { _ = reduce(.secondChanceDeclined(at: at(seconds))) }
        _ = reduce(.tick(at: at(seconds + TriviaTiming.resultSeconds)))
    }
}
