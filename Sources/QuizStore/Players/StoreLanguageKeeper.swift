import GRDB
import QuizCore

/// Each named player's language in the store (`player.language`), through the play's `PlaySaves`: a read the
/// store cannot answer is reported once and answered with nil (the language on view stays); keeping waits in
/// the save queue like any save.
public final class StoreLanguageKeeper: LanguageKeeper {
    let saves: PlaySaves

    public init(saves: PlaySaves) {
        self.saves = saves
    }

    public func language(of player: PlayerRef) -> String? {
        let database = saves.database
        return saves.read { () throws(StoreError) in
            try database.read { db in
                try String.fetchOne(db, sql: "SELECT language FROM player WHERE id = ?", arguments: [player.id])
            }
        } ?? nil
    }

    public func keep(_ language: String, for player: PlayerRef) {
        let database = saves.database
        saves.save("language") { () throws(StoreError) in
            try database.write { db in
                try db.execute(
                    sql: "UPDATE player SET language = ? WHERE id = ?", arguments: [language, player.id])
            }
            return CommittedRows()
        }
    }
}
