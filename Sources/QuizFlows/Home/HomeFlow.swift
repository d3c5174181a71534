import QuizCore

/// The home screen as a value-type state machine: which of its screens is on
/// view (the tiles, the player list, the name keyboard, the leads form, the
/// account screens, a mode or the profile), the focus, who plays, the line
/// that says why a choice failed, and what comes after a game. The scene
/// around it turns input into `HomeAction`s and performs the `HomeEffect`s
/// (players, leads and accounts are asked of the desks there, never here).
///
/// In a kiosk each visitor is a new player: a guest ("Player 12") made when
/// they pick a game, or the name they type; back home, or reset by the
/// kiosk, the next visitor starts fresh. On a handheld the player who played
/// last is picked again, and "Switch player" lists the device's players.
/// When the operator asks for leads, a player back home after a game meets
/// the leads form once per visit. With a single mode there is no home: the
/// mode starts at once and leaving it leaves the game.
public struct HomeFlow: Equatable, Sendable {
    /// What is on view.
    public enum Screen: Equatable, Sendable {
        case tiles
        case naming
        case choosingPlayer
        /// A mode's own scene.
        case playing
        /// The leads form, after a game.
        case lead
        /// The keyboard for one of the leads form's fields.
        case leadTyping(LeadForm.Item)
        /// Logging in, registering, or the player's account (`account`).
        case account
        /// The player's profile and its pages (the profile's own scene).
        case profile
    }

    /// The mode started (an index into the tiles; one past the last is Leaderboards) and who plays it.
    public struct Game: Equatable, Sendable {
        public var mode: Int
        public var player: PlayerRef
    }

    public let modeCount: Int
    /// `play --player NAME`: always this player, no switching.
    public let fixedPlayer: PlayerRef?
    /// Whether the device has accounts (log in, register).
    public let hasAccounts: Bool
    /// The consent sentence of the leads form (the operator's, or the catalog's in the language on view); nil
    /// when the operator asks for no leads: no form.
    public let leadConsent: LeadConsent?
    public var isInKiosk: Bool
    /// Whether the Leaderboards button shows (after the tiles in the focus order).
    public var hasBoards = false
    /// Whether profiles are kept (a Profile button once someone plays).
    public var hasProfiles = false
    /// Whether the speaker button shows (the Accessibility screen), after Leaderboards in the focus order.
    public var hasAccessibility = false
    /// Whether the globe button shows (two languages or more offered), after the speaker.
    public var hasLanguages = false
    /// The second page of the name keyboard's letters, by the language on view (the scene keeps it so).
    public var letters = TextKeyboard.LetterPage.accents

    public internal(set) var screen = Screen.tiles
    /// Who plays now; nil on a kiosk until the visitor picks a game or types a name.
    public internal(set) var player: PlayerRef?
    /// The mode playing, or last played until the home is back.
    public internal(set) var game: Game?
    /// The focused tile or button: 0 is the player button, 1... the tiles, then Leaderboards and Profile.
    public internal(set) var focus = 1
    public internal(set) var keyboard = TextKeyboard(.name)
    /// The leads form on view, or being filled in through the keyboard.
    public internal(set) var leadForm: LeadForm?
    public internal(set) var list = PlayerList()
    /// A line in place of who plays: why no player could be started (an error), or what an account
    /// screen or a lead came to; shown until the next choice.
    public internal(set) var notice: Notice?
    /// The account screens on view.
    public internal(set) var account: AccountFlow?
    /// On a handheld without touch a tilt moves the focus; holding still then starts the tile focused.
    public internal(set) var tiltChose = false
    public internal(set) var hold = NeutralHold(armAfterSeconds: 0.6, holdSeconds: 1.2)
    public internal(set) var wantsQuit = false
    /// Whether the fleet's last sync failed: home shows one quiet line, "Offline: results are kept and will be
    /// sent", until a sync succeeds. Always false without a fleet.
    public internal(set) var offline = false
    /// Players who met the leads form in this visit (once is enough).
    var offeredLead: Set<Int64> = []
    /// Whether someone touched anything since this visitor began (a kiosk makes a new guest for the next
    /// one only then).
    var visitorEngaged = false

    /// A home over `modeCount` tiles; `player` is who plays first (the fixed player, or a handheld's last).
    public init(
        modeCount: Int, player: PlayerRef?, fixedPlayer: PlayerRef?, kiosk: Bool, hasAccounts: Bool,
        leadConsent: LeadConsent?
    ) {
        self.modeCount = modeCount
        self.player = player
        self.fixedPlayer = fixedPlayer
        isInKiosk = kiosk
        self.hasAccounts = hasAccounts
        self.leadConsent = leadConsent
    }

    public var hasHome: Bool { modeCount > 1 }

    /// The Profile button shows with profiles kept and someone playing.
    public var showsProfileButton: Bool { hasProfiles && player != nil }

    /// Focus stops, one way for arrows and taps: the player button (0), the tiles (1...modeCount), then
    /// Leaderboards, the speaker, the globe and Profile, each where shown (Left from the first tile reaches the
    /// last of them).
    public var focusCount: Int {
        modeCount + 1 + (hasBoards ? 1 : 0) + (showsProfileButton ? 1 : 0) + (hasAccessibility ? 1 : 0)
            + (hasLanguages ? 1 : 0)
    }

    /// The speaker button's focus: after Leaderboards.
    public var accessibilityFocus: Int { modeCount + 1 + (hasBoards ? 1 : 0) }

    /// The globe button's focus: after the speaker.
    public var languageFocus: Int { accessibilityFocus + (hasAccessibility ? 1 : 0) }

    /// The Leaderboards button's focus: after the last tile.
    public var boardsFocus: Int { modeCount + 1 }

    /// The Profile button's focus: the last, after Leaderboards, the speaker and the globe.
    public var profileFocus: Int { languageFocus + (hasLanguages ? 1 : 0) }

    /// The button the focus is on; nil on a tile.
    public var focusedButton: HomeButton? {
        if focus == 0 { return .player }
        if hasAccessibility, focus == accessibilityFocus { return .accessibility }
        if hasLanguages, focus == languageFocus { return .language }
        if showsProfileButton, focus == profileFocus { return .profile }
        if hasBoards, focus == boardsFocus { return .leaderboards }
        return nil
    }

    /// Applies what happened at game time `time`; returns what the scene must do.
    public mutating func reduce(_ action: HomeAction, at time: Double) -> [HomeEffect] {
        switch action {
        case .appeared:
            return hasHome ? [] : start(0, at: time)
        case .visitorActive:
            visitorEngaged = true
            return []
        case .quitAsked:
            if !isInKiosk { wantsQuit = true }
            return []
        case .fleetSynced(let offline):
            self.offline = offline
            return []
        case .keyPressed(let name):
            return key(name, at: time)
        case .textTyped(let text):
            switch screen {
            case .naming, .leadTyping: keyboard.typeText(text)
            case .account: return toAccount(.textTyped(text), at: time)
            default: break
            }
            return []
        case .playerButtonTapped:
            focus = 0
            return openPlayerButton()
        case .boardsTapped:
            focus = boardsFocus
            return start(modeCount, at: time)
        case .profileTapped:
            focus = profileFocus
            return openProfile()
        case .accessibilityTapped:
            focus = accessibilityFocus
            return [.openAccessibility]
        case .languageTapped:
            focus = languageFocus
            return [.nextLanguage]
        case .tileTapped(let index):
            focus = index + 1
            return start(index, at: time)
        case .keyTapped(let key):
            keyboard.focus(on: key)
            return press(key, at: time)
        case .playerRowTapped(let row):
            return choosePlayer(at: row, time: time)
        case .leadItemTapped(let item):
            return activateLead(item, at: time)
        case .account(let action):
            return toAccount(action, at: time)
        case .tiltStepped(let step):
            guard screen == .tiles else { return [] }
            visitorEngaged = true
            focus = min(modeCount - 1, max(0, max(0, focus - 1) + step)) + 1
            tiltChose = true
            hold.restart(at: time)
            return []
        case .stillnessChecked(let isNeutral):
            guard screen == .tiles, tiltChose, hold.update(at: time, isNeutral: isNeutral), focus > 0 else {
                return []
            }
            tiltChose = false
            return start(focus - 1, at: time)
        case .playerRowsShown(let rows):
            list.keepFocusShown(rows: rows)
            return []
        case .guestMade(let guest, let mode):
            guard let guest else {
                notice = Notice(ScreenText("home.player_not_started"), isError: true)
                return []
            }
            return begin(mode, for: guest)
        case .nameKept(let named):
            guard let named else {
                notice = Notice(ScreenText("home.name_not_kept"), isError: true)
                showTiles(at: time)
                return []
            }
            notice = nil
            return choose(named, at: time)
        case .playersListed(let named, let playerHasAccount):
            showList(named, playerHasAccount: playerHasAccount)
            return []
        case .accountFound(let chosen, let username):
            // A registered player logs in to play as themselves.
            guard let username else { return choose(chosen, at: time) }
            return openAccount(0, login: username, at: time)
        case .modeLeft(let played):
            return leaveMode(played: played, at: time)
        case .profileLeft:
            focus = showsProfileButton ? profileFocus : 1
            showTiles(at: time)
            return [.closeProfile]
        case .visitorEnded:
            return endVisitor(at: time)
        case .titleReached:
            if screen != .playing { showTiles(at: time) }
            return endVisitor(at: time)
        }
    }

    // MARK: Keys

    private mutating func key(_ name: String, at time: Double) -> [HomeEffect] {
        switch screen {
        case .tiles:
            var effects: [HomeEffect] = []
            switch name {
            case "left", "up": focus = (focus + focusCount - 1) % focusCount
            case "right", "down": focus = (focus + 1) % focusCount
            case "enter", "space": effects = activateFocus(at: time)
            case "escape": if !isInKiosk { wantsQuit = true }
            default: break
            }
            if focus == 0, fixedPlayer != nil { focus = name == "left" || name == "up" ? focusCount - 1 : 1 }
            return effects
        case .naming, .leadTyping:
            switch name {
            case "left", "right", "up", "down": keyboard.move(name)
            case "enter": return press(keyboard.focusedKey, at: time)
            case "backspace": keyboard.eraseOne()
            case "escape": closeKeyboard(at: time)
            default: break
            }
            return []
        case .lead:
            switch name {
            case "left", "right", "up", "down": leadForm?.move(name)
            case "enter", "space": if let item = leadForm?.focus { return activateLead(item, at: time) }
            case "escape": return finishLeaving(at: time)
            default: break
            }
            return []
        case .account:
            return toAccount(.keyPressed(name), at: time)
        case .choosingPlayer:
            switch name {
            case "up", "left", "down", "right": list.move(name)
            case "enter", "space": return choosePlayer(at: list.focus, time: time)
            case "escape": showTiles(at: time)
            default: break
            }
            return []
        case .playing, .profile:
            return []
        }
    }

    private mutating func activateFocus(at time: Double) -> [HomeEffect] {
        switch focusedButton {
        case .player: return openPlayerButton()
        case .accessibility: return [.openAccessibility]
        case .language: return [.nextLanguage]
        case .profile: return openProfile()
        case .leaderboards: return start(modeCount, at: time)
        case nil: return start(focus - 1, at: time)
        }
    }
}
