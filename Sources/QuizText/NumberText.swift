/// Whole numbers written as a language writes them (CLDR 44's decimal
/// format `#,##0` with each locale's grouping separator and minimum grouping
/// digits). Arabic is written with Latin digits (CLDR's `latn` numbering
/// system for Arabic, used across the Maghreb and on most scoreboards): the
/// game's fonts and the web admin show the same digits, and a score reads
/// the same on every screen; see docs/languages.md.
public struct NumberText: Sendable {
    /// The separator between groups of three digits.
    public let groupSeparator: String
    /// Numbers with fewer digits than this are not grouped (Spanish writes 1234 but 12.345).
    public let minimumDigitsToGroup: Int
    /// The separator before a fraction's digits: "." in English and Arabic (Latin digits), "," in German,
    /// Spanish, French and Turkish.
    public var decimalSeparator: String { groupSeparator == "," ? "." : "," }

    /// The format of `language` (English's for a language without one).
    public static func of(_ language: String) -> NumberText {
        switch language {
        case "de", "tr": NumberText(groupSeparator: ".", minimumDigitsToGroup: 4)
        case "es": NumberText(groupSeparator: ".", minimumDigitsToGroup: 5)
        // U+202F NARROW NO-BREAK SPACE, CLDR's French group separator.
        case "fr": NumberText(groupSeparator: "\u{202F}", minimumDigitsToGroup: 4)
        default: NumberText(groupSeparator: ",", minimumDigitsToGroup: 4)
        }
    }

    /// An amount in hundredths with two fraction digits: 123456 is "1,234.56" in English, "1.234,56" in German.
    public func hundredths(_ amount: Int) -> String {
        let rest = Int(amount.magnitude % 100)
        let whole = format(Int(amount.magnitude / 100))
        return (amount < 0 ? "-" : "") + whole + decimalSeparator + (rest < 10 ? "0" : "") + String(rest)
    }

    /// `number` with its digits grouped in threes from the right.
    public func format(_ number: Int) -> String {
        let digits = String(number.magnitude)
        let sign = number < 0 ? "-" : ""
        guard digits.count >= minimumDigitsToGroup else { return sign + digits }
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += groupSeparator }
            result.append(digit)
        }
        return sign + result
    }
}
