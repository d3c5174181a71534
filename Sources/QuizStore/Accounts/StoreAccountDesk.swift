import Foundation
import QuizCore

/// The home screen's accounts over the store (`AccountStore`): answered at
/// once, outside the save queue, since a log-in needs its answer; a store
/// that fails is reported (through the play's `PlaySaves`) and the screen
/// told that the store is not answering.
public final class StoreAccountDesk: AccountDesk {
    let accounts: AccountStore
    let saves: PlaySaves
    /// Now, for the locks: the wall clock unless a test gives another.
    let clock: () -> Date

    public init(saves: PlaySaves, iterations: Int? = nil, clock: @escaping () -> Date = Date.init) {
        self.saves = saves
        accounts = AccountStore(database: saves.database, iterations: iterations ?? AccountStore.defaultIterations)
        self.clock = clock
    }

    public func status(ofUsername typed: String) -> UsernameStatus {
        saves.read { () throws(StoreError) in try accounts.status(ofUsername: typed) } ?? .unknown
    }

    public func register(
        username: String, password: String, email: String?, keeping guest: PlayerRef?
    )
        -> AccountChange
    {
        change { () throws(StoreError) in
            try accounts.register(username: username, password: password, email: email, keeping: guest, at: clock())
        }
    }

    public func logIn(_ usernameOrEmail: String, password: String) -> LoginOutcome {
        do {
            return try accounts.logIn(usernameOrEmail, password: password, at: clock())
        } catch {
            saves.report("could not log in: \(error)")
            return .storeDown
        }
    }

    public func account(of player: PlayerRef) -> AccountInfo? {
        saves.read { () throws(StoreError) in try accounts.account(of: player) } ?? nil
    }

    public func changeUsername(of player: PlayerRef, password: String, to newName: String) -> AccountChange {
        change { () throws(StoreError) in
            try accounts.changeUsername(of: player, password: password, to: newName, at: clock())
        }
    }

    public func changePassword(of player: PlayerRef, from old: String, to new: String) -> AccountChange {
        change { () throws(StoreError) in
            try accounts.changePassword(of: player, from: old, to: new, at: clock())
            return player
        }
    }

    public func chooseUsername(of player: PlayerRef, to newName: String) -> AccountChange {
        change { () throws(StoreError) in try accounts.chooseUsername(of: player, to: newName) }
    }

    /// A change's outcome: a refusal and why, a failing store reported.
    private func change(_ body: () throws(StoreError) -> PlayerRef) -> AccountChange {
        do {
            return .done(try body())
        } catch .account(let refusal) {
            return .refused(refusal)
        } catch {
            saves.report("could not change an account: \(error)")
            return .refused(.storeDown)
        }
    }
}
