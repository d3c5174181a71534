import Testing

@testable import QuizScreens

/// The session's language as the home's globe steps it: through the offered ones in the config's order,
/// round to the first, and back to the operator's for a kiosk's next visitor.
@Suite struct LanguageChoiceTests {
    @Test func theGlobeStepsThroughTheOfferedLanguagesInOrder() {
        let choice = LanguageChoice(current: "de", offered: ["en", "de", "ar"])
        #expect(choice.offersChoice)
        var seen: [String] = []
        for _ in 0..<4 {
            choice.stepForward()
            seen.append(choice.current)
        }
        #expect(seen == ["ar", "en", "de", "ar"])
        choice.reset()
        #expect(choice.current == "de", "the language the session started in")
    }

    @Test func aLanguageOutsideTheListStepsToItsFirstAndOneLanguageOffersNoGlobe() {
        let pseudo = LanguageChoice(current: "pseudo", offered: ["en", "fr"])
        pseudo.stepForward()
        #expect(pseudo.current == "en")
        #expect(!LanguageChoice(current: "tr", offered: ["tr"]).offersChoice)
        #expect(!LanguageChoice(current: "tr", offered: []).offersChoice)
        let failed = LanguageChoice(current: "en", offered: ["en", "es"])
        failed.stepForward()
        failed.stay(in: "en")
        #expect(failed.current == "en", "a language whose texts could not be loaded is left")
    }
}
