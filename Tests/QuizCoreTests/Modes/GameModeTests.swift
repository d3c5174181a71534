import Testing

@testable import QuizCore

/// One id per mode: each mode's tile names a `GameMode`, and the timed challenge is recorded under its own.
@Suite struct GameModeTests {
    @Test func eachPlayableModeHasOneTile() {
        let infos = [GameModeInfo.tilt, .trivia, .daily, .whichCameFirst, .packs]
        // The live round's info sits with its rules in QuizLive (ModeRegistryTests checks every mode's).
        #expect(infos.map(\.id) == GameMode.playable.filter { $0 != .live })
        #expect(!GameMode.playable.contains(.timed))
    }

    @Test func aTopicGameIsRecordedAsTriviaOrTimed() {
        #expect(TopicQuizKind.category.mode == .trivia)
        #expect(TopicQuizKind.timed.mode == .timed)
        let day = CalendarDay(year: 2026, month: 7, day: 22)!
        #expect(TopicQuizKind.timed.boardScope(topicID: 4, day: day).mode == "timed")
        #expect(
            TopicQuizKind.category.boardScope(topicID: 4, day: day) == BoardScope(mode: .trivia, period: .day, day: day)
        )
    }
}
