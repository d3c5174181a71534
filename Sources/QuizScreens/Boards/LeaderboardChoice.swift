import QuizCore

/// The boards the leaderboard screen offers, and which one is on view: a mode (and a topic for the timed
/// challenges) and a period, with the focused row of choices for keys and d-pads.
public struct LeaderboardChoice: Equatable, Sendable {
    /// One board's mode as its tab names it.
    public struct Mode: Equatable, Sendable {
        public var id: GameMode
        public var title: String
        /// The tab's word where the title does not fit ("Tilt", "History").
        public var short: String

        public init(id: GameMode, title: String, short: String? = nil) {
            self.id = id
            self.title = title
            self.short = short ?? title
        }
    }

    /// A topic a timed challenge can be ranked on.
    public struct Topic: Equatable, Sendable {
        public var id: Int64
        public var name: String

        public init(id: Int64, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// The row of choices the arrows move in.
    public enum Row: Int, Equatable, Sendable {
        case mode, period, topic
    }

    public let modes: [Mode]
    public let topics: [Topic]
    /// The language whose Daily board the Daily tab shows (the one the language on view deals the Daily
    /// Challenge in: each language has its own); nil shows every language's together.
    public let dailyLanguage: String?
    public private(set) var mode = 0
    public private(set) var period = BoardPeriod.day
    public private(set) var topic = 0
    public private(set) var focus = Row.mode

    /// `modes` (at least one); the timed challenges' tab only when there are topics to choose.
    public init(modes: [Mode], topics: [Topic], dailyLanguage: String? = nil) {
        let offered = modes.filter { $0.id != .timed || !topics.isEmpty }
        self.modes = offered.isEmpty ? [Mode(id: .tilt, title: GameModeInfo.tilt.title)] : offered
        self.topics = topics
        self.dailyLanguage = dailyLanguage
    }

    public var currentMode: Mode { modes[mode] }
    /// Whether the topic row shows: the timed challenges' boards are per topic.
    public var choosesTopic: Bool { currentMode.id == .timed && !topics.isEmpty }
    public var currentTopic: Topic? { choosesTopic ? topics[topic] : nil }
    /// The rows of choices on view, top to bottom.
    public var rows: [Row] { choosesTopic ? [.mode, .period, .topic] : [.mode, .period] }

    /// The board on view, ending on `day`.
    public func scope(on day: CalendarDay) -> BoardScope {
        BoardScope(
            mode: currentMode.id, topicID: currentTopic?.id, period: period, day: day,
            language: currentMode.id == .daily ? dailyLanguage : nil)
    }

    public mutating func select(mode index: Int) {
        guard modes.indices.contains(index) else { return }
        mode = index
        focus = .mode
    }

    public mutating func select(period chosen: BoardPeriod) {
        period = chosen
        focus = .period
    }

    /// The next (`by` 1) or previous (-1) topic, round the list.
    public mutating func moveTopic(by step: Int) {
        guard !topics.isEmpty else { return }
        topic = ((topic + step) % topics.count + topics.count) % topics.count
        focus = .topic
    }

    /// Left or right in the focused row; up or down to another row. False for any other key.
    public mutating func key(_ name: String) -> Bool {
        switch name {
        case "left", "right":
            let step = name == "left" ? -1 : 1
            switch focus {
            case .mode: mode = min(modes.count - 1, max(0, mode + step))
            case .period:
                let all = BoardPeriod.allCases
                let index = all.firstIndex(of: period) ?? 0
                period = all[min(all.count - 1, max(0, index + step))]
            case .topic: moveTopic(by: step)
            }
            if !rows.contains(focus) { focus = .mode }
            return true
        case "up", "down":
            let index = rows.firstIndex(of: focus) ?? 0
            focus = rows[min(rows.count - 1, max(0, index + (name == "up" ? -1 : 1)))]
            return true
        default:
            return false
        }
    }
}
