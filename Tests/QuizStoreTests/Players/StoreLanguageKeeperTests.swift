import Foundation
import QuizCore
import Testing

@testable import QuizStore

/// Each named player's language kept in the store (migration v26): none until they choose, the last choice back
/// for them alone.
@Suite struct StoreLanguageKeeperTests {
    @Test func aPlayersLanguageComesBackForThemAlone() throws {
        let database = try QuizDatabase()
        let directory = PlayerDirectory(database: database)
        let ada = try directory.newPlayer(named: "Ada")
        let bob = try directory.newPlayer(named: "Bob")
        let saves = PlaySaves(database: database)
        let keeper = StoreLanguageKeeper(saves: saves)
        #expect(keeper.language(of: ada) == nil)
        keeper.keep("de", for: ada)
        keeper.keep("ar", for: ada)
        #expect(saves.finish())
        #expect(keeper.language(of: ada) == "ar")
        #expect(keeper.language(of: bob) == nil)
        let reopened = StoreLanguageKeeper(saves: PlaySaves(database: database))
        #expect(reopened.language(of: ada) == "ar", "kept for the next session")
    }
}
