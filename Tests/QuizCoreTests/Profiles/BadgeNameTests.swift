import QuizCore
import Testing

/// A badge's name: the game's topic badges by their share (worded by the screens), the operator's by title.
@Suite struct BadgeNameTests {
    @Test func aTopicBadgeIsNamedByItsShareAndAnyOtherByItsTitle() {
        #expect(BadgeName(code: "topic-3-90", title: "90 % of a topic") == .topicShare(percent: 90))
        #expect(BadgeName(code: "topic-12-100", title: "") == .topicShare(percent: 100))
        #expect(BadgeName(code: "ten-right", title: "Ten right") == .titled("Ten right"))
        // An operator's code that only looks like a topic badge keeps its title.
        #expect(BadgeName(code: "topic-music-90", title: "Music fan") == .titled("Music fan"))
        #expect(BadgeName(code: "topic-3", title: "Three") == .titled("Three"))
    }
}
