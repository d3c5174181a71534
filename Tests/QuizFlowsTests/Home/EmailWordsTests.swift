import Foundation
import QuizCore
import QuizFlows
import QuizText
import TestSupportText
import Testing

/// A refused email in the player's language: the catalog's English is the rule's own English words, and
/// another language words every problem in its own.
@Suite struct EmailWordsTests {
    static let problems: [EmailProblem] = [
        .empty, .tooLong(characters: 256), .space, .controlCharacter, .noAt, .moreThanOneAt, .nothingBeforeAt,
        .noDomain, .domainWithoutDot("localhost"),
    ]

    @Test(arguments: problems) func theScreensEnglishIsTheRulesEnglish(problem: EmailProblem) {
        #expect(problem.refusal.english == "That email " + problem.words)
    }

    @Test func everyProblemIsWordedInGermanAndArabic() throws {
        let german = try Catalog.shipped("de")
        let arabic = try Catalog.shipped("ar")
        #expect(EmailProblem.noAt.refusal.string(in: german) == "Diese E-Mail-Adresse: hat kein @")
        #expect(
            EmailProblem.tooLong(characters: 300).refusal.string(in: german)
                == "Diese E-Mail-Adresse: hat 300 Zeichen; eine E-Mail-Adresse hat höchstens 254")
        #expect(
            EmailProblem.domainWithoutDot("localhost").refusal.string(in: arabic)
                == "هذا البريد: نطاقه (localhost) ليس اسمًا فيه نقطة، مثل example.org")
        let englishWords = Set(Self.problems.map(\.words))
        for problem in Self.problems {
            for language in [german, arabic] {
                let worded = problem.screenText.string(in: language)
                #expect(!englishWords.contains(worded), "\(problem) is English in \(language.language)")
            }
        }
    }
}
