import Foundation
import QuizCore
import QuizFleet
import QuizStore
import TestSupportFleet
import Testing

@testable import QuizAdmin

/// The hall's Daily Challenge board per language in the web admin with a fleet (issue 37), against a real
/// PostgreSQL: each kiosk's day carries the language it was dealt in to `fleet.daily`, and the board of one
/// language ranks its own deal; every language's together without one.
@Suite(.fleetCluster, .serialized) struct FleetDailyBoardLanguageTests {
    let day = LocalDate.string(for: Date(), in: TimeZone(identifier: "UTC")!)

    /// `player` finishes the day's first Daily Challenge on `kiosk`, `right` answers right, dealt in `language`.
    func finish(_ player: PlayerRef, right: Int, in language: String, on kiosk: HallKiosk) throws {
        let questions = (0..<10).map { index in
            DailyQuestion(uid: "q\(index)", topic: "T", text: "Q\(index)", options: ["a", "b"], correct: 0)
        }
        let attempt = SavedDailyAttempt(
            day: try #require(CalendarDay(day)), number: 1, questions: questions,
            answers: Array(repeating: DailyAnswer(choice: 0, secondsLeft: 10, points: 100), count: right),
            secondsLeft: 0, finished: true)
        try kiosk.database.saveDailyAttempt(attempt, playerID: player.id, language: language, at: Date())
    }

    @Test func theHallsDailyBoardIsChosenByLanguage() async throws {
        let hall = try await FleetHall.make()
        let first = try HallKiosk(hall, kiosk: "hall-1")
        let second = try HallKiosk(hall, kiosk: "hall-2")
        defer { first.remove(); second.remove() }
        try finish(try first.register("jonas"), right: 9, in: "de", on: first)
        try finish(try second.register("omar"), right: 6, in: "ar", on: second)
        try finish(try second.register("lea"), right: 4, in: "de", on: second)
        try await first.sync.once()
        try await second.sync.once()
        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, _ in
            let path = "/boards?mode=daily&day=\(day)"
            let every = try await fixture.get(path, cookie: cookie)
            #expect(every.status == 200)
            #expect(every.body.contains("<option value=\"ar\">ar</option><option value=\"de\">de</option>"))
            #expect(Self.names(every.body) == ["jonas", "omar", "lea"])
            let german = try await fixture.get(path + "&language=de", cookie: cookie)
            #expect(german.body.contains("<option value=\"de\" selected>de</option>"))
            #expect(Self.names(german.body) == ["jonas", "lea"])
            let turkish = try await fixture.get(path + "&language=tr", cookie: cookie)
            #expect(turkish.body.contains("<option value=\"tr\" selected>tr</option>"), "the choice stays")
            #expect(Self.names(turkish.body).isEmpty)
        }
    }

    /// The names on the page's board, in its order.
    static func names(_ page: String) -> [String] {
        page.components(separatedBy: "<bdi>").dropFirst().compactMap { $0.components(separatedBy: "</bdi>").first }
            .filter { ["jonas", "omar", "lea"].contains($0) }
    }
}
