import Testing

@testable import QuizCore

/// A scripted player and the fake store playing whole games, with a manual
/// clock: game seconds advance to each deadline, the wall clock with them
/// (plus an hour whenever the player waits for a life).
struct TriviaSession {
    var game: TriviaGame
    var store: FakeTriviaStore
    var clock = 0.0
    var waited = 0.0
    var log: [TriviaEffect] = []
    /// How often each question has been shown.
    var shown: [Int64: Int] = [:]

    var now: TriviaMoment { at(clock, laterBy: waited) }

    mutating func send(_ action: TriviaAction) {
        let effects = game.reduce(action)
        log += effects
        for reply in store.perform(effects, at: now) { send(reply) }
    }

    mutating func advance(to seconds: Double) {
        clock = max(clock, seconds)
        send(.tick(at: now))
    }

    /// Taps Play Now and plays until no topic is left to spin.
    mutating func playUntilEveryTopicIsDone() {
        send(.playNowTapped(at: now))
        for _ in 0..<400 {
            switch game.screen {
            case .home: return
            case .spinning, .questionIntro, .result: advance(to: game.screenEndsAt!)
            case .topicChosen:
                send(game.player.passes.used == 0 ? .passTapped(at: now) : .playTapped)
            case .answering: answer()
            case .secondChanceOffer:
                send(
                    shown[game.round!.question.id] == 1
                        ? .secondChanceDeclined(at: now) : .secondChanceAccepted(at: now))
            case .progress: send(.playAgainTapped(at: now))
            case .noLives:
                waited += 3600
                send(.tick(at: now))
            case .loadingQuestion: Issue.record("the fake store answers at once")
            }
        }
        Issue.record("the game did not end")
    }

    /// The script, by question and by how often it has been shown.
    mutating func answer() {
        let round = game.round!
        let id = round.question.id
        let start = round.timer!.startedAt
        if round.secondChance == .accepted {
            tap(answer: round.question.correctOption!.id, at: start + 10)
            return
        }
        shown[id, default: 0] += 1
        switch (id, shown[id]!) {
        case (102, 1): tap(answer: game.wrongOptionID, at: start + 1)
        case (103, _):
            tap(.freezeTime, at: start + 1)  // explains
            send(.explanationDismissed(at: now))
            tap(.freezeTime, at: start + 2)  // stops the timer 10 s
            tap(answer: id * 10, at: start + 22)
        case (201, 1):
            tap(.jumpIt, at: start + 1)  // explains
            send(.explanationDismissed(at: now))
            tap(.jumpIt, at: start + 2)  // none owned: the shop opens
            send(.purchaseTapped(.powerUp(.jumpIt), at: now))
            send(.shopClosed)
            tap(.jumpIt, at: start + 3)
        case (201, _): tap(answer: id * 10, at: start + 20)
        case (202, 1): advance(to: start + 40)
        case (202, _): tap(answer: game.wrongOptionID, at: start + 5)
        default: tap(answer: id * 10, at: start + 1)
        }
    }

    mutating func tap(answer optionID: Int64, at seconds: Double) {
        clock = seconds
        send(.answerTapped(optionID: optionID, at: now))
    }

    mutating func tap(_ powerUp: PowerUp, at seconds: Double) {
        clock = seconds
        send(.powerUpTapped(powerUp, at: now))
    }
}

@Suite struct TriviaWholeGameTests {
    static let questions =
        TriviaFixtures.questions(topicID: 1, count: 3) + TriviaFixtures.questions(topicID: 2, count: 2)

    func session(seed: UInt64) -> TriviaSession {
        let store = FakeTriviaStore(questions: Self.questions)
        let game = TriviaGame(
            topics: store.topics(), player: TriviaPlayer(creditsCents: 600), settings: TriviaSettings(), seed: seed)
        return TriviaSession(game: game, store: store)
    }

    @Test func aWholeGameFromHomeThroughRetryToTheLastQuestion() {
        var play = session(seed: 2024)
        play.playUntilEveryTopicIsDone()
        #expect(play.log.last == .noTopicsAvailable)
        #expect(play.game.topics.map(\.isLocked) == [true, true])
        #expect(play.game.topics[0] == TriviaTopic(id: 1, name: "Topic 1", total: 3, answered: 3, answeredRight: 2))
        #expect(play.game.canRetryTopic == false, "back home: no topic on screen")

        play.send(.retryTopicTapped(topicID: 1))
        #expect(play.log.last == .purchaseRefused(.retryTopic, .notEnoughCredits), "600 - 99 - 99 = 402 credits")
        play.send(.creditsAdded(cents: 100, from: .coin))
        play.send(.retryTopicTapped(topicID: 1))
        #expect(play.log.last == .reenableWrongAnswers(topicID: 1))
        play.playUntilEveryTopicIsDone()

        let game = play.game
        #expect(game.screen == .home)
        #expect(game.overlay == nil)
        #expect(game.topics == play.store.topics())
        #expect(game.topics.allSatisfy { $0.isLocked && $0.answeredRight == $0.total })
        // 102 is answered twice: wrong, then right after Retry topic.
        let player = TriviaPlayer(
            lives: game.player.lives, inventory: [.freezeTime: 0, .jumpIt: 2], explained: [.freezeTime, .jumpIt],
            passes: TriviaPasses(date: TriviaFixtures.today, used: 1), creditsCents: 3,
            badges: ["topic-1-90", "topic-1-100", "topic-2-90", "topic-2-100"], answeredCount: 6, correctCount: 5,
            points: 600 + 560 + 400 + 600 + 600)
        #expect(game.player == player)
        #expect(play.waited >= 3600, "three lives lost: the player waited for one")

        let results = Dictionary(grouping: play.store.answers, by: \.questionID).mapValues { $0.map(\.result) }
        #expect(
            results == [
                101: [.right], 102: [.wrong, .right], 103: [.right], 201: [.skipped, .right],
                202: [.timeout, .wrong, .right],
            ])
        #expect(play.store.answers.filter(\.isSecondChance).map(\.result) == [.right])
        #expect(play.store.purchases.map(\.item.code).sorted() == ["jumpIt", "retryTopic", "secondChance"])
        #expect(play.store.purchases.allSatisfy { $0.provider == .credits })
        #expect(play.store.powerUpUses.sorted { $0.rawValue < $1.rawValue } == [.freezeTime, .jumpIt])
        #expect(Set(play.store.medals) == ["1:bronze", "1:silver", "1:gold", "2:bronze", "2:silver", "2:gold"])
        #expect(play.store.medals.count == 6, "each medal once")
        #expect(play.store.badges.sorted() == player.badges.sorted())
        let points = play.store.answers.filter { $0.questionID == 103 }.map(\.points)
        #expect(points == [560], "frozen 10 s, answered 22 s in: 28 s left")
    }

    @Test func aSeedReplaysTheSameGame() {
        var first = session(seed: 99)
        var second = session(seed: 99)
        first.playUntilEveryTopicIsDone()
        second.playUntilEveryTopicIsDone()
        #expect(first.log == second.log)
        #expect(first.game == second.game)
        var other = session(seed: 100)
        other.playUntilEveryTopicIsDone()
        #expect(other.log != first.log)
        #expect(other.game.player.points == first.game.player.points, "the same answers score the same")
    }
}
