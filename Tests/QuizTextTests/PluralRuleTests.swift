import Testing

@testable import QuizText

/// Each language's category for many counts, as CLDR's plural charts list their samples.
@Suite("CLDR plural rules")
struct PluralRuleTests {
    static let counts = [
        0, 1, 2, 3, 5, 10, 11, 12, 19, 20, 21, 99, 100, 101, 102, 103, 110, 111, 199, 1000, 1_000_000, 2_000_000,
    ]

    func categories(_ language: String) throws -> [PluralCategory] {
        let rule = try #require(PluralRule.of(language))
        return Self.counts.map(rule.category)
    }

    @Test(arguments: ["en", "de", "tr", "pseudo"])
    func oneAndOther(language: String) throws {
        #expect(try categories(language) == Self.counts.map { $0 == 1 ? .one : .other })
        #expect(PluralRule.of(language)?.categories == [.one, .other])
    }

    @Test func spanishSaysManyForMillions() throws {
        #expect(
            try categories("es") == Self.counts.map { $0 == 1 ? .one : $0 % 1_000_000 == 0 && $0 > 0 ? .many : .other })
        #expect(PluralRule.of("es")?.categories == [.one, .many, .other])
    }

    @Test func frenchSaysOneForZeroAndOne() throws {
        let expected: [PluralCategory] = [
            .one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .many, .many,
        ]
        #expect(try categories("fr") == expected)
    }

    @Test func arabicHasSixForms() throws {
        let expected: [PluralCategory] = [
            .zero, .one, .two, .few, .few, .few, .many, .many, .many, .many, .many, .many, .other, .other, .other,
            .few, .few, .many, .many, .other, .other, .other,
        ]
        #expect(try categories("ar") == expected)
        #expect(PluralRule.of("ar")?.categories == [.zero, .one, .two, .few, .many, .other])
    }

    @Test func negativeCountsTakeTheirMagnitudes() throws {
        #expect(PluralRule.of("ar")?.category(-3) == .few)
        #expect(PluralRule.of("en")?.category(-1) == .one)
    }

    @Test func anUnknownLanguageHasNoRule() {
        #expect(PluralRule.of("xx") == nil)
    }
}
