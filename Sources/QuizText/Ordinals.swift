/// Ordinal numbers ("3rd", German "3.", French "3e"): a rank on a board.
/// CLDR's ordinal rules (Unicode CLDR 44, `common/supplemental/ordinals.xml`)
/// choose one of four keys, `rank.one`, `rank.two`, `rank.few` and
/// `rank.other`, each a text with `{rank}`; a language whose ordinals have one
/// form (German, Spanish, Turkish, Arabic) writes the same text in all four.
extension Catalog {
    /// `number` as an ordinal in this language (`rank.few` "{rank}rd" gives "3rd" in English).
    public func ordinal(_ number: Int) -> String {
        let key: String
        switch Self.ordinalCategory(number, language: language) {
        case .one: key = "rank.one"
        case .two: key = "rank.two"
        case .few: key = "rank.few"
        default: key = "rank.other"
        }
        return text(key, ["rank": numbers.format(number)])
    }

    /// The CLDR ordinal category of `number` in `language`, for whole numbers.
    public static func ordinalCategory(_ number: Int, language: String) -> PluralCategory {
        let n = number.magnitude > UInt(Int.max) ? Int.max : abs(number)
        switch language {
        // one: n % 10 = 1 and n % 100 != 11; two: ... 2, 12; few: ... 3, 13
        case "en", "pseudo":
            if n % 10 == 1, n % 100 != 11 { return .one }
            if n % 10 == 2, n % 100 != 12 { return .two }
            if n % 10 == 3, n % 100 != 13 { return .few }
            return .other
        // one: n = 1
        case "fr":
            return n == 1 ? .one : .other
        // de, es, tr, ar: other only
        default:
            return .other
        }
    }
}
