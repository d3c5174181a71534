import QuizConfig
import QuizCore
import Testing

@testable import QuizScreens

/// Attract mode's boards ask for the right board: `daily_board` the Daily Challenge's of the language the
/// operator's deals in (each language has its own, issue 37), `tilt_board` Tilt True/False's of every language.
@Suite struct AttractDailyBoardTests {
    /// Answers every board empty and keeps the scopes it was asked for.
    final class AskedBoards: BoardReading {
        var asked: [BoardScope] = []

        func board(_ scope: BoardScope, top: Int, playerID: Int64?) -> Board? {
            asked.append(scope)
            return Board(scope: scope, top: [], player: nil, players: 0)
        }
        func streak(playerID: Int64, today: CalendarDay) -> Int { 0 }
        func gamesPlayed(playerID: Int64, on day: CalendarDay) -> Int { 0 }
    }

    @Test func theDailyBoardIsTheOperatorsLanguages() throws {
        let reading = AskedBoards()
        let kiosk = try KioskSceneTests.Kiosk(
            gesture: .corners, attract: [.dailyBoard, .tiltBoard], boards: (reading, { "ar" }))
        while kiosk.scene.flow.screen != .attract(index: 1), kiosk.time < 600 { kiosk.run(until: kiosk.time + 0.5) }
        #expect(reading.asked.map(\.mode) == ["daily", "tilt"])
        #expect(reading.asked.map(\.language) == ["ar", nil])
    }
}
