import QuizCore

/// Something that happened on the home screen (input, as the scene read it),
/// or what a desk answered to a `HomeEffect`.
public enum HomeAction: Equatable, Sendable {
    /// The home came on: a single mode starts at once.
    case appeared
    /// A touch, key or tilt: the visitor is engaged (a kiosk makes a new guest for the next one only then).
    case visitorActive
    /// The window's close button.
    case quitAsked
    /// The fleet's last sync, as the sync runner published it: false once one succeeded (or none has run).
    case fleetSynced(offline: Bool)
    /// A key by name: arrows, `enter`, `space`, `backspace`, `escape`.
    case keyPressed(String)
    /// Text from a physical keyboard or a script.
    case textTyped(String)
    case playerButtonTapped
    case boardsTapped
    case profileTapped
    /// The speaker button: the Accessibility screen.
    case accessibilityTapped
    /// The globe button: the next offered language.
    case languageTapped
    case tileTapped(Int)
    /// A key of the home's keyboard (a name, a lead's field) tapped.
    case keyTapped(TextKeyboard.Key)
    /// A row of the player list tapped, counted from the first row (not the first shown).
    case playerRowTapped(Int)
    case leadItemTapped(LeadForm.Item)
    /// Input on the account screens, or the account desk's answer.
    case account(AccountAction)
    /// A tilt to one side on the tiles: -1 to the previous tile, 1 to the next.
    case tiltStepped(Int)
    /// A frame's check of whether the device is held still (after a tilt chose a tile).
    case stillnessChecked(isNeutral: Bool)
    /// How many rows of the player list fit on the screen (it scrolls to keep the focus shown).
    case playerRowsShown(Int)
    /// The guest made for a game (nil: the store did not answer).
    case guestMade(PlayerRef?, mode: Int)
    /// The player a typed name came to (nil: the store did not answer).
    case nameKept(PlayerRef?)
    /// The device's named players, and whether the player playing has an account.
    case playersListed([PlayerRef], playerHasAccount: Bool)
    /// The username of a player chosen on the list, nil when they have no account.
    case accountFound(PlayerRef, username: String?)
    /// The mode's scene asked to leave (its first screen's Escape, Quit or Home), with whether it had an answer.
    case modeLeft(played: Bool)
    /// The profile's first page was left.
    case profileLeft
    /// The kiosk is done with this visitor.
    case visitorEnded
    /// The kiosk's reset brought the mode on view to its title: the visitor is done.
    case titleReached
}

/// What the home scene must do: the desks it asks (each answer comes back as
/// a `HomeAction`) and the scenes it puts on.
public enum HomeEffect: Equatable, Sendable {
    /// Make a guest to play mode `forMode` (answer: `guestMade`).
    case makeGuest(forMode: Int)
    /// Note that `player` is playing now (a handheld picks them first next time).
    case markPlayed(PlayerRef)
    /// Put mode `index`'s scene on for the player (one past the last tile: Leaderboards).
    case startMode(Int, for: PlayerRef)
    /// Take the mode's scene off.
    case closeMode
    /// List the device's named players (or none, in a kiosk) and whether `accountOf` has an account
    /// (answer: `playersListed`).
    case listPlayers(named: Bool, accountOf: PlayerRef?)
    /// Find the player of a typed name, or make a `new` one (answer: `nameKept`).
    case findPlayer(named: String, new: Bool)
    /// Whether a player chosen on the list has an account (answer: `accountFound`).
    case findAccount(of: PlayerRef)
    case saveLead(LeadForm.Lead, for: PlayerRef)
    /// Ask the account desk (answer: `account(.answered(...))`).
    case account(AccountRequest)
    case openProfile(PlayerRef)
    case closeProfile
    /// Put the Accessibility screen on (the layer around the session owns it).
    case openAccessibility
    /// Show the next offered language (the globe).
    case nextLanguage
    /// Back to the operator's language: a kiosk's next visitor starts in it.
    case resetLanguage
}

/// The home's buttons beside the tiles, by what they do (the focus may rest on each).
public enum HomeButton: String, Equatable, Sendable {
    /// Switch player (or the player's name): who plays.
    case player
    /// Every game's boards.
    case leaderboards
    /// The speaker: the Accessibility screen.
    case accessibility
    /// The globe: the next offered language.
    case language
    /// The player's profile.
    case profile
}
