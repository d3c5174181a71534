import Foundation
import QuizCore
import QuizFlows
import QuizVoice
import TestSupportText
import Testing

@testable import QuizScreens

/// A board's words: points with their unit ("1 game 1" read as nonsense), one plural rule, a full name of 40
/// characters ellipsised where a row is short of room, and an empty all-time board that does not say
/// "so far yet".
extension SceneRenderingTests {
    static let longName = "Maximiliana Bartholomew-Featherstonehaug"

    static func wordsBoard() -> Board {
        let rows = [
            BoardRow(rank: 1, playerID: 1, name: "Zenobia Quartermaine", points: 1, games: 1, lastFinish: 0),
            BoardRow(rank: 2, playerID: 2, name: longName, points: 1_250, games: 3, lastFinish: 0),
        ]
        let day = CalendarDay(year: 2026, month: 7, day: 22)!
        return Board(scope: BoardScope(mode: "tilt", period: .day, day: day), top: rows, player: nil, players: 2)
    }

    @Test(arguments: offerSizes)
    func aBoardRowWritesPointsWithTheirUnitAndEllipsisesAFullName(width: Int, height: Int) throws {
        let rig = try TriviaSceneRig(width: width, height: height)
        defer { rig.close() }
        let area = Rect(x: 8, y: 8, width: Double(width) - 16, height: Double(height) * 0.5)
        let board = Self.wordsBoard()
        let placed = BoardRowsView.placement(of: board, playerID: 2, in: area, tallest: Double(height) * 0.075)
        let texts = rig.texts { painter in
            BoardRowsView(board: board, playerID: 2, opacity: 1).draw(painter, top: placed.top, playerSlot: nil)
        }
        let words = texts.map(\.text)
        #expect(words.contains("1 point") || words.contains("1 pt"), "\(words)")
        #expect(words.contains("1,250 points") || words.contains("1,250 pts"), "\(words)")
        #expect(words.filter { $0 == "1" }.count == 1, "only the rank is a bare 1: \(words)")
        #expect(!words.contains { $0 == "1 pts" || $0 == "1 games" || $0 == "3 game" }, "\(words)")
        let name = try #require(texts.first { $0.text.hasPrefix("Max") }, "\(words)")
        #expect(name.rect.maxX <= area.maxX, "the name stays in its row")
        if name.text != Self.longName { #expect(name.text.hasSuffix("…") && name.text.count > 6, "\(name.text)") }
        #expect(
            LayoutCheck.problems(in: texts, size: rig.size).isEmpty,
            "\(LayoutCheck.problems(in: texts, size: rig.size))")
    }

    /// An empty board: "today" and "this week" before "yet", nothing before it for all time.
    @Test func anEmptyAllTimeBoardSaysNoRankedGamesYet() throws {
        let rig = try TriviaSceneRig(width: 1280, height: 720)
        defer { rig.close() }
        let day = CalendarDay(year: 2026, month: 7, day: 22)!
        var lines: [BoardPeriod: String] = [:]
        for period in BoardPeriod.allCases {
            var choice = LeaderboardChoice(modes: [.init(id: .tilt, title: "Tilt")], topics: [])
            choice.select(period: period)
            let scene = LeaderboardScene(choice: choice, reading: EmptyBoards(), playerID: nil, today: { day })
            lines[period] = rig.texts { scene.draw($0, at: 1) }.map(\.text).joined(separator: " ")
        }
        #expect(lines[.all]?.contains("No ranked games yet: play one") == true, "\(lines[.all] ?? "")")
        #expect(lines[.day]?.contains("No ranked games today yet") == true, "\(lines[.day] ?? "")")
        #expect(lines[.week]?.contains("No ranked games this week yet") == true, "\(lines[.week] ?? "")")
        #expect(!lines.values.contains { $0.contains("so far") })
    }

    /// Aloud, the board on view and, when another is chosen, that one; "back" by voice leaves, as Escape does.
    @Test func theBoardIsSaidAndBackByVoiceLeaves() throws {
        let day = CalendarDay(year: 2026, month: 7, day: 22)!
        let choice = LeaderboardChoice(
            modes: [.init(id: .tilt, title: "Tilt"), .init(id: .trivia, title: "Trivia")], topics: [])
        let scene = LeaderboardScene(choice: choice, reading: EmptyBoards(), playerID: nil, today: { day })
        let catalog = try #require(ScreenText.englishCatalog)
        let said = { scene.spokenScreen(at: 1)?.lines.first?.string(in: catalog) }
        #expect(said() == "Tilt True/False leaderboard, Today.")
        scene.handle(.key("right", down: true), at: 1)
        #expect(said() == "Trivia leaderboard, Today.")
        #expect(scene.voiceScreen == .pages)
        #expect(VoiceScreen.pages.commands == [.back, .repeat])
        scene.perform(.back, at: 2)
        #expect(scene.wantsQuit)
    }
}

/// Boards with nobody on them.
private final class EmptyBoards: BoardReading {
    func board(_ scope: BoardScope, top: Int, playerID: Int64?) -> Board? {
        Board(scope: scope, top: [], player: nil, players: 0)
    }
    func streak(playerID: Int64, today: CalendarDay) -> Int { 0 }
    func gamesPlayed(playerID: Int64, on day: CalendarDay) -> Int { 0 }
}
