/// Where each player's accessibility choices are kept (the store's `player_accessibility`), so that they are
/// restored when the player plays again. Answers at once; a store that cannot answer returns nil or keeps
/// nothing, and has said why.
public protocol AccessibilityKeeper: AnyObject {
    /// The choices `player` last made, or nil when they made none.
    func choices(of player: PlayerRef) -> AccessibilityChoices?
    /// Keeps `choices` as `player`'s.
    func keep(_ choices: AccessibilityChoices, for player: PlayerRef)
}
