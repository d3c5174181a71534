import QuizCore
import Testing

@testable import QuizScreens

/// The leaderboard screen's choices by keys: left/right within the focused row, up/down between rows, the
/// topic row only on the timed challenges' tab, and the board they name.
@Suite struct LeaderboardChoiceTests {
    static let day = CalendarDay(year: 2026, month: 7, day: 22)!
    static let modes = [
        LeaderboardChoice.Mode(id: .tilt, title: "Tilt"), LeaderboardChoice.Mode(id: .trivia, title: "Trivia"),
        LeaderboardChoice.Mode(id: .timed, title: "Timed"),
    ]

    @Test func arrowsMoveWithinAndBetweenRows() {
        var choice = LeaderboardChoice(
            modes: Self.modes, topics: [.init(id: 4, name: "Space"), .init(id: 7, name: "Sport")])
        #expect(choice.scope(on: Self.day) == BoardScope(mode: "tilt", period: .day, day: Self.day))
        #expect(choice.rows == [.mode, .period])
        _ = choice.key("down")
        _ = choice.key("right")
        _ = choice.key("right")
        _ = choice.key("right")
        #expect(choice.period == .all, "the last period stays the last")
        _ = choice.key("up")
        _ = choice.key("right")
        _ = choice.key("right")
        #expect(choice.currentMode.id == .timed)
        #expect(choice.rows == [.mode, .period, .topic])
        _ = choice.key("down")
        _ = choice.key("down")
        _ = choice.key("left")
        #expect(choice.scope(on: Self.day) == BoardScope(mode: "timed", topicID: 7, period: .all, day: Self.day))
        let taken = choice.key("x")
        #expect(!taken, "a key that is not an arrow is not the choices'")
    }

    /// The Daily tab names the board of its language's deal (each language deals its own ten); no other tab
    /// is kept per language.
    @Test func theDailyTabNamesItsLanguagesBoard() {
        var choice = LeaderboardChoice(
            modes: [
                LeaderboardChoice.Mode(id: .daily, title: "Daily"), LeaderboardChoice.Mode(id: .tilt, title: "Tilt"),
            ],
            topics: [], dailyLanguage: "ar")
        #expect(choice.scope(on: Self.day) == BoardScope(mode: .daily, period: .day, day: Self.day, language: "ar"))
        choice.select(mode: 1)
        #expect(choice.scope(on: Self.day) == BoardScope(mode: .tilt, period: .day, day: Self.day))
    }

    @Test func theTimedTabNeedsTopics() {
        let choice = LeaderboardChoice(modes: Self.modes, topics: [])
        #expect(choice.modes.map(\.id) == [.tilt, .trivia])
    }
}
