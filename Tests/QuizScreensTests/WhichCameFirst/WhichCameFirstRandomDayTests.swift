import QuizCore
import QuizFlows
import Testing
import TiltInput

@testable import QuizScreens

/// "Play a random day" reads each day it tries once: the day it finds is played from that read, not read again.
@Suite struct WhichCameFirstRandomDayTests {
    /// Events that deal a game (no standalone number in a text) on every day but `empty`, no saved games; counts the reads of each day's events.
    final class CountingSaving: WhichCameFirstSaving {
        let empty: CalendarDay
        var eventReads: [String: Int] = [:]
        var saved: [CalendarDay] = []

        init(empty: CalendarDay) { self.empty = empty }

        func events(month: Int, day: Int) -> [WhichCameFirstEvent] {
            eventReads["\(month)-\(day)", default: 0] += 1
            guard month != empty.month || day != empty.day else { return [] }
            return (0..<12).map {
                WhichCameFirstEvent(
                    id: "ev\($0)", text: "Event number \(["one", "two", "three"][$0 % 3]) \($0 * 7)x",
                    year: 1700 + $0 * 20)
            }
        }
        func savedGame(player: PlayerRef, day: CalendarDay) -> SavedWhichCameFirstGame? { nil }
        func save(_ game: WhichCameFirstGame, kind: WhichCameFirstGameKind, player: PlayerRef) {
            saved.append(game.day)
        }
        func board(day: CalendarDay, kind: WhichCameFirstGameKind, player: PlayerRef, top: Int) -> WhichCameFirstBoard {
            WhichCameFirstBoard(rows: [], players: 0)
        }
        func games(player: PlayerRef, from first: CalendarDay, through last: CalendarDay) -> [SavedWhichCameFirstGame] {
            []
        }
    }

    @Test func theRandomDayFoundIsReadOnce() throws {
        let today = try #require(CalendarDay(year: 2026, month: 7, day: 20))
        let saving = CountingSaving(empty: today)
        let scene = WhichCameFirstScene(
            saving: saving, player: PlayerRef(id: 1, name: "Ada", isGuest: false),
            sounds: SoundPlayer(directory: "", enabled: false), tilt: TiltFeed(source: SimulatedTilt()),
            today: { _ in today })
        scene.handle(.key("enter", down: true), at: 0.5)
        #expect(scene.screenName == "wcf-unavailable")
        #expect(saving.eventReads["\(today.month)-\(today.day)"] == 1)
        scene.handle(.key("enter", down: true), at: 1)
        #expect(scene.screenName == "wcf-question")
        let played = try #require(saving.saved.first)
        #expect(played != today)
        #expect(saving.eventReads["\(played.month)-\(played.day)"] == 1, "\(saving.eventReads)")
        #expect(saving.eventReads.values.reduce(0, +) == 2)
    }
}
