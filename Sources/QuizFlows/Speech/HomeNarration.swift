/// What the home screen's tiles say: the games to choose from, numbered in the tiles' order, and the one Play
/// (Enter, or the voice command "play") starts; with the focus on another button, what that button does.
public enum HomeNarration {
    /// `titleKeys`: the modes' title keys in the tiles' order; `focus` the focused tile's index, nil when the
    /// focus is on another button (Play then starts the first); `button` the button focused, if any; `language`
    /// the one on view, so that the globe's change says the home again, in the new language's words and voice.
    public static func screen(
        titleKeys: [String], focus: Int?, button: HomeButton? = nil, language: String = ""
    ) -> SpokenScreen {
        if let button {
            return SpokenScreen(
                key: "home-button-\(button.rawValue)-\(language)", lines: [SpokenPhrases.homeButton(button)])
        }
        let started = titleKeys.indices.contains(focus ?? -1) ? focus ?? 0 : 0
        let choices = titleKeys.enumerated().map { SpokenPhrases.choice($0.offset + 1, titleKey: $0.element) }
        let play = titleKeys.isEmpty ? [] : [SpokenPhrases.homePlay(titleKey: titleKeys[started])]
        return SpokenScreen(
            key: "home-tiles-\(started)-\(language)", lines: [SpokenPhrases.homeChoices] + choices + play)
    }
}
