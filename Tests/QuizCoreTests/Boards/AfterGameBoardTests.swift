import Testing

@testable import QuizCore

/// What a game's last screen says of the boards: the player's place today, their row below the top, and the
/// streak only when this game grew it to 2 days or more.
@Suite struct AfterGameBoardTests {
    static let day = CalendarDay(year: 2026, month: 7, day: 22)!

    static func row(_ rank: Int, _ id: Int64) -> BoardRow {
        BoardRow(rank: rank, playerID: id, name: "P\(id)", points: 100 - rank, games: 1, lastFinish: 0)
    }

    /// A board of 41 whose top players are 1, 2, 3... and whose asking player 99 is 23rd.
    final class Reading: BoardReading {
        var streakDays = 3
        var gamesToday = 1
        func board(_ scope: BoardScope, top: Int, playerID: Int64?) -> Board? {
            Board(
                scope: scope, top: (1...top).map { AfterGameBoardTests.row($0, Int64($0)) },
                player: playerID.map { AfterGameBoardTests.row(23, $0) }, players: 41)
        }
        func streak(playerID: Int64, today: CalendarDay) -> Int { streakDays }
        func gamesPlayed(playerID: Int64, on day: CalendarDay) -> Int { gamesToday }
    }

    @Test func thePlayersPlaceAndTheirRowBelowTheTop() throws {
        let reading = Reading()
        let after = try #require(reading.afterGame(mode: .tilt, playerID: 99, day: Self.day))
        #expect(after.board.scope == BoardScope(mode: "tilt", period: .day, day: Self.day))
        #expect(after.board.players == 41)
        #expect(after.board.top.map(\.rank) == Array(1...10))
        #expect(after.row?.rank == 23)
        #expect(after.shownStreak == 3)
    }

    @Test func theStreakShowsOnlyWhenThisGameGrewItToTwoDaysOrMore() throws {
        let reading = Reading()
        reading.gamesToday = 2
        #expect(reading.afterGame(mode: .tilt, playerID: 9, day: Self.day)?.shownStreak == nil)
        reading.gamesToday = 1
        reading.streakDays = 1
        #expect(reading.afterGame(mode: .tilt, playerID: 9, day: Self.day)?.shownStreak == nil)
        reading.streakDays = 2
        #expect(reading.afterGame(mode: .tilt, playerID: 9, day: Self.day)?.shownStreak == 2)
    }

    @Test func ordinalsAndWeeks() {
        #expect(
            [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(Board.ordinal) == [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th",
            ])
        // 2026-07-22 is a Wednesday; its week starts on Monday the 20th, and Sunday the 26th is in it.
        #expect(Self.day.mondayOfWeek.description == "2026-07-20")
        #expect(CalendarDay(year: 2026, month: 7, day: 26)!.mondayOfWeek.description == "2026-07-20")
        #expect(CalendarDay(year: 2026, month: 7, day: 27)!.mondayOfWeek.description == "2026-07-27")
    }
}
