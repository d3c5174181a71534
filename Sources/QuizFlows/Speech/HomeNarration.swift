/// What the home screen's tiles say: the games to choose from, numbered in the tiles' order, and the one Play
/// (Enter, or the voice command "play") starts.
public enum HomeNarration {
    /// `titles` in the tiles' order; `focus` the focused tile's index, nil when the focus is on another button
    /// (Play then starts the first).
    public static func screen(titles: [String], focus: Int?) -> SpokenScreen {
        let started = titles.indices.contains(focus ?? -1) ? focus ?? 0 : 0
        let choices = titles.enumerated().map { SpokenPhrases.option($0.offset + 1, $0.element) }
        let play = titles.isEmpty ? [] : [SpokenPhrases.homePlay(titles[started])]
        return SpokenScreen(key: "home-tiles-\(started)", lines: [SpokenPhrases.homeChoices] + choices + play)
    }
}
