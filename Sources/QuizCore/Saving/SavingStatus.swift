/// The saves of play as the screens show them: a strip over every screen
/// while saves wait for the storage, and the store's state on the admin menu.
/// The screens also give the saves their turns, from the game clock.
public protocol SavingStatus: AnyObject {
    /// Why saves are waiting now; nil while the store takes them.
    var storageProblem: StorageProblem? { get }
    /// The store's state in a few words: "saving, 12.4 GB free", "cannot save: ...".
    var statusLine: String { get }
    /// Called at each step with game time: saves waiting are tried again when their turn comes.
    func tick(at time: Double)
}
