/// A player's place on the round's leaderboard.
public struct LiveStanding: Equatable, Sendable {
    public let token: LiveToken
    public let name: String
    public let points: Int
    /// 1 for the most points; players with the same points share a rank (1, 2, 2, 4).
    public let rank: Int
    /// Places moved up (positive) or down (negative) by the last question closed; nil for a player who had no
    /// rank before it.
    public let movement: Int?
}

extension LiveRound {
    /// Every player by points, most first (equal points: the first to join first).
    public var standings: [LiveStanding] {
        let ordered = players.enumerated().sorted {
            $0.element.points != $1.element.points ? $0.element.points > $1.element.points : $0.offset < $1.offset
        }.map(\.element)
        var result: [LiveStanding] = []
        for (position, player) in ordered.enumerated() {
            let rank =
                position > 0 && result[position - 1].points == player.points ? result[position - 1].rank : position + 1
            let movement = ranksBefore[player.token].map { $0 - rank }
            result.append(
                LiveStanding(
                    token: player.token, name: player.name, points: player.points, rank: rank, movement: movement))
        }
        return result
    }

    /// The standings worked out once, for whatever reads them many times at one moment.
    public var leaderboard: LiveLeaderboard { LiveLeaderboard(standings) }

    /// The leaderboard shown after each question.
    public var topFive: [LiveStanding] { Array(standings.prefix(5)) }

    /// The podium: the players ranked 1 to 3 (more than three when points are equal).
    public var podium: [LiveStanding] { leaderboard.podium }

    /// `token`'s standing, if they are in the round.
    public func standing(of token: LiveToken) -> LiveStanding? {
        leaderboard.standing(of: token)
    }

    /// How many answers each of the current question's answers got, in its answers' order (empty with none).
    public var distribution: [Int] {
        guard let current = currentQuestion else { return [] }
        var counts = Array(repeating: 0, count: current.question.options.count)
        for answer in answers.values { counts[answer.option] += 1 }
        return counts
    }
}

/// A round's standings with each player's found by token: what a message to every phone reads, sorted once for all
/// of them rather than once for each (200 phones made the podium's messages 37 ms of sorting on the big screen's
/// thread).
public struct LiveLeaderboard: Sendable {
    /// Every player by points, most first (`LiveRound.standings`).
    public let standings: [LiveStanding]
    private let places: [LiveToken: Int]

    public init(_ standings: [LiveStanding]) {
        self.standings = standings
        places = Dictionary(standings.enumerated().map { ($1.token, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The players ranked 1 to 3 (more than three when points are equal).
    public var podium: [LiveStanding] { standings.filter { $0.rank <= 3 } }

    /// `token`'s standing, if they are in the round.
    public func standing(of token: LiveToken) -> LiveStanding? {
        places[token].map { standings[$0] }
    }
}
