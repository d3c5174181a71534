/// A live round's answers, question by question, as the round closed them: `LiveRound` keeps only the last
/// question's, and the store keeps them all. Pure: it follows the rounds it is shown.
public struct LiveRoundLog: Equatable, Sendable {
    /// One question as it closed.
    public struct Closed: Equatable, Sendable {
        /// When it opened, in the host's seconds (nil when the log saw it only closed).
        public let openedAt: Double?
        public let answers: [LiveToken: LiveAnswer]
        public let outcomes: [LiveToken: LiveOutcome]
    }

    /// The questions closed so far, by index.
    public private(set) var closed: [Int: Closed] = [:]
    /// The question open last, and when.
    private var opened: (index: Int, at: Double)?

    public init() {}

    public static func == (lhs: LiveRoundLog, rhs: LiveRoundLog) -> Bool {
        lhs.closed == rhs.closed && lhs.opened?.index == rhs.opened?.index && lhs.opened?.at == rhs.opened?.at
    }

    /// Notes what `round` shows: a question opening, its results (or the podium that closed it).
    public mutating func observe(_ round: LiveRound) {
        switch round.phase {
        case .lobby: return
        case .question(let index, let openedAt, _): opened = (index, openedAt)
        case .results(let index): keep(index, round)
        case .podium: if let opened { keep(opened.index, round) }
        }
    }

    private mutating func keep(_ index: Int, _ round: LiveRound) {
        guard closed[index] == nil else { return }
        let openedAt = opened?.index == index ? opened?.at : nil
        closed[index] = Closed(openedAt: openedAt, answers: round.answers, outcomes: round.outcomes)
    }

    /// The round's result at its podium: each player still in it with their answers, most points first.
    public func result(of round: LiveRound) -> LiveRoundResult {
        let asked = closed.keys.sorted()
        // Each player's account looked up once: a search of the players for each of them took 1 to 2 ms of the
        // podium's first frame with 200 phones.
        let accounts = Dictionary(round.players.map { ($0.token, $0.account) }, uniquingKeysWith: { first, _ in first })
        let players = round.standings.map { standing in
            let answers = asked.compactMap { index -> LiveRoundResult.Answer? in
                guard let question = closed[index], let answer = question.answers[standing.token] else { return nil }
                return LiveRoundResult.Answer(
                    question: index, option: answer.option, isRight: answer.isRight,
                    points: question.outcomes[standing.token]?.points ?? answer.speedPoints,
                    seconds: question.openedAt.map { max(0, answer.at - $0) })
            }
            return LiveRoundResult.Player(
                name: standing.name, account: accounts[standing.token] ?? nil, rank: standing.rank,
                points: standing.points, answers: answers)
        }
        return LiveRoundResult(questionsAsked: asked.count, players: players)
    }
}

/// What a live round leaves to keep: the questions asked and each player's place, points and answers.
public struct LiveRoundResult: Equatable, Sendable {
    /// One answer a player gave.
    public struct Answer: Equatable, Sendable {
        /// The question's index in the round, from 0.
        public let question: Int
        public let option: Int
        public let isRight: Bool
        /// Speed points plus the streak bonus it earned.
        public let points: Int
        /// Seconds from the question's opening to the answer (nil when unknown).
        public let seconds: Double?
    }

    /// One player at the end.
    public struct Player: Equatable, Sendable {
        public let name: String
        /// The store's player they logged in as, nil for a guest of the round.
        public let account: Int64?
        public let rank: Int
        public let points: Int
        public let answers: [Answer]

        /// Right answers given.
        public var right: Int { answers.filter(\.isRight).count }
    }

    /// Questions closed in the round (a round ended early asked fewer than it dealt).
    public let questionsAsked: Int
    /// Most points first, as the podium ranks them.
    public let players: [Player]
}
