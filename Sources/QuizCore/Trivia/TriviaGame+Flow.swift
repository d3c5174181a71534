/// The way through a game: the spinner and its passes, the question's intro,
/// the clock ticks that move screens on, and Quit.
extension TriviaGame {
    /// Play Now or Play again: spin when a topic is open and a life is left,
    /// else say there is nothing to play, or show the no-lives screen.
    mutating func startSpin(at now: TriviaMoment) -> [TriviaEffect] {
        guard topics.contains(where: \.hasQuestionsLeft) else {
            round = nil
            topicID = nil
            return (screen == .home ? [] : show(.home)) + [.noTopicsAvailable]
        }
        guard lives(at: now.wallSeconds) > 0 else {
            round = nil
            return show(.noLives)
        }
        return spin(at: now, avoiding: nil)
    }

    /// Lands on a random topic with questions left, another than `avoiding`
    /// when there is one, after 2-3 s.
    mutating func spin(at now: TriviaMoment, avoiding avoided: Int64?) -> [TriviaEffect] {
        let candidates = topics.filter(\.hasQuestionsLeft)
        let others = candidates.filter { $0.id != avoided }
        let pool = others.isEmpty ? candidates : others
        guard !pool.isEmpty else { return [.noTopicsAvailable] }
        topicID = pool[random.index(below: pool.count)].id
        round = nil
        let range = TriviaTiming.spinSeconds
        let seconds = range.lowerBound + (range.upperBound - range.lowerBound) * random.unitInterval()
        return show(.spinning, endsAt: now.gameSeconds + seconds)
    }

    /// Pass on the chosen topic: spins again while today's passes last.
    mutating func pass(at now: TriviaMoment) -> [TriviaEffect] {
        guard screen == .topicChosen, overlay == nil else { return [] }
        guard player.passes.use(on: now.localDate, perDay: settings.limits.passesPerDay) else { return [.passRefused] }
        let saved = TriviaEffect.savePasses(date: now.localDate, used: player.passes.used)
        return [saved] + spin(at: now, avoiding: topicID)
    }

    /// Play on the chosen topic: asks the store for one of its unanswered questions.
    mutating func play() -> [TriviaEffect] {
        guard screen == .topicChosen, overlay == nil, let topicID else { return [] }
        return show(.loadingQuestion) + [.loadQuestion(topicID: topicID)]
    }

    /// The store's question: deal its options and show it alone for 2 s. No
    /// question means the store has none left in the topic: it is complete,
    /// and the progress screen says so.
    mutating func questionLoaded(_ question: TriviaQuestion?, at now: TriviaMoment) -> [TriviaEffect] {
        guard screen == .loadingQuestion else { return [] }
        guard let question else {
            if let index = topics.firstIndex(where: { $0.id == topicID }) {
                topics[index].answered = topics[index].total
            }
            return show(.progress)
        }
        topicID = question.topicID
        round = TriviaRound(question: question, options: TriviaRound.deal(question, using: &random))
        return show(.questionIntro, endsAt: now.gameSeconds + TriviaTiming.introSeconds)
    }

    /// Moves on whatever is due at `now`: the spinner lands, the answers come
    /// in and the timer starts, time runs out, the result gives way to the
    /// progress screen, a life comes back while waiting.
    mutating func tick(at now: TriviaMoment) -> [TriviaEffect] {
        var effects: [TriviaEffect] = []
        if screen == .spinning, let endsAt = screenEndsAt, now.gameSeconds >= endsAt {
            effects += show(.topicChosen)
        }
        if screen == .questionIntro, let endsAt = screenEndsAt, now.gameSeconds >= endsAt {
            // The timer starts when the answers appear, whenever the tick comes.
            let duration = answerSeconds
            round?.timer = TriviaTimer(startedAt: endsAt, durationSeconds: duration)
            effects += show(.answering)
        }
        if screen == .answering {
            effects += tickAnswering(at: now)
        }
        if case .result = screen, let endsAt = screenEndsAt, now.gameSeconds >= endsAt {
            effects += show(.progress)
        }
        if screen == .noLives, lives(at: now.wallSeconds) > 0 {
            effects += startSpin(at: now)
        }
        return effects
    }

    /// Time's up, or the tick of one of the last 5 seconds.
    mutating func tickAnswering(at now: TriviaMoment) -> [TriviaEffect] {
        guard let timer = round?.timer else { return [] }
        if timer.isExpired(at: now.gameSeconds) { return timeUp(at: now) }
        let second = Int(timer.remaining(at: now.gameSeconds).rounded(.up))
        guard second <= TriviaTiming.tickingSeconds, second != round?.lastTickSecond else { return [] }
        round?.lastTickSecond = second
        return [.playSound(.tick)]
    }

    /// Quit: home, from any screen but a question in play (quitting must not
    /// dodge a lost life).
    mutating func quit() -> [TriviaEffect] {
        guard overlay == nil else { return [] }
        switch screen {
        case .spinning, .topicChosen, .loadingQuestion, .progress, .noLives:
            round = nil
            topicID = nil
            return show(.home)
        case .home, .questionIntro, .answering, .secondChanceOffer, .result:
            return []
        }
    }

    /// The game was left alone (a kiosk's reset): home at once, wherever it
    /// was. A question still on the clock ends unanswered, as a power cut
    /// leaves it: no life lost and no answer recorded; the front end keeps
    /// it for resuming (`savedRound(at:)` read before). A wrong answer or a
    /// time-out already shown stands, its Second Chance unbought.
    mutating func abandon() -> [TriviaEffect] {
        guard screen != .home else { return overlay == nil ? [] : closeOverlay() }
        round = nil
        topicID = nil
        return show(.home)
    }
}

extension SeededRandom {
    /// A uniformly drawn number in 0..<1 (53 random bits), for the spin's length.
    fileprivate mutating func unitInterval() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
