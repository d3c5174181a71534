import QuizCore
import Testing

/// Which language a mode deals in: the player's when it has enough, else the operator's default, else English.
@Suite struct ContentLanguageTests {
    let counts = ["en": 100, "de": 12, "tr": 3, "fr": 0]

    func choose(player: String, operatorDefault: String = "en", needed: Int = 10) -> ContentLanguage.Choice {
        ContentLanguage.choose(player: player, operatorDefault: operatorDefault, needed: needed) {
            counts[$0, default: 0]
        }
    }

    @Test func thePlayersLanguageWhenItHasEnough() {
        #expect(choose(player: "de") == .init(language: "de", fellBack: false))
        #expect(choose(player: "tr", needed: 3) == .init(language: "tr", fellBack: false))
    }

    @Test func theOperatorsDefaultWhenThePlayersHasTooFew() {
        #expect(choose(player: "tr", operatorDefault: "de") == .init(language: "de", fellBack: true))
    }

    @Test func englishWhenNeitherHasEnoughAndANoticeOnlyForAnotherLanguage() {
        #expect(choose(player: "fr", operatorDefault: "tr") == .init(language: "en", fellBack: true))
        #expect(choose(player: "de", needed: 13) == .init(language: "en", fellBack: true))
        #expect(choose(player: "en", operatorDefault: "de") == .init(language: "en", fellBack: false))
    }

    @Test func englishEvenWithFewerThanNeeded() {
        let choice = ContentLanguage.choose(player: "de", operatorDefault: "de", needed: 5) { _ in 0 }
        #expect(choice == .init(language: "en", fellBack: true))
    }

    @Test func amongCountsNeverALanguageWithNone() {
        let counts = ["en": 100, "de": 12]
        #expect(
            ContentLanguage.choose(player: "de", operatorDefault: "en", needed: 10, among: counts)
                == .init(language: "de", fellBack: false))
        #expect(
            ContentLanguage.choose(player: "fr", operatorDefault: "tr", needed: 10, among: counts)
                == .init(language: "en", fellBack: true))
        // English has none: the language with the most, the first by code of equals.
        #expect(
            ContentLanguage.choose(player: "fr", operatorDefault: "en", needed: 10, among: ["tr": 4, "de": 4, "ar": 1])
                == .init(language: "de", fellBack: true))
        #expect(
            ContentLanguage.choose(player: "tr", operatorDefault: "en", needed: 10, among: ["tr": 4, "de": 2])
                == .init(language: "tr", fellBack: false))
        #expect(ContentLanguage.choose(player: "de", operatorDefault: "en", needed: 1, among: [:]) == nil)
    }

    @Test func languageCodesAreTwoOrThreeLowerCaseLetters() {
        #expect(["en", "de", "ar", "ast"].allSatisfy(ContentLanguage.isCode))
        #expect(!["", "e", "DE", "de-AT", "deut", "d1", "ü"].contains(where: ContentLanguage.isCode))
    }
}
