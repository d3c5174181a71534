import Foundation
import QuizCore
import QuizFlows
import QuizText
import TestSupportText
import Testing

/// A badge in the player's language: the game's topic badge by its share, the operator's by its own title.
@Suite struct BadgeWordsTests {
    @Test func aTopicBadgeIsWordedInThePlayersLanguage() throws {
        let german = try Catalog.shipped("de")
        let arabic = try Catalog.shipped("ar")
        #expect(BadgeName.topicShare(percent: 90).screenText.string(in: german) == "90\u{00A0}% des Themas")
        #expect(BadgeName.topicShare(percent: 100).screenText.string(in: arabic).hasSuffix("٪ من الموضوع"))
        #expect(BadgeName.titled("Ten right").screenText.string(in: german) == "Ten right")
    }
}
