import Foundation

/// The JSON summary of a headless trivia game (`play --mode trivia --headless`), as the end-to-end and admin
/// tests read it.
public struct TriviaSummary: Decodable, Sendable {
    /// One of a question's options.
    public struct Option: Decodable, Sendable {
        public var text: String
        public var correct: Bool
    }
    /// One question as it ended.
    public struct Answer: Decodable, Sendable {
        public var question: String
        public var text: String
        public var result: String
        public var chosen: String?
        public var right: Bool
        /// Seconds of the virtual clock when the question ended.
        public var at: Double
        public var points: Int
        public var remaining: Double
        public var options: [Option]
        /// The right answer's message, where the game showed one.
        public var message: String?
    }
    /// One purchase in the shop.
    public struct Purchase: Decodable, Sendable {
        public var item: String
        public var quantity: Int
        public var priceCents: Int
        public var provider: String
    }
    /// One game of the topic list (a category quiz or a timed challenge) played to its end.
    public struct TopicGame: Decodable, Sendable {
        /// One of its questions as it ended.
        public struct Answer: Decodable, Sendable {
            public var question: Int64
            public var right: Bool
            public var timedOut: Bool
            public var points: Int
            /// Seconds taken to answer (the whole time when it ran out).
            public var seconds: Double
        }
        /// `category` or `timed`.
        public var kind: String
        public var topic: String
        public var points: Int
        public var right: Int
        public var total: Int
        /// The player's place on the topic's board; nil where the game was not saved.
        public var rank: Int?
        public var players: Int
        public var answers: [Answer]
    }
    public var mode: String
    public var points: Int
    /// Lives at the end.
    public var lives: Int
    /// The player's More time (`accessibility.time_scale`; 1 at the game's own time).
    public var timeScale: Double
    public var topic: String?
    public var powerUps: [String]
    public var purchases: [Purchase]
    public var answers: [Answer]
    /// The topic list's games, where any was played.
    public var topicGames: [TopicGame]?

    /// `stdout` as one JSON line.
    public static func parse(_ stdout: String) throws -> TriviaSummary { try JSONSummary.only(Self.self, in: stdout) }
}
