import Foundation
import GRDB
import Testing

@testable import QuizStore

/// The topics' catalogue: listed with their counts, added and renamed with every refusal named, and a renamed
/// topic still found by a pack that names it the old way.
@Suite struct TopicCatalogTests {
    let at = Date(timeIntervalSince1970: 1_800_000_000)

    func topicNames(_ database: QuizDatabase) throws -> [String] {
        try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM topic ORDER BY name") }
    }

    /// A store with the science pack imported from a URL: its catalog and the Science topic.
    func imported() throws -> (database: QuizDatabase, catalog: TopicCatalog, science: CatalogTopic) {
        let database = try QuizDatabase()
        _ = try database.importQuizPacks(
            QuizPackImportTests.document(QuizPackImportTests.science), file: "q.json", source: .url("http://x/q.json"),
            at: at)
        let catalog = TopicCatalog(database: database)
        return (database, catalog, try #require(try catalog.topics().first { $0.name == "Science" }))
    }

    @Test func aRenamedTopicKeepsItsQuestionsAndAPackUpdateStillFindsIt() throws {
        let (database, catalog, science) = try imported()
        #expect(science.active == 3 && science.retired == 0)
        try catalog.rename(science.id, to: "Space science").get()
        #expect(try catalog.topics().first { $0.id == science.id }?.formerNames == ["Science"])
        // The pack changes one question; its update still says "Science".
        let changed = QuizPackImportTests.science.replacingOccurrences(of: "Red planet?", with: "The red planet?")
        _ = try database.importQuizPacks(
            QuizPackImportTests.document(changed), file: "q.json", source: .url("http://x/q.json"), at: at)
        #expect(!(try topicNames(database).contains("Science")), "no topic made again under the old name")
        let renamed = try #require(try catalog.topics().first { $0.id == science.id })
        #expect(renamed.name == "Space science")
        #expect(renamed.active == 3, "the updated questions stay in the renamed topic")
        let texts = try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT text FROM question WHERE topicId = ? AND status = 'active' ORDER BY text",
                arguments: [science.id])
        }
        #expect(texts.contains("The red planet?"))
        #expect(try database.topicID(named: "science") == science.id, "a board asked by the former name finds it")
        // Back to the old name: that alias goes, and the name just left becomes one.
        try catalog.rename(science.id, to: "Science").get()
        #expect(try catalog.topics().first { $0.id == science.id }?.formerNames == ["Space science"])
    }

    @Test func namesAreUniqueWhateverTheirCaseAndFormerNamesAreTaken() throws {
        let database = try QuizDatabase()
        let catalog = TopicCatalog(database: database)
        let art = try catalog.add("Art").get()
        let music = try catalog.add(" Music ").get()
        #expect(try topicNames(database) == ["Art", "Music"])
        #expect(catalog.problem(try catalog.add("art")) == .nameTaken(existing: "Art"))
        #expect(catalog.problem(try catalog.add("  ")) == .emptyName)
        let long = String(repeating: "a", count: 61)
        #expect(catalog.problem(try catalog.add(long)) == .tooLong(name: long, characters: 61, limit: 60))
        #expect(catalog.problem(try catalog.add("Art\nHistory")) == .notOneLine)
        #expect(catalog.problem(try catalog.rename(music, to: "ART")) == .nameTaken(existing: "Art"))
        try catalog.rename(art, to: "Fine art").get()
        #expect(catalog.problem(try catalog.add("art")) == .formerName("Art", of: "Fine art"))
        #expect(catalog.problem(try catalog.rename(music, to: "Art")) == .formerName("Art", of: "Fine art"))
        try catalog.rename(music, to: "MUSIC").get()
        #expect(try catalog.topics().first { $0.id == music }?.formerNames == [], "a change of case keeps no alias")
        #expect(catalog.problem(try catalog.rename(999, to: "Other")) == .noSuchTopic(id: 999))
        #expect(try topicNames(database) == ["Fine art", "MUSIC"])
    }
}

extension TopicCatalogTests {
    @Test func onlyATopicWithNoQuestionsAndNoHistoryIsDeleted() throws {
        let (database, catalog, science) = try imported()
        #expect(
            catalog.problem(try catalog.delete(science.id))
                == .inUse(
                    name: "Science",
                    held: TopicHoldings(questions: 3, gamesPlayed: 0, medals: 0, purchases: 0, boardTotals: 0)))
        let mistake = try catalog.add("Scince").get()
        try catalog.rename(mistake, to: "Sciences").get()
        try catalog.delete(mistake).get()
        #expect(try catalog.topics().map(\.name) == ["Science"])
        let aliases = try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM topicAlias") }
        #expect(aliases == 0, "its former names go with it")
        #expect(catalog.problem(try catalog.delete(mistake)) == .noSuchTopic(id: mistake))
    }
}

extension TopicCatalog {
    /// Why a change was refused, nil when it was made.
    func problem<T>(_ result: Result<T, TopicProblem>) -> TopicProblem? {
        if case .failure(let problem) = result { return problem }
        return nil
    }
}
