import QuizCore

/// The line a mode shows when what it deals is not in the player's language (`ContentLanguage.choose` fell
/// back: none of theirs yet): "Not in your language yet: shown in English".
public enum ContentLanguageNotice {
    /// The catalog keys of the languages' names; another code is shown as it is.
    static let names = [
        "en": "content.language_en", "de": "content.language_de", "es": "content.language_es",
        "fr": "content.language_fr", "tr": "content.language_tr", "ar": "content.language_ar",
    ]

    /// The line for content dealt in `dealt` to a player whose language on view is `onView`; nil when they are
    /// the same.
    public static func text(dealt: String, onView: String) -> ScreenText? {
        guard dealt != onView else { return nil }
        let name: ScreenText.Value = names[dealt].map { .key($0) } ?? .verbatim(dealt)
        return ScreenText("content.not_in_your_language", ["language": name])
    }
}
