/// A CLDR plural category. A language uses some of them, in this order; a
/// `.po` file's `msgstr[0]`, `msgstr[1]`... are its categories in this order
/// (Arabic's six: `msgstr[0]` zero ... `msgstr[5]` other).
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
    case zero, one, two, few, many, other

    public static func < (left: PluralCategory, right: PluralCategory) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}

/// The CLDR cardinal plural rules (Unicode CLDR 44, `common/supplemental/plurals.xml`;
/// charts at unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html)
/// of the languages the game has, for whole numbers: the game counts
/// questions, points, seconds and players, never fractions, so the operands
/// `v` (visible fraction digits) and `e` (compact exponent) are 0 and
/// `n` = `i` = the number's absolute value.
public struct PluralRule: Sendable {
    /// The categories the language uses, in `PluralCategory` order (`other` last).
    public let categories: [PluralCategory]
    private let select: @Sendable (Int) -> PluralCategory

    /// The category of `count` (negative counts take their absolute value's).
    public func category(_ count: Int) -> PluralCategory {
        select(count.magnitude > UInt(Int.max) ? Int.max : abs(count))
    }

    /// The rule of `language` (a catalog's code: `en`, `de`, ..., `pseudo`), nil for a language the game has no rule for.
    public static func of(_ language: String) -> PluralRule? {
        switch language {
        // one: i = 1 and v = 0
        case "en", "de", "pseudo":
            return PluralRule(categories: [.one, .other]) { $0 == 1 ? .one : .other }
        // one: n = 1
        case "tr":
            return PluralRule(categories: [.one, .other]) { $0 == 1 ? .one : .other }
        // one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0
        case "es":
            return PluralRule(categories: [.one, .many, .other]) {
                $0 == 1 ? .one : ($0 != 0 && $0 % 1_000_000 == 0 ? .many : .other)
            }
        // one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0
        case "fr":
            return PluralRule(categories: [.one, .many, .other]) {
                $0 <= 1 ? .one : ($0 % 1_000_000 == 0 ? .many : .other)
            }
        // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
        case "ar":
            return PluralRule(categories: [.zero, .one, .two, .few, .many, .other]) {
                switch $0 {
                case 0: .zero
                case 1: .one
                case 2: .two
                default:
                    switch $0 % 100 {
                    case 3...10: .few
                    case 11...99: .many
                    default: .other
                    }
                }
            }
        default:
            return nil
        }
    }
}
