/// Flags an event fetched from the feed as sensitive (left out where `events.family_safe` is on) from its text:
/// any of `words`, as a whole word in any case.
///
/// A small keyword list, not a judgment: it errs toward leaving an event out ("Star Wars premieres" is
/// flagged, and so is "post-war"). It knows English only: another language's events are never flagged, since
/// English words are other words there (German "war" is "was", "die" is "the"); docs/events.md says so.
/// Bundled events carry their own hand-set flag.
public enum EventSensitivity {
    /// Wars, violence, disasters and deaths of many, with their common forms (a word is split off at anything
    /// that is not a letter: "war's" and "post-war" hold "war").
    public static let words: Set<String> = [
        // War and fighting
        "war", "wars", "warfare", "battle", "battles", "invasion", "invades", "invaded", "siege", "bombardment",
        // Killing and violence
        "kill", "kills", "killed", "killing", "killings", "massacre", "massacres", "massacred", "murder",
        "murders", "murdered", "slaughter", "slaughtered", "genocide", "holocaust", "pogrom", "lynching", "lynched",
        "executed", "execution", "executions", "beheaded", "hanged", "assassinate", "assassinates", "assassinated",
        "assassination", "shooting", "shootings", "gunman", "gunmen",
        // Attacks and explosions
        "attack", "attacks", "attacked", "attackers", "bomb", "bombs", "bombed", "bombing", "bombings", "bomber",
        "bombers", "explosion", "explosions", "exploded", "terrorist", "terrorists", "terrorism", "hijack",
        "hijacked", "hijacking", "hijackers", "riot", "riots", "rioting",
        // Disasters
        "disaster", "disasters", "earthquake", "earthquakes", "tsunami", "hurricane", "typhoon", "cyclone",
        "tornado", "famine", "epidemic", "pandemic", "crash", "crashes", "crashed", "derailment", "shipwreck",
        "sinks", "sank",
        // Deaths of many
        "dead", "deaths", "die", "died", "casualties", "fatalities", "victims",
    ]

    /// Whether `text`, written in `language`, holds one of `words` as a whole word, in any case; false for
    /// any language but English.
    public static func isSensitive(_ text: String, language: String = "en") -> Bool {
        guard language == "en" else { return false }
        return text.lowercased().split { !$0.isLetter }.contains { words.contains(String($0)) }
    }
}
