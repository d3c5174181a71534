extension TriviaGame {
    /// The topics read again after a category quiz moved their progress (the spinner lands on those with
    /// questions left). Only on the home screen, where no question depends on them.
    public mutating func topicsChanged(_ topics: [TriviaTopic]) {
        guard screen == .home, !topics.isEmpty else { return }
        self.topics = topics
    }
}
