import Testing

@testable import QuizText

/// `Accept-Language` as browsers send it: weights, regions, wildcards and junk.
@Suite struct AcceptLanguageTests {
    @Test func theWeightsOrderTheLanguages() {
        #expect(AcceptLanguage("de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7").languages == ["de", "en"])
        #expect(AcceptLanguage("es;q=0.4, FR;Q=0.8, ja").languages == ["ja", "fr", "es"])
        #expect(AcceptLanguage("tr;q=0.5,ar;q=0.5").languages == ["tr", "ar"])
    }

    @Test func zeroWeightsAndJunkAreLeftOut() {
        #expect(AcceptLanguage("de;q=0, en").languages == ["en"])
        #expect(AcceptLanguage("x1;q=0.5, ;q=1, de;q=2, fr;q=abc, ar").languages == ["ar"])
        #expect(AcceptLanguage("").languages == [])
    }

    @Test func theBestOfferedOneWins() {
        let offered = ["en", "de", "ar"]
        #expect(AcceptLanguage("fr-CA, ar-EG;q=0.9, de;q=0.8").best(of: offered, fallback: "en") == "ar")
        #expect(AcceptLanguage("ja").best(of: offered, fallback: "de") == "de")
        #expect(AcceptLanguage("ja, *;q=0.1, en;q=0.05").best(of: offered, fallback: "de") == "de")
    }
}
