import Foundation
import QuizCore
import TestSupportStore
import Testing

@testable import QuizStore

/// "Which came first?" deals a day in the player's language when its events there make a game, else in the
/// operator's (`events.language`), else in English, and says which.
@Suite struct WhichCameFirstLanguageTests {
    static let date = EventDate(month: 7, day: 20)!

    /// `count` events of 20 July in `language`, each of its own year, as the feed would bring them.
    func importDay(_ database: QuizDatabase, language: String, count: Int) throws {
        let events = (0..<count).map { index in
            #"{"text": "\#(language) event number \#(String(repeating: "i", count: index + 1)).", "year": \#(1500 + 20 * index), "pages": []}"#
        }
        let body = Data(#"{"events": [\#(events.joined(separator: ", "))]}"#.utf8)
        _ = try database.importEventFeedDay(
            body, language: language, date: Self.date, url: "http://127.0.0.1/\(language)",
            validators: PackValidators(etag: nil, lastModified: nil), at: Date(timeIntervalSince1970: 0))
    }

    func saving(_ database: QuizDatabase, player: String, operatorLanguage: String = "en") -> StoreWhichCameFirstSaving
    {
        StoreWhichCameFirstSaving(
            saves: PlaySaves(database: database), familySafe: false, language: operatorLanguage,
            playerLanguage: player, timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func thePlayersLanguageWhenItsEventsMakeAGame() throws {
        let database = try QuizDatabase()
        try importDay(database, language: "en", count: 12)
        try importDay(database, language: "de", count: 10)
        try importDay(database, language: "tr", count: 9)
        let german = try #require(saving(database, player: "de").dealing(month: 7, day: 20))
        #expect(german.choice == ContentLanguage.Choice(language: "de", fellBack: false))
        #expect(german.events.count == 10 && german.events.allSatisfy { $0.text.hasPrefix("de ") })
        #expect(saving(database, player: "de").events(month: 7, day: 20).count == 10)
        // Nine Turkish events make four questions, not five: English, and the notice.
        let turkish = try #require(saving(database, player: "tr").dealing(month: 7, day: 20))
        #expect(turkish.choice == ContentLanguage.Choice(language: "en", fellBack: true))
        #expect(turkish.events.allSatisfy { $0.text.hasPrefix("en ") })
        let day = CalendarDay(year: 2026, month: 7, day: 20)!
        #expect(WhichCameFirstDeal.deal(turkish.events, on: day) != nil)
    }

    @Test func theOperatorsLanguageBeforeEnglish() throws {
        let database = try QuizDatabase()
        try importDay(database, language: "en", count: 12)
        try importDay(database, language: "de", count: 10)
        let spanish = try #require(saving(database, player: "es", operatorLanguage: "de").dealing(month: 7, day: 20))
        #expect(spanish.choice == ContentLanguage.Choice(language: "de", fellBack: true))
        let english = try #require(saving(database, player: "en", operatorLanguage: "de").dealing(month: 7, day: 20))
        #expect(english.choice == ContentLanguage.Choice(language: "en", fellBack: false))
    }

    @Test func aDayWithTooFewEverywhereDealsEnglishElseTheOneWithMost() throws {
        let database = try QuizDatabase()
        try importDay(database, language: "de", count: 4)
        try importDay(database, language: "tr", count: 3)
        // Of the player's (French, none), the operator's (German, 4) and English (none): German.
        let dealt = try #require(saving(database, player: "fr", operatorLanguage: "de").dealing(month: 7, day: 20))
        #expect(dealt.choice == ContentLanguage.Choice(language: "de", fellBack: true))
        try importDay(database, language: "en", count: 2)
        let english = try #require(saving(database, player: "fr", operatorLanguage: "de").dealing(month: 7, day: 20))
        #expect(english.choice == ContentLanguage.Choice(language: "en", fellBack: true))
        #expect(saving(database, player: "fr").events(month: 8, day: 1).isEmpty)
    }
}
