import Foundation
import QuizCore
import QuizFlows
import QuizText
import TestSupportText
import Testing

/// The game's own messages after a right answer (issue 37: "Brilliant!" was English in every language): one key
/// for each the rules draw, worded in each language, different from one another and no longer than an operator's
/// may be (the result screen's headline).
@Suite struct RightMessageWordsTests {
    @Test func theGamesOwnMessagesAreWordedInEachLanguage() throws {
        #expect(TriviaWords.gameMessageKeys.count == TriviaSettings.gameMessageCount)
        let english = try Catalog.shipped("en")
        #expect(TriviaWords.gameMessageKeys.map { english[$0] }.first == "Brilliant!")
        for language in ["de", "es", "fr", "tr", "ar"] {
            let catalog = try Catalog.shipped(language)
            let words = TriviaWords.gameMessageKeys.map { catalog[$0] }
            #expect(Set(words).count == words.count, "\(language): \(words)")
            #expect(words.filter { $0.count > 40 }.isEmpty, "\(language): \(words)")
            let same = zip(words, TriviaWords.gameMessageKeys.map { english[$0] }).filter { $0 == $1 }
            #expect(same.isEmpty, "\(language) keeps English: \(same)")
        }
    }
}
