import Foundation
import GRDB
import QuizStore
import TestSupport
import Testing

@testable import QuizAdmin

/// The device's question list over real HTTP filters by status, kind and language as the fleet's does (the same
/// controls, the same words), keeps each control's value, and pages with the filters kept.
@Suite(.serialized) struct QuestionsFilterTests {
    /// 27 English questions in play ("Planet 1?" to "Planet 27?", topic Space), a retired one ("Is Pluto a
    /// planet?") and a German statement in play ("Die Erde ist rund.", topic Wahr), written as the store holds
    /// them: the retired one's and the statement's numbers.
    @discardableResult
    static func fill(_ fixture: AdminFixture) throws -> (pluto: Int64, earth: Int64) {
        for number in 1...27 { try fixture.question(topic: "Space", "Planet \(number)?") }
        let pluto = try fixture.question(topic: "Space", "Is Pluto a planet?", correct: "No", wrong: ["Yes"])
        let earth = try fixture.question(topic: "Wahr", "Die Erde ist rund.", correct: "true", wrong: ["false"])
        let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: fixture.folder))
        try queue.write { db in
            try db.execute(
                sql: "UPDATE question SET status = ? WHERE id = ?",
                arguments: [QuestionStatus.retired.rawValue, pluto])
            try db.execute(
                sql: "UPDATE question SET kind = ?, language = 'de' WHERE id = ?",
                arguments: [QuestionRecord.Kind.trueFalse.rawValue, earth])
        }
        return (pluto, earth)
    }

    @Test func theDevicesQuestionPageSaysItsLanguageAsTheFleetsDoes() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            let (pluto, earth) = try Self.fill(fixture)
            let german = try await fixture.get("/questions/\(earth)", cookie: cookie)
            #expect(german.status == 200)
            #expect(german.body.contains("<dt>Language</dt><dd>de</dd>"))
            #expect(german.body.contains("<dt>Kind</dt><dd>true or false</dd>"))
            let english = try await fixture.get("/questions/\(pluto)", cookie: cookie)
            #expect(english.body.contains("<dt>Language</dt><dd>en</dd>"))
        }
    }

    /// A topic the store does not have, a number or not, shows nothing and says so, as the fleet's list does
    /// (FleetQuestionsTests); it once showed every question for a word that is not a number.
    @Test func anUnknownTopicShowsNothingAndSaysTheTopicIsUnknown() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            try Self.fill(fixture)
            for topic in ["Space", "999999"] {
                let unknown = try await fixture.get("/questions?topic=\(topic)", cookie: cookie)
                #expect(unknown.status == 200)
                #expect(unknown.body.contains("0 questions"), "\(topic)")
                #expect(!unknown.body.contains("Planet 1?"), "\(topic)")
                #expect(
                    unknown.body.contains(
                        "<p class=\"error\" role=\"alert\">There is no topic \(topic): no question is shown. Choose"
                    ), "\(topic)")
                #expect(!unknown.body.contains("No question matches."))
            }
            let german = try await fixture.get(
                "/questions?topic=Space", cookie: cookie, headers: ["Accept-Language": "de"])
            #expect(german.body.contains("Es gibt kein Thema Space: Keine Frage wird gezeigt."))
            // A topic it has is no such line.
            let space = try #require(try QuestionBank(database: fixture.database).topics().first { $0.name == "Space" })
            let known = try await fixture.get("/questions?topic=\(space.id)", cookie: cookie)
            #expect(known.body.contains("28 questions") && !known.body.contains("There is no topic"))
        }
    }

    @Test func theDevicesListOffersTheFleetsFiltersWithTheBanksLanguages() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            try Self.fill(fixture)
            let all = try await fixture.get("/questions", cookie: cookie)
            #expect(all.status == 200)
            #expect(all.body.contains("29 questions · page 1 of 2"))
            #expect(all.body.contains("<select name=\"status\"><option value=\"\">"))
            #expect(all.body.contains("<option value=\"active\">in play</option>"))
            #expect(all.body.contains("<option value=\"retired\">retired</option>"))
            #expect(all.body.contains("<option value=\"multipleChoice\">multiple choice</option>"))
            #expect(all.body.contains("<option value=\"trueFalse\">true or false</option>"))
            // The bank's languages, not the pages' own (Spanish is a page language; no question has it).
            #expect(
                all.body.contains("<option value=\"de\">de</option>")
                    && all.body.contains("<option value=\"en\">en</option>"))
            #expect(!all.body.contains("<option value=\"es\">"))
            // Still a device's list: adding, importing and the CSV are offered.
            #expect(all.body.contains("href=\"/questions/new\"") && all.body.contains("href=\"/questions.csv\""))
        }
    }

    @Test func theDevicesListShowsOnlyWhatEachFilterMatchesAndKeepsItsValue() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            try Self.fill(fixture)
            let retired = try await fixture.get("/questions?status=retired", cookie: cookie)
            #expect(retired.body.contains("<p>1 question · page 1 of 1"))
            #expect(retired.body.contains("Is Pluto a planet?") && !retired.body.contains("Planet 1?"))
            #expect(retired.body.contains("<option value=\"retired\" selected>"))
            let statements = try await fixture.get("/questions?kind=trueFalse", cookie: cookie)
            #expect(statements.body.contains("<p>1 question ·") && statements.body.contains("Die Erde ist rund."))
            #expect(!statements.body.contains("Planet 1?"))
            #expect(statements.body.contains("<option value=\"trueFalse\" selected>"))
            let german = try await fixture.get("/questions?language=de&status=active", cookie: cookie)
            #expect(german.body.contains("<p>1 question ·") && german.body.contains("Die Erde ist rund."))
            #expect(
                german.body.contains("<option value=\"de\" selected>")
                    && german.body.contains("<option value=\"active\" selected>"))
            let noGermanChoice = try await fixture.get("/questions?language=de&kind=multipleChoice", cookie: cookie)
            #expect(noGermanChoice.body.contains("<p>0 questions ·"))
            // Every filter together, and the text: each control shows what was asked.
            let space = try #require(try QuestionBank(database: fixture.database).topics().first { $0.name == "Space" })
            let together = try await fixture.get(
                "/questions?topic=\(space.id)&q=pluto&status=retired&kind=multipleChoice&language=en", cookie: cookie)
            #expect(together.body.contains("<p>1 question ·") && together.body.contains("Is Pluto a planet?"))
            #expect(together.body.contains("<option value=\"\(space.id)\" selected>Space"))
            #expect(together.body.contains("<input name=\"q\" value=\"pluto\">"))
            #expect(
                together.body.contains("<option value=\"retired\" selected>")
                    && together.body.contains("<option value=\"multipleChoice\" selected>")
                    && together.body.contains("<option value=\"en\" selected>"))
            // A word neither filter knows is no filter.
            let unknown = try await fixture.get("/questions?status=lost&kind=essay", cookie: cookie)
            #expect(unknown.body.contains("29 questions"))
        }
    }

    @Test func aFilteredListsPagesKeepItsFilters() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            try Self.fill(fixture)
            let first = try await fixture.get("/questions?status=active&language=en", cookie: cookie)
            #expect(first.body.contains("27 questions · page 1 of 2"))
            let next = "/questions?topic=&amp;q=&amp;status=active&amp;kind=&amp;language=en&amp;page=2"
            #expect(first.body.contains("<a href=\"\(next)\">"), "\(first.body)")
            let second = try await fixture.get(
                "/questions?topic=&q=&status=active&kind=&language=en&page=2", cookie: cookie)
            #expect(second.body.contains("27 questions · page 2 of 2"))
            #expect(second.body.contains("Planet 26?") && second.body.contains("Planet 27?"))
            #expect(!second.body.contains("Is Pluto a planet?") && !second.body.contains("Die Erde ist rund."))
        }
    }
}
