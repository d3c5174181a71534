import QuizCore

/// The accessibility choices in force now, shared by the session's parts: the layer that owns the Accessibility
/// screen changes them, the painter, speech and the games read them (a game's timers when it starts, its
/// animations every frame). One per session, on the loop's thread.
public final class AccessibilityInForce {
    /// What applies now: the player's kept choices, or the session's without a player.
    public private(set) var choices: AccessibilityChoices
    /// The choices made with no player signed in (the config's at first): they last for the session.
    public private(set) var sessionChoices: AccessibilityChoices
    /// The player whose choices are in force; nil for the session's.
    public private(set) var player: PlayerRef?
    /// Where players' choices are kept; nil: none are (they last for the session).
    let keeper: (any AccessibilityKeeper)?

    public init(defaults: AccessibilityChoices, keeper: (any AccessibilityKeeper)? = nil) {
        choices = defaults
        sessionChoices = defaults
        self.keeper = keeper
    }

    /// `player`'s choices as they would be in force for them: the ones in force when they are the player in
    /// force, else their kept ones, else those in force. Reading them changes nothing.
    public func choices(for player: PlayerRef) -> AccessibilityChoices {
        if player.id == self.player?.id { return choices }
        return keeper?.choices(of: player) ?? choices
    }

    /// A choice made on the Accessibility screen: in force at once, and kept for the player (else the session).
    public func change(to new: AccessibilityChoices) {
        choices = new
        if let player {
            keeper?.keep(new, for: player)
        } else {
            sessionChoices = new
        }
    }

    /// Who plays now changed: a player's kept choices come back, a player without any keeps those in force,
    /// and with nobody signed in the session's apply again. Returns whether the choices changed.
    @discardableResult
    public func playerChanged(to new: PlayerRef?) -> Bool {
        guard new?.id != player?.id else { return false }
        player = new
        let before = choices
        if let new {
            if let kept = keeper?.choices(of: new) { choices = kept }
        } else {
            choices = sessionChoices
        }
        return choices != before
    }
}
