/// A count and its noun, as the game's screens and commands write them: "1 question", "3 questions",
/// "1 life", "2 lives", "0 games". The one place the game makes a plural, so nothing says "1 questions".
public enum Counted {
    /// "1 game", "3 games"; `plural` for a noun that does not just take an "s" ("1 life", "2 lives").
    public static func text(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) " + noun(count, singular, plural: plural)
    }

    /// The noun alone, for a number written apart or another way (grouped: "1,250 points").
    public static func noun(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }
}
