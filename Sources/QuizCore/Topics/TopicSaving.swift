/// A topic in trivia's topic list: the player's progress and the medal they hold in it.
public struct TopicEntry: Equatable, Sendable {
    public var topic: TriviaTopic
    public var medal: Medal?

    public init(topic: TriviaTopic, medal: Medal?) {
        self.topic = topic
        self.medal = medal
    }
}

/// Where the topic games read their topics and questions and record their
/// results. Like `TriviaSaving` it answers synchronously and never throws: a
/// read the store cannot answer comes back empty, a save it cannot take waits.
public protocol TopicSaving: AnyObject {
    /// The player the games are recorded for.
    var playerID: Int64 { get }
    /// Every playable topic, by name, with the player's progress and medal.
    func topicEntries() -> [TopicEntry]
    /// The questions a game deals, in play order, drawn with `seed`: a category quiz's from the topic's
    /// unanswered ones, a timed challenge's from all of them; at most `TopicQuizKind.questionCount`.
    func questions(for kind: TopicQuizKind, topicID: Int64, seed: UInt64) -> [TriviaQuestion]
    /// Records a finished game at a wall-clock time on a local date (`gameResult`; a category quiz's answers
    /// and medals too), then returns the board it is ranked on that day with the player's row; nil when the
    /// store cannot say.
    func record(_ quiz: TopicQuiz, wallSeconds: Double, localDate: String) -> Board?
}
