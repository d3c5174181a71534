import QuizCore

extension LiveRound {
    /// Applies `action` and returns what the host must tell the phones and the big screen.
    public mutating func reduce(_ action: LiveAction) -> [LiveEffect] {
        switch action {
        case .join(let name, let token, let account, let at):
            return join(name: name, token: token, account: account, at: at)
        case .rejoin(let token, _): return rejoin(token)
        case .left(let token, _):
            guard let index = players.firstIndex(where: { $0.token == token }) else { return [] }
            players[index].isConnected = false
            return [.playersChanged] + closeIfAllAnswered()
        case .answer(let token, let question, let option, let at):
            return answer(token: token, question: question, option: option, at: at)
        case .tick(let at):
            guard case .question(_, _, let closesAt) = phase, at >= closesAt else { return [] }
            return closeQuestion()
        case .kick(let token): return kick(token)
        case .start(let questions, let at):
            guard phase == .lobby else { return [.operatorRefused(.alreadyStarted)] }
            guard !questions.isEmpty else { return [.operatorRefused(.noQuestions)] }
            self.questions = questions
            return open(0, at: at)
        case .next(let at):
            switch phase {
            case .question: return closeQuestion()
            case .results(let index):
                guard index + 1 < questions.count else {
                    phase = .podium
                    return [.podium]
                }
                return open(index + 1, at: at)
            case .lobby, .podium: return [.operatorRefused(.nothingNext)]
            }
        case .end:
            guard phase != .podium else { return [] }
            var effects: [LiveEffect] = []
            if case .question = phase { effects = closeQuestion() }
            phase = .podium
            return effects + [.podium]
        }
    }

    private mutating func join(name typed: String, token: LiveToken, account: Int64?, at: Double) -> [LiveEffect] {
        guard phase != .podium else { return [.joinRefused(.roundOver)] }
        guard let name = PlayerRef.cleanName(typed) else { return [.joinRefused(.nameBreaksRule)] }
        guard !isBlocked(name) else { return [.joinRefused(.nameBlocked)] }
        let folded = name.lowercased()
        if let other = players.first(where: {
            $0.name.lowercased() == folded || (account != nil && $0.account == account)
        }) {
            return [.joinRefused(.nameTaken(other.name))]
        }
        guard players.count < rules.maximumPlayers else { return [.joinRefused(.roundFull(rules.maximumPlayers))] }
        guard player(token) == nil, !kicked.contains(token) else { return [.joinRefused(.notInRound)] }
        players.append(LivePlayer(token: token, name: name, joinedAt: at, account: account))
        return [.welcomed(token), .playersChanged]
    }

    /// Whether `name` has a blocked word as a whole word (letters and digits make words), whatever the case.
    func isBlocked(_ name: String) -> Bool {
        let words = Set(name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        return rules.blockedWords.contains { words.contains($0.lowercased()) }
    }

    private mutating func rejoin(_ token: LiveToken) -> [LiveEffect] {
        guard !kicked.contains(token) else { return [.joinRefused(.kicked)] }
        guard let index = players.firstIndex(where: { $0.token == token }) else { return [.joinRefused(.notInRound)] }
        players[index].isConnected = true
        return [.welcomed(token), .playersChanged]
    }

    private mutating func kick(_ token: LiveToken) -> [LiveEffect] {
        guard let index = players.firstIndex(where: { $0.token == token }) else {
            return [.operatorRefused(kicked.contains(token) ? .kicked : .notInRound)]
        }
        players.remove(at: index)
        kicked.insert(token)
        answers[token] = nil
        outcomes[token] = nil
        ranksBefore[token] = nil
        return [.kicked(token), .playersChanged] + closeIfAllAnswered()
    }

    private mutating func answer(token: LiveToken, question: Int, option: Int, at: Double) -> [LiveEffect] {
        guard !kicked.contains(token) else { return [.answerRefused(.kicked)] }
        guard player(token) != nil else { return [.answerRefused(.notInRound)] }
        let open: (index: Int, closesAt: Double)
        switch phase {
        case .lobby: return [.answerRefused(.noQuestionOpen)]
        case .podium: return [.answerRefused(.roundOver)]
        case .results(let index):
            guard question <= index else { return [.answerRefused(.noQuestionOpen)] }
            let answeredThis = question == index && answers[token] != nil
            return [.answerRefused(answeredThis ? .twice : .late)]
        case .question(let index, _, let closesAt): open = (index, closesAt)
        }
        guard question <= open.index else { return [.answerRefused(.noQuestionOpen)] }
        guard question == open.index, at <= open.closesAt else { return [.answerRefused(.late)] }
        guard answers[token] == nil else { return [.answerRefused(.twice)] }
        let asked = questions[open.index]
        guard asked.options.indices.contains(option) else { return [.answerRefused(.unknownOption(option))] }
        let isRight = option == asked.rightOption
        let points =
            isRight ? LiveScoring.speedPoints(secondsRemaining: open.closesAt - at, seconds: asked.seconds) : 0
        answers[token] = LiveAnswer(option: option, at: at, isRight: isRight, speedPoints: points)
        return [.answerCounted(token)] + closeIfAllAnswered()
    }

    private mutating func open(_ index: Int, at: Double) -> [LiveEffect] {
        phase = .question(index: index, openedAt: at, closesAt: at + questions[index].seconds)
        answers = [:]
        return [.questionOpened(index)]
    }

    /// Closes the open question early once every connected player has answered.
    private mutating func closeIfAllAnswered() -> [LiveEffect] {
        guard case .question = phase, !answers.isEmpty else { return [] }
        let waiting = players.contains { $0.isConnected && answers[$0.token] == nil }
        return waiting ? [] : closeQuestion()
    }

    /// Scores the open question's answers (speed points plus streak bonus) and shows its results.
    private mutating func closeQuestion() -> [LiveEffect] {
        guard case .question(let index, _, _) = phase else { return [] }
        // Before the first question nobody has a place to move from.
        ranksBefore = index == 0 ? [:] : Dictionary(uniqueKeysWithValues: standings.map { ($0.token, $0.rank) })
        outcomes = [:]
        for position in players.indices {
            let token = players[position].token
            let given = answers[token]
            let isRight = given?.isRight ?? false
            let streak = isRight ? players[position].streak + 1 : 0
            let bonus = isRight ? LiveScoring.streakBonus(streak: streak) : 0
            let points = (given?.speedPoints ?? 0) + bonus
            players[position].streak = streak
            players[position].points += points
            outcomes[token] = LiveOutcome(
                option: given?.option, isRight: isRight, points: points, streakBonus: bonus, streak: streak)
        }
        phase = .results(index: index)
        return [.questionClosed(index)]
    }
}
