import Testing

@testable import QuizText

@Suite("Credit as each language writes it: separators and where the sign goes")
struct MoneyTextTests {
    /// A space between the amount and the sign is a no-break space (U+00A0), as CLDR writes it, so a wrapped line
    /// never ends in the amount with the sign on the next.
    @Test func eachLanguageWritesItsSeparatorsAndSign() throws {
        let folder = GameCatalogTests.folder
        #expect(try folder.catalog("en").money(123_450) == "$1,234.50")
        #expect(try folder.catalog("en").money(5) == "$0.05")
        #expect(try folder.catalog("de").money(123_450) == "1.234,50\u{00A0}$")
        #expect(try folder.catalog("es").money(99) == "0,99\u{00A0}$")
        #expect(try folder.catalog("fr").money(123_450) == "1\u{202F}234,50\u{00A0}$")
        #expect(try folder.catalog("tr").money(200) == "$2,00")
        #expect(try folder.catalog("ar").money(250) == "2.50\u{00A0}$")
    }

    @Test func aNegativeAmountKeepsItsSign() {
        #expect(NumberText.of("de").hundredths(-105) == "-1,05")
        #expect(NumberText.of("en").hundredths(-100_000) == "-1,000.00")
    }
}
