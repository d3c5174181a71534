/// The operator's page of a live round, opened from the kiosk's admin menu:
/// where the next round's questions come from, how many it asks, and the
/// names joined, any of which the operator can remove (Enter, then Enter
/// again to be sure). A pure reducer: the page draws this state and performs
/// the effects.
public struct LiveOperatorFlow: Equatable, Sendable {
    /// A row of the page.
    public enum Row: Equatable, Sendable {
        case source
        case questions
        /// The joined player at this index of `players`.
        case player(Int)
    }

    /// What the page changes, for the scene to do.
    public enum Effect: Equatable, Sendable {
        /// The next round deals `questions` questions from `source` (one of `sources`).
        case chose(source: String, questions: Int)
        /// Remove the player of this name from the round.
        case kick(String)
        /// The operator left the page.
        case closed
    }

    /// The operator's keys on the page.
    public enum Action: Equatable, Sendable {
        case up, down, left, right, confirm, back
        /// The round's players changed (a join, a kick, a new round): their names in order.
        case players([String])
    }

    /// A source the store can deal from: its name as `live.source` says it (`trivia`, `topic:Science`) and
    /// how many questions it holds now.
    public struct Source: Equatable, Sendable {
        public let name: String
        public let questions: Int

        public init(name: String, questions: Int) {
            self.name = name
            self.questions = questions
        }
    }

    /// The question counts a round may have (`live.questions`' range).
    public static let questionRange = 1...50

    public let sources: [Source]
    public private(set) var sourceIndex: Int
    /// The count the operator asked for, kept while a smaller source is chosen.
    private var wanted: Int
    public private(set) var players: [String]
    public private(set) var focus: Row = .source
    /// The player the operator pressed Enter on once: a second Enter removes them, any other key does not.
    public private(set) var confirming: String?

    /// The page on `source` and `questions` (the round's choice now) among `sources`; a source not among them
    /// is put first, its size unknown.
    public init(sources: [Source], source: String, questions: Int, players: [String]) {
        let known = sources.contains { $0.name == source }
        self.sources = known ? sources : [Source(name: source, questions: Self.questionRange.upperBound)] + sources
        sourceIndex = self.sources.firstIndex { $0.name == source } ?? 0
        wanted = min(max(questions, Self.questionRange.lowerBound), Self.questionRange.upperBound)
        self.players = players
    }

    /// The source chosen now.
    public var source: String { sources[sourceIndex].name }

    /// The questions the next round asks: the count asked for, or all the chosen source holds when it holds
    /// fewer.
    public var questions: Int { min(wanted, mostQuestions) }

    /// The most questions the chosen source can give a round.
    public var mostQuestions: Int {
        max(Self.questionRange.lowerBound, min(Self.questionRange.upperBound, sources[sourceIndex].questions))
    }

    public mutating func reduce(_ action: Action) -> [Effect] {
        let asked = confirming
        confirming = nil
        switch action {
        case .players(let names):
            players = names
            if case .player(let index) = focus, !players.indices.contains(index) {
                focus = players.isEmpty ? .questions : .player(players.count - 1)
            }
            if let asked, names.contains(asked), focusedPlayer == asked { confirming = asked }
            return []
        case .up:
            focus = row(before: focus)
            return []
        case .down:
            focus = row(after: focus)
            return []
        case .left, .right:
            let step = action == .left ? -1 : 1
            switch focus {
            case .source:
                sourceIndex = (sourceIndex + step + sources.count) % sources.count
            case .questions:
                let next = questions + step
                guard (Self.questionRange.lowerBound...mostQuestions).contains(next) else { return [] }
                wanted = next
            case .player:
                return []
            }
            return [.chose(source: source, questions: questions)]
        case .confirm:
            guard let name = focusedPlayer else { return [] }
            guard asked == name else {
                confirming = name
                return []
            }
            return [.kick(name)]
        case .back:
            return asked == nil ? [.closed] : []
        }
    }

    /// The name on the focused row, nil on the source and question rows.
    public var focusedPlayer: String? {
        guard case .player(let index) = focus, players.indices.contains(index) else { return nil }
        return players[index]
    }

    private func row(after row: Row) -> Row {
        switch row {
        case .source: return .questions
        case .questions: return players.isEmpty ? .questions : .player(0)
        case .player(let index): return index + 1 < players.count ? .player(index + 1) : row
        }
    }

    private func row(before row: Row) -> Row {
        switch row {
        case .source: return .source
        case .questions: return .source
        case .player(let index): return index == 0 ? .questions : .player(index - 1)
        }
    }
}
