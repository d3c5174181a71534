/// Answering: right (points, message, rewards), wrong or time's up (a life,
/// then the Second Chance offer; a time-out leaves the question in the pool).
extension TriviaGame {
    /// A tap on an answer while the timer runs. An answer key pressed while a
    /// power-up's explanation is open closes it and answers.
    mutating func answer(_ optionID: Int64, at now: TriviaMoment) -> [TriviaEffect] {
        guard screen == .answering, let round, round.timer != nil else { return [] }
        guard round.answerableOptions.contains(where: { $0.id == optionID }) else { return [] }
        switch overlay {
        case nil: return answerOnScreen(optionID, at: now)
        case .explanation: return dismissExplanation(at: now) + answerOnScreen(optionID, at: now)
        case .shop: return []
        }
    }

    private mutating func answerOnScreen(_ optionID: Int64, at now: TriviaMoment) -> [TriviaEffect] {
        guard let round, let timer = round.timer else { return [] }
        // A tap that arrives after the bar ran out is a time-out, not an answer.
        if timer.isExpired(at: now.gameSeconds) { return timeUp(at: now) }
        guard let option = round.answerableOptions.first(where: { $0.id == optionID }) else { return [] }
        return option.isCorrect ? answeredRight(option, at: now) : answeredWrong(option, at: now)
    }

    private mutating func answeredRight(_ option: TriviaOption, at now: TriviaMoment) -> [TriviaEffect] {
        guard var round, let timer = round.timer else { return [] }
        let question = round.question
        let countsNewly = !round.isCountedAsAnswered
        let points = TriviaScoring.points(
            secondsRemaining: timer.remaining(at: now.gameSeconds), answerSeconds: timer.durationSeconds)
        let record = answerRecord(option.id, .right, points: points, at: now)
        round.result = .right
        round.chosenOptionID = option.id
        round.points = points
        round.timer?.hold(at: now.gameSeconds)
        if settings.rightMessages.isEmpty {
            round.gameMessage = random.index(below: TriviaSettings.gameMessageCount)
        } else {
            round.message = settings.rightMessages[random.index(below: settings.rightMessages.count)]
        }
        self.round = round

        player.points += points
        player.correctCount += 1
        if countsNewly { player.answeredCount += 1 }
        let before = topic(question.topicID)?.milestones ?? []
        updateTopic(question.topicID) { topic in
            if countsNewly { topic.answered += 1 }
            topic.answeredRight += 1
        }
        var effects = show(.result(.right), endsAt: now.gameSeconds + TriviaTiming.resultSeconds)
        effects += [.playSound(.right), .recordAnswer(record)]
        return effects + rewardRightAnswer(question, milestonesBefore: before)
    }

    private mutating func answeredWrong(_ option: TriviaOption, at now: TriviaMoment) -> [TriviaEffect] {
        guard var round else { return [] }
        let record = answerRecord(option.id, .wrong, points: 0, at: now)
        player.lives.lose(at: now.wallSeconds, under: settings.limits)
        round.chosenOptionID = option.id
        if !round.isCountedAsAnswered {
            player.answeredCount += 1
            updateTopic(round.question.topicID) { $0.answered += 1 }
        }
        round.timer?.hold(at: now.gameSeconds)
        var effects: [TriviaEffect]
        if round.isSecondAttempt {
            // The second wrong answer: another life, and no more chances.
            round.result = .wrong
            self.round = round
            effects = show(.result(.wrong), endsAt: now.gameSeconds + TriviaTiming.resultSeconds)
        } else {
            round.wrongOptionID = option.id
            // The offer comes after the answer: the timer waits for the player's choice.
            self.round = round
            effects = offerSecondChance(after: .wrong)
        }
        effects += [.playSound(.wrong), .recordAnswer(record), .saveLives(fullAt: player.lives.fullAt)]
        return effects + rewardAnyAnswer()
    }

    /// The bar ran out: no credit either way and a life lost. The first time,
    /// the question goes back to the pool and Second Chance is offered, as
    /// after a wrong answer; on a Second Chance it ends the question (one
    /// answered wrong before stays answered wrong).
    mutating func timeUp(at now: TriviaMoment) -> [TriviaEffect] {
        guard var round else { return [] }
        let record = answerRecord(nil, .timeout, points: 0, at: now)
        player.lives.lose(at: now.wallSeconds, under: settings.limits)
        round.chosenOptionID = nil
        round.timer?.hold(at: now.gameSeconds)
        var effects: [TriviaEffect]
        if round.secondChance == .notOffered {
            self.round = round
            effects = offerSecondChance(after: .timeUp)
        } else {
            round.result = .timeUp
            self.round = round
            effects = show(.result(.timeUp), endsAt: now.gameSeconds + TriviaTiming.resultSeconds)
        }
        effects += [.playSound(.timeUp), .recordAnswer(record), .saveLives(fullAt: player.lives.fullAt)]
        return effects
    }

    /// The first try ended wrong or out of time (the life is already lost):
    /// Second Chance is on offer, once per question, while the timer waits.
    private mutating func offerSecondChance(after firstTry: TriviaResultKind) -> [TriviaEffect] {
        round?.firstTry = firstTry
        round?.secondChance = .offered
        return show(.secondChanceOffer)
    }

    /// Buys the Second Chance on offer (credits permitting) and answers again:
    /// the timer goes on from where it stopped, with at least
    /// `TriviaTiming.secondChanceMinimumSeconds` on it.
    mutating func acceptSecondChance(at now: TriviaMoment) -> [TriviaEffect] {
        // Bought on the offer, or from the shop opened over it (which then closes).
        guard screen == .secondChanceOffer, var round else { return [] }
        guard let paid = charge(.secondChance, questionID: round.question.id) else {
            return [.purchaseRefused(.secondChance, .notEnoughCredits)]
        }
        round.secondChance = .accepted
        round.chosenOptionID = nil
        round.timer?.resume(at: now.gameSeconds)
        round.timer?.ensureRemaining(atLeast: TriviaTiming.secondChanceMinimumSeconds, at: now.gameSeconds)
        // The last seconds tick again on the new try.
        round.lastTickSecond = nil
        self.round = round
        return show(.answering) + paid
    }

    /// Cancel on the offer: the wrong answer or the time-out stands and the result shows.
    mutating func declineSecondChance(at now: TriviaMoment) -> [TriviaEffect] {
        guard screen == .secondChanceOffer, overlay == nil, let firstTry = round?.firstTry else { return [] }
        round?.secondChance = .declined
        round?.result = firstTry
        return show(.result(firstTry), endsAt: now.gameSeconds + TriviaTiming.resultSeconds)
    }

    /// The answer history line for the question on screen.
    func answerRecord(
        _ optionID: Int64?, _ result: TriviaAnswerResult, points: Int, at now: TriviaMoment
    ) -> TriviaAnswerRecord {
        let question = round?.question
        return TriviaAnswerRecord(
            questionID: question?.id ?? 0, topicID: question?.topicID ?? 0, optionID: optionID, result: result,
            points: points, secondsTaken: round?.timer?.elapsed(at: now.gameSeconds) ?? 0,
            isSecondChance: round?.isSecondAttempt ?? false, timeScalePercent: timeScalePercent)
    }

    func topic(_ id: Int64) -> TriviaTopic? { topics.first { $0.id == id } }

    mutating func updateTopic(_ id: Int64, _ change: (inout TriviaTopic) -> Void) {
        guard let index = topics.firstIndex(where: { $0.id == id }) else { return }
        change(&topics[index])
        topics[index].answered = min(topics[index].answered, topics[index].total)
        topics[index].answeredRight = min(topics[index].answeredRight, topics[index].answered)
    }
}
