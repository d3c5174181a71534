/// Who plays, as the home screen asks for them: a new player for each kiosk
/// visitor, the handheld owner's profiles, and the one who played last.
/// Answers at once; when the store cannot answer it returns nil (and has
/// already said why), and the screen says that no player could be started.
public protocol PlayerRoster: AnyObject {
    /// A new guest, named by the store ("Player 12").
    func newGuest() -> PlayerRef?
    /// A new player with this name (cleaned by `PlayerRef.cleanName`).
    func newPlayer(named name: String) -> PlayerRef?
    /// The player with this name, created when there is none.
    func player(named name: String) -> PlayerRef?
    /// The named players of this device, who played last first.
    func namedPlayers() -> [PlayerRef]
    /// Who played last on this device.
    func lastPlayer() -> PlayerRef?
    /// Notes that `player` is playing now.
    func markPlayed(_ player: PlayerRef)
}
