import Foundation
import QuizCore
import QuizStore
import Testing

@testable import QuizAdmin

/// The web admin's Daily Challenge board per language (issue 37): the page offers the languages the day's
/// results were dealt in, one language's board ranks its own deal, every language's together without one, and
/// the CSV export follows the choice. Other modes' boards offer no language.
@Suite struct DailyBoardLanguageTests {
    /// A finished first Daily Challenge of `player` on the fixture's day, dealt in `language`.
    static func daily(_ fixture: AdminFixture, _ player: PlayerRef, right: Int, in language: String) throws {
        let questions = (0..<10).map { index in
            DailyQuestion(uid: "q\(index)", topic: "T", text: "Q\(index)", options: ["a", "b"], correct: 0)
        }
        let attempt = SavedDailyAttempt(
            day: try #require(CalendarDay(fixture.day)), number: 1, questions: questions,
            answers: Array(repeating: DailyAnswer(choice: 0, secondsLeft: 10, points: 100), count: right),
            secondsLeft: 0, finished: true)
        try fixture.database.saveDailyAttempt(attempt, playerID: player.id, language: language, at: Date())
    }

    @Test func aDailyBoardIsChosenByLanguage() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            try Self.daily(fixture, fixture.scripted, right: 3, in: "de")
            try Self.daily(fixture, fixture.formula, right: 8, in: "ar")
            let every = try await fixture.get(fixture.boardsPage(mode: "daily"), cookie: cookie)
            #expect(every.status == 200)
            #expect(every.body.contains("<select name=\"language\"><option value=\"\">Every language</option>"))
            #expect(every.body.contains("<option value=\"ar\">ar</option><option value=\"de\">de</option>"))
            #expect(every.body.contains("2 ranked players"))
            let german = try await fixture.get(fixture.boardsPage(mode: "daily") + "&language=de", cookie: cookie)
            #expect(german.body.contains("<option value=\"de\" selected>de</option>"))
            #expect(german.body.contains("1 ranked player") && !german.body.contains("=1+1"))
            let csv = try await fixture.get(
                fixture.boardsPage(mode: "daily", csv: true) + "&language=ar", cookie: cookie)
            let lines = csv.body.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            #expect(lines.count == 2 && lines[1].contains("'=1+1") && lines[1].contains(",800,"))
            #expect(csv.header("content-disposition")?.contains("board-daily-ar-day-") == true)
            let trivia = try await fixture.get(fixture.boardsPage(), cookie: cookie)
            #expect(!trivia.body.contains("name=\"language\""), "only the Daily Challenge is kept per language")
        }
    }
}
