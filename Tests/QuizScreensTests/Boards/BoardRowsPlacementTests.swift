import QuizCore
import Testing

@testable import QuizScreens

/// Where a board's rows go: the top that fits, and the player's own row in a slot below them only when it is
/// not among the rows on view; and where Tilt True/False's game over puts the board beside the answers.
@Suite struct BoardRowsPlacementTests {
    static let day = CalendarDay(year: 2026, month: 7, day: 22)!

    static func board(top: Int, player: Int?) -> Board {
        let rows = (1...top).map {
            BoardRow(rank: $0, playerID: Int64($0), name: "P\($0)", points: 1000 - $0, games: 1, lastFinish: 0)
        }
        let own = player.map {
            BoardRow(rank: $0, playerID: Int64($0), name: "P\($0)", points: 10, games: 1, lastFinish: 0)
        }
        return Board(
            scope: BoardScope(mode: "tilt", period: .day, day: day), top: rows,
            player: own.flatMap { $0.rank > top ? $0 : nil }, players: 41)
    }

    @Test func thePlayerBelowTheTopGetsASlotUnderIt() {
        let area = Rect(x: 0, y: 0, width: 300, height: 400)
        let placed = BoardRowsView.placement(of: Self.board(top: 10, player: 23), playerID: 23, in: area, tallest: 30)
        #expect(placed.top.count == 10)
        let slot = placed.player
        #expect(slot != nil)
        #expect((slot?.y ?? 0) > placed.top.last!.maxY, "the slot is below the last row, after a gap")
        #expect((slot?.maxY ?? .infinity) <= area.maxY)
    }

    @Test func aPlayerInTheTopNeedsNoSlot() {
        let area = Rect(x: 0, y: 0, width: 300, height: 400)
        let placed = BoardRowsView.placement(of: Self.board(top: 10, player: 4), playerID: 4, in: area, tallest: 30)
        #expect(placed.top.count == 10)
        #expect(placed.player == nil)
    }

    @Test func aShortAreaShowsFewerRowsAndStillThePlayer() {
        // Room for five readable rows: the top four that fit, then the 8th player's own row.
        let area = Rect(x: 0, y: 0, width: 300, height: 5 * BoardRowsView.minimumRowHeight)
        let placed = BoardRowsView.placement(of: Self.board(top: 10, player: 8), playerID: 8, in: area, tallest: 30)
        #expect(placed.top.count < 8)
        #expect(placed.player != nil, "the 8th is not on view, so it gets the slot")
        #expect((placed.player?.maxY ?? .infinity) <= area.maxY + 0.5)
    }

    @Test func gameOverPutsTheBoardBesideBelowOrInPlaceOfTheAnswers() {
        let wide = TrueFalseLayout(size: Size(width: 1280, height: 720))
        #expect(wide.gameOverBoard == .side)
        let sideBySide = wide.gameOverParts(hasBoard: true, showingBoard: false)
        #expect(sideBySide.answers != nil && sideBySide.board != nil)
        #expect((sideBySide.board?.x ?? 0) > (sideBySide.answers?.maxX ?? .infinity))

        let tall = TrueFalseLayout(size: Size(width: 480, height: 800))
        #expect(tall.gameOverBoard == .below)
        let stacked = tall.gameOverParts(hasBoard: true, showingBoard: false)
        #expect((stacked.board?.y ?? 0) > (stacked.answers?.maxY ?? .infinity))

        let small = TrueFalseLayout(size: Size(width: 320, height: 240))
        #expect(small.gameOverBoard == .switched)
        #expect(small.gameOverParts(hasBoard: true, showingBoard: false).board == nil)
        #expect(small.gameOverParts(hasBoard: true, showingBoard: true).answers == nil)
        #expect(small.gameOverButtons(switching: true).switch != nil)
        // Without a board (a demo, a store that cannot say) the answers take the whole area at any size.
        #expect(wide.gameOverParts(hasBoard: false, showingBoard: false).board == nil)
    }
}
