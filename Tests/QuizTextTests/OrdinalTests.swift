import Testing

@testable import QuizText

@Suite("Ordinals: a place on a board by each language's CLDR ordinal rule")
struct OrdinalTests {
    @Test func englishHasFourFormsAndTheTeensTakeTh() throws {
        let english = try GameCatalogTests.folder.catalog("en")
        let places = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 1001]
        #expect(
            places.map(english.ordinal) == [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th", "112th",
                "1,001st",
            ])
    }

    @Test func otherLanguagesWriteTheirOwn() throws {
        let folder = GameCatalogTests.folder
        #expect(try [1, 2, 3].map(folder.catalog("fr").ordinal) == ["1er", "2e", "3e"])
        #expect(try [1, 2, 11].map(folder.catalog("de").ordinal) == ["1.", "2.", "11."])
        #expect(try [1, 3].map(folder.catalog("es").ordinal) == ["1.º", "3.º"])
        #expect(try folder.catalog("tr").ordinal(3) == "3.")
        #expect(try folder.catalog("ar").ordinal(3) == "3")
    }

    @Test func theRuleChoosesTheCategory() {
        #expect(Catalog.ordinalCategory(11, language: "en") == .other)
        #expect(Catalog.ordinalCategory(31, language: "en") == .one)
        #expect(Catalog.ordinalCategory(1, language: "fr") == .one)
        #expect(Catalog.ordinalCategory(2, language: "fr") == .other)
        #expect(Catalog.ordinalCategory(1, language: "de") == .other)
    }
}
