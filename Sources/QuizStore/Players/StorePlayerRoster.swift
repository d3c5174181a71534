import Foundation
import QuizCore

/// The home screen's players over the store, through the play's `PlaySaves`:
/// a read or a new player the store cannot take is reported once and
/// answered with nil; "played now" waits in the save queue like any save.
public final class StorePlayerRoster: PlayerRoster {
    let directory: PlayerDirectory
    let saves: PlaySaves

    public init(saves: PlaySaves) {
        self.saves = saves
        directory = PlayerDirectory(database: saves.database)
    }

    public func newGuest() -> PlayerRef? {
        saves.read { () throws(StoreError) in try directory.newGuest() }
    }

    public func newPlayer(named name: String) -> PlayerRef? {
        saves.read { () throws(StoreError) in try directory.newPlayer(named: name) }
    }

    public func player(named name: String) -> PlayerRef? {
        saves.read { () throws(StoreError) in try directory.player(named: name) }
    }

    public func namedPlayers() -> [PlayerRef] {
        saves.read { () throws(StoreError) in try directory.named() } ?? []
    }

    public func lastPlayer() -> PlayerRef? {
        saves.read { () throws(StoreError) in try directory.lastPlayer() } ?? nil
    }

    public func markPlayed(_ player: PlayerRef) {
        let directory = directory
        let now = Date()
        saves.save("who is playing") { () throws(StoreError) in
            try directory.markPlayed(player, at: now)
            return CommittedRows()
        }
    }
}
