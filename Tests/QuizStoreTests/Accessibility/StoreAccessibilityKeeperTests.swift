import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// Each player's accessibility choices kept in the store (migration v22): none until they choose, the last
/// choice back for them alone, and gone when the player is erased.
@Suite struct StoreAccessibilityKeeperTests {
    @Test func aPlayersChoicesComeBackForThemAlone() throws {
        let database = try QuizDatabase()
        let directory = PlayerDirectory(database: database)
        let ada = try directory.newPlayer(named: "Ada")
        let bob = try directory.newPlayer(named: "Bob")
        let saves = PlaySaves(database: database)
        let keeper = StoreAccessibilityKeeper(saves: saves)
        #expect(keeper.choices(of: ada) == nil)
        let chosen = AccessibilityChoices(
            speech: true, voice: true, textScalePercent: 175, highContrast: true, reduceMotion: true, timeScale: 2)
        keeper.keep(AccessibilityChoices(textScalePercent: 125), for: ada)
        keeper.keep(chosen, for: ada)
        #expect(saves.finish())
        #expect(keeper.choices(of: ada) == chosen)
        #expect(keeper.choices(of: bob) == nil)
        // A store opened again (the next game) has them still.
        #expect(try StoreAccessibilityKeeper.read(ada.id, database) == chosen)
        try directory.erase(ada)
        #expect(try StoreAccessibilityKeeper.read(ada.id, database) == nil)
    }
}
