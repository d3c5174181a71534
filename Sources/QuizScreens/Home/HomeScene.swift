import Foundation
import QuizCore
import TiltInput

/// The home screen: one tile per mode, who is playing, and the way to the
/// mode chosen; the mode's scene then runs inside it, and leaving the mode's
/// first screen comes back here. With a single mode there is no home: the
/// mode starts at once and leaving it leaves the game.
///
/// In a kiosk each visitor is a new player: a guest ("Player 12") made when
/// they pick a game, or the name they type; back home, or reset by the
/// kiosk, the next visitor starts fresh. On a handheld the player who played
/// last is picked again, and "Switch player" lists the device's players.
/// When the operator asks for leads, a player back home after a game meets
/// the leads form once per visit.
public final class HomeScene: Scene {
    /// What is on view.
    enum Screen: Equatable {
        case tiles
        case naming
        case choosingPlayer
        case playing
        /// The leads form, after a game.
        case lead
        /// The keyboard for one of the form's fields.
        case leadTyping(LeadFormState.Item)
        /// Logging in, registering, or the player's account (`AccountFlow`).
        case account
        /// The player's profile and its pages (`profileScene`).
        case profile
    }

    let modes: [HomeMode]
    let roster: PlayerRoster
    /// Where leads go; nil when the operator does not ask for them.
    let leads: LeadDesk?
    /// Where players register and log in; nil: no accounts on this device.
    let accounts: AccountDesk?
    /// The account screens on view.
    var accountFlow: AccountFlow?
    let tilt: TiltFeed
    /// `play --player NAME`: always this player, no switching.
    let fixedPlayer: PlayerRef?
    private(set) var screen: Screen = .tiles
    /// Who plays now; nil on a kiosk until the visitor picks a game or types a name.
    public private(set) var player: PlayerRef?
    /// The mode playing (or last played), and its index in `modes`.
    private(set) var current: (index: Int, scene: any KioskPlayable, player: PlayerRef)?
    /// The last mode scene left with answers in it, and who played it.
    private var lastGame: (scene: any KioskPlayable, player: PlayerRef?)?
    /// Whether the mode on view has had an answer.
    private var currentPlayed = false
    /// The focused tile or button: 0 is the player button, 1... the tiles.
    private(set) var focus = 1
    var keyboard = TextKeyboard(.name)
    /// The leads form on view, or being filled in through the keyboard.
    var leadForm: LeadFormState?
    /// Players who met the form in this visit (once is enough).
    private var offeredLead: Set<Int64> = []
    /// The player list's focus ("New player" is the last row) and first row shown.
    var listFocus = 0
    var listTop = 0
    var listed: [PlayerRef] = []
    /// A line in place of who plays: why no player could be started (an
    /// error), or thanks for a lead; shown until the next choice.
    private(set) var notice: (text: String, isError: Bool)?
    /// Whether someone touched anything since this visitor began (a kiosk
    /// makes a new guest for the next one only then).
    private var visitorEngaged = false
    /// Tilt choice on a handheld without touch: a tilt moves the focus, then holding still confirms.
    private var tiltChose = false
    var hold = NeutralHold(armAfterSeconds: 0.6, holdSeconds: 1.2)
    private(set) var shownAt = 0.0
    var lastSize = Size(width: 1280, height: 720)
    public private(set) var wantsQuit = false
    public var isInKiosk = false {
        didSet { current?.scene.isInKiosk = isInKiosk }
    }
    /// The home screen is the top: nothing above it to offer.
    public var offersHome = false
    /// The "Leaderboards" button (in the header, under the tiles when tall), after the tiles in the focus
    /// order; nil shows none.
    public var boards: HomeBoards?
    /// Profiles, follows and avatars; nil: no Profile button.
    public var profiles: ProfileDesk?
    /// The profile pages on view.
    private(set) var profileScene: ProfileScene?
    /// Where the header's Leaderboards and Profile buttons were last drawn (nil: not shown), for taps: their
    /// widths depend on the game's name's.
    var boardsButton: Rect?
    var profileButton: Rect?

    /// A home over `modes` (at least one), in the order given. A single mode starts at once.
    public init(
        modes: [HomeMode], roster: PlayerRoster, tilt: TiltFeed, player: PlayerRef? = nil, kiosk: Bool,
        leads: LeadDesk? = nil, accounts: AccountDesk? = nil
    ) {
        precondition(!modes.isEmpty, "the home screen needs a mode")
        self.modes = modes
        self.roster = roster
        self.leads = leads
        self.accounts = accounts
        self.tilt = tilt
        fixedPlayer = player
        isInKiosk = kiosk
        self.player = player ?? (kiosk ? nil : roster.lastPlayer())
        if modes.count == 1 { start(0, at: 0) }
    }

    var hasHome: Bool { modes.count > 1 }

    /// Mode `index`'s tile, or Leaderboards just after the last: the kiosk's name for it, and its start.
    func entry(_ index: Int) -> (name: String, start: (PlayerRef, Double) -> any KioskPlayable) {
        if index == modes.count, let boards { return (LeaderboardScene.modeName, boards.start) }
        let mode = modes[index == modes.count ? 0 : index]
        return (mode.info.id.rawValue, mode.start)
    }

    /// Focus stops, one way for arrows and taps: the player button (0), the tiles (1...modes.count), then
    /// Leaderboards and Profile, each where shown.
    var focusCount: Int { modes.count + 1 + (boards == nil ? 0 : 1) + (showsProfileButton ? 1 : 0) }

    /// The Leaderboards button's focus: after the last tile.
    var boardsFocus: Int { modes.count + 1 }

    /// The mode's own answer while one is played; the home's screens are at rest once shown.
    public func isSettled(at time: Double) -> Bool {
        if screen == .playing, let current { return current.scene.isSettled(at: time) }
        return true
    }

    public var screenName: String {
        switch screen {
        // Not "home": trivia's own first screen has that name, and screenshots name screens.
        case .tiles: return "modes"
        case .naming: return "home-name"
        case .choosingPlayer: return "home-players"
        case .lead: return "home-lead"
        case .leadTyping(let item): return item == .email ? "home-lead-email" : "home-lead-name"
        case .account: return accountFlow?.screenName ?? "account"
        case .playing: return current?.scene.screenName ?? "modes"
        case .profile: return profileScene?.screenName ?? "modes"
        }
    }

    public var isDone: Bool { screen == .playing && current?.scene.isDone == true }

    // MARK: Players

    /// The player for a game about to start: the one chosen, else a new guest
    /// (a kiosk visitor, or a handheld's first player).
    private func playerForGame() -> PlayerRef? {
        if let player { return player }
        return roster.newGuest()
    }

    /// Starts mode `index` for the current (or a new) player.
    func start(_ index: Int, at time: Double) {
        guard let player = playerForGame() else {
            notice = ("Could not start a player: the game's store is not answering", true)
            return
        }
        notice = nil
        self.player = player
        roster.markPlayed(player)
        let scene = entry(index).start(player, time)
        scene.isInKiosk = isInKiosk
        scene.offersHome = hasHome
        replaceCurrent(with: (index, scene, player))
        screen = .playing
        shownAt = time
    }

    /// Puts a mode's scene on (or none). The summary tells of the last game
    /// someone played, even after the next visitor came.
    private func replaceCurrent(with new: (index: Int, scene: any KioskPlayable, player: PlayerRef)?) {
        notePlay()
        if let current, currentPlayed { lastGame = (current.scene, current.player) }
        current = new
        currentPlayed = false
    }

    /// Notes that the mode on view has had an answer (a reset may clear its count later).
    private func notePlay() {
        if let current, current.scene.progress.answered > 0 { currentPlayed = true }
    }

    /// The next visitor starts fresh: no player until they pick a game or type
    /// a name (a single mode gets a new guest at once, if this one played).
    func endVisitor(at time: Double) {
        guard isInKiosk, fixedPlayer == nil else { return }
        let engaged = visitorEngaged
        visitorEngaged = false
        keyboard = TextKeyboard(.name)
        leadForm = nil
        accountFlow = nil
        offeredLead = []
        focus = 1
        if hasHome {
            player = nil
            replaceCurrent(with: nil)
            showTiles(at: time)
        } else if engaged {
            player = nil
            start(0, at: time)
        }
    }

    /// Back from a mode (its first screen's Escape, Quit or Home): the leads
    /// form first, once per visit, when the player played and leads are asked for.
    private func leaveMode(at time: Double) {
        notePlay()
        if let leads, currentPlayed, let player = current?.player, !offeredLead.contains(player.id) {
            offeredLead.insert(player.id)
            var form = LeadFormState(name: player.isGuest ? "" : player.name, consentText: leads.consentText)
            form.focus = form.name.isEmpty ? .name : .email
            leadForm = form
            screen = .lead
            shownAt = time
            return
        }
        finishLeaving(at: time)
    }

    /// What leaving a mode comes to: home (a kiosk's next visitor), or out of a lone mode.
    private func finishLeaving(at time: Double) {
        leadForm = nil
        guard hasHome else {
            if isInKiosk {
                // A lone mode cannot be left in a kiosk: the visitor is done, the next one starts fresh.
                visitorEngaged = true
                endVisitor(at: time)
            } else {
                wantsQuit = true
            }
            return
        }
        if isInKiosk, fixedPlayer == nil {
            endVisitor(at: time)
        } else {
            replaceCurrent(with: nil)
            showTiles(at: time)
        }
    }

    func showTiles(at time: Double) {
        screen = .tiles
        shownAt = time
        tiltChose = false
        hold.restart(at: time)
    }

    /// The player button: a kiosk visitor types a name; a handheld lists its players.
    func openPlayerButton(at time: Double) {
        guard fixedPlayer == nil else { return }
        if isInKiosk, accounts == nil {
            openKeyboard(at: time)
        } else {
            // A kiosk lists nobody (visitors do not see each other), only the ways to name oneself.
            listed = isInKiosk ? [] : roster.namedPlayers()
            if !isInKiosk, let player, player.isGuest { listed.insert(player, at: 0) }
            listFocus = listed.firstIndex(where: { $0 == player }) ?? 0
            accountRows = listAccountRows()
            listTop = 0
            screen = .choosingPlayer
            shownAt = time
        }
    }

    func openKeyboard(at time: Double) {
        keyboard = TextKeyboard(.name)
        screen = .naming
        shownAt = time
    }

    // MARK: The leads form

    /// Opens the keyboard for one of the form's fields, with what it holds.
    func editLeadField(_ item: LeadFormState.Item, at time: Double) {
        guard let form = leadForm else { return }
        keyboard = TextKeyboard(item == .email ? .email : .name, text: item == .email ? form.email : form.name)
        screen = .leadTyping(item)
        shownAt = time
    }

    /// The form's focused part pressed.
    func activateLead(_ item: LeadFormState.Item, at time: Double) {
        guard var form = leadForm else { return }
        form.focus = item
        switch item {
        case .name, .email:
            leadForm = form
            editLeadField(item, at: time)
            return
        case .consent:
            form.toggleConsent()
        case .skip:
            finishLeaving(at: time)
            return
        case .send:
            guard let kept = form.submission(), let leads, let player = current?.player else {
                leadForm = form
                return
            }
            leads.keep(name: kept.name, email: kept.email, consentText: form.consentText, for: player)
            finishLeaving(at: time)
            notice = ("Thank you, \(kept.name): your email is kept as you agreed", false)
            return
        }
        leadForm = form
    }

    /// A name was typed: a kiosk visitor becomes a new player with it; a
    /// handheld finds the player of that name (or makes them).
    func finishNaming(_ name: String, at time: Double) {
        let named = isInKiosk ? roster.newPlayer(named: name) : roster.player(named: name)
        guard let named else {
            notice = ("Could not keep the name: the game's store is not answering", true)
            showTiles(at: time)
            return
        }
        notice = nil
        player = named
        roster.markPlayed(named)
        focus = 1
        showTiles(at: time)
    }

    /// A player picked from the list (the row after the last is "New player", then the account rows).
    func choosePlayer(at row: Int, time: Double) {
        guard row < listed.count else {
            if row == listed.count { openKeyboard(at: time) } else { openAccount(row - listed.count - 1, at: time) }
            return
        }
        if let accounts, accounts.account(of: listed[row]) != nil, listed[row] != player {
            // A registered player logs in to play as themselves.
            openAccount(0, login: accounts.account(of: listed[row])?.username ?? "", at: time)
            return
        }
        player = listed[row]
        roster.markPlayed(listed[row])
        focus = 1
        showTiles(at: time)
    }

    // MARK: Accounts

    /// The account rows after "New player" on the list: log in and register, and the logged-in player's account.
    private(set) var accountRows: [String] = []

    /// The account rows for the list about to show (asked of the store once, not at every frame).
    private func listAccountRows() -> [String] {
        guard let accounts else { return [] }
        let hasAccount = player.map { accounts.account(of: $0) != nil } ?? false
        return ["Log in", "Register"] + (hasAccount ? ["Your account"] : [])
    }

    /// Opens account row `index` (log in, register, the player's account), the log-in with `login` typed.
    func openAccount(_ index: Int, login: String = "", at time: Double) {
        guard let accounts else { return }
        let kinds: [AccountForm.Kind] = [.logIn, .register, .menu]
        accountFlow = AccountFlow(desk: accounts, kind: kinds[min(index, 2)], player: player, login: login)
        screen = .account
        shownAt = time
    }

    /// What the account screens came to: back to the list, or play as the player they give.
    func finishAccount(_ outcome: AccountFlow.Outcome, at time: Double) {
        switch outcome {
        case .stay:
            return
        case .back:
            accountFlow = nil
            openPlayerButton(at: time)
        case .play(let player, let text):
            accountFlow = nil
            self.player = player
            roster.markPlayed(player)
            notice = (text, false)
            focus = 1
            showTiles(at: time)
        }
    }

    // MARK: Input

    public func handle(_ input: InputEvent, at time: Double) {
        if input != .quit { visitorEngaged = true }
        if screen == .playing, let current {
            current.scene.handle(input, at: time)
            return
        }
        if screen == .profile, let profileScene {
            profileScene.handle(input, at: time)
            if profileScene.wantsQuit { closeProfile(at: time) }
            return
        }
        switch input {
        case .quit:
            if !isInKiosk { wantsQuit = true }
        case .key(let name, down: true):
            key(name, at: time)
        case .tap(let x, let y):
            tap(x: x, y: y, at: time)
        case .text(let text):
            switch screen {
            case .naming, .leadTyping: keyboard.typeText(text)
            case .account: accountFlow?.text(text)
            default: break
            }
        case .key, .swipe, .scroll, .touch:
            break
        }
    }

    private func key(_ name: String, at time: Double) {
        switch screen {
        case .tiles:
            switch name {
            case "left", "up": focus = (focus + focusCount - 1) % focusCount
            case "right", "down": focus = (focus + 1) % focusCount
            case "enter", "space": activateFocus(at: time)
            case "escape": if !isInKiosk { wantsQuit = true }
            default: break
            }
            if focus == 0, fixedPlayer != nil { focus = name == "left" || name == "up" ? focusCount - 1 : 1 }
        case .naming, .leadTyping:
            switch name {
            case "left", "right", "up", "down": keyboard.move(name)
            case "enter": pressKey(keyboard.focusedKey, at: time)
            case "backspace": keyboard.eraseOne()
            case "escape": closeKeyboard(at: time)
            default: break
            }
        case .lead:
            switch name {
            case "left", "right", "up", "down": leadForm?.move(name)
            case "enter", "space": if let item = leadForm?.focus { activateLead(item, at: time) }
            case "escape": finishLeaving(at: time)
            default: break
            }
        case .account:
            if let outcome = accountFlow?.key(name) { finishAccount(outcome, at: time) }
        case .choosingPlayer:
            let rows = listed.count + 1 + accountRows.count
            switch name {
            case "up", "left": listFocus = (listFocus + rows - 1) % rows
            case "down", "right": listFocus = (listFocus + 1) % rows
            case "enter", "space": choosePlayer(at: listFocus, time: time)
            case "escape": showTiles(at: time)
            default: break
            }
        case .playing, .profile:
            break
        }
    }

    private func activateFocus(at time: Double) {
        if focus == 0 {
            openPlayerButton(at: time)
        } else if showsProfileButton, focus == profileFocus {
            openProfile(at: time)
        } else if boards != nil, focus == boardsFocus {
            start(modes.count, at: time)
        } else {
            start(focus - 1, at: time)
        }
    }

    private func pressKey(_ key: TextKeyboard.Key, at time: Double) {
        switch keyboard.press(key) {
        case .typing:
            break
        case .cancelled:
            closeKeyboard(at: time)
        case .done(let text):
            if case .leadTyping(let item) = screen {
                leadForm?.set(item, to: text)
                leadForm?.focus = item == .name ? .email : .consent
                screen = .lead
                shownAt = time
            } else {
                finishNaming(text, at: time)
            }
        }
    }

    /// Cancel or Escape on the keyboard: back where it was opened from, unchanged.
    private func closeKeyboard(at time: Double) {
        if case .leadTyping = screen {
            screen = .lead
            shownAt = time
        } else {
            showTiles(at: time)
        }
    }

    private func tap(x: Double, y: Double, at time: Double) {
        let layout = HomeLayout(size: lastSize, tileCount: modes.count, hasBoards: boards != nil)
        switch screen {
        case .tiles:
            if fixedPlayer == nil, layout.playerButton.contains(x: x, y: y) {
                focus = 0
                openPlayerButton(at: time)
            } else if boards != nil, let boardsButton, boardsButton.contains(x: x, y: y) {
                focus = boardsFocus
                start(modes.count, at: time)
            } else if showsProfileButton, let profileButton, profileButton.contains(x: x, y: y) {
                focus = profileFocus
                openProfile(at: time)
            } else if let index = layout.tiles.firstIndex(where: { $0.contains(x: x, y: y) }) {
                focus = index + 1
                start(index, at: time)
            }
        case .naming, .leadTyping:
            for (row, rects) in layout.keys(keyboard.rows).enumerated() {
                if let index = rects.firstIndex(where: { $0.contains(x: x, y: y) }) {
                    let key = keyboard.rows[row][index].key
                    keyboard.focus(on: key)
                    pressKey(key, at: time)
                    return
                }
            }
        case .account:
            guard let flow = accountFlow else { return }
            finishAccount(AccountTap.outcome(flow, layout: layout, x: x, y: y), at: time)
        case .choosingPlayer:
            let rows = layout.playerRows(count: listed.count + 1 + accountRows.count - listTop)
            if let index = rows.firstIndex(where: { $0.contains(x: x, y: y) }) {
                choosePlayer(at: listTop + index, time: time)
            }
        case .lead:
            let parts = layout.leadForm
            let hit: [(Rect, LeadFormState.Item)] = [
                (parts.name, .name), (parts.email, .email), (parts.consentRow, .consent), (parts.skip, .skip),
                (parts.send, .send),
            ]
            if let item = hit.first(where: { $0.0.contains(x: x, y: y) })?.1 { activateLead(item, at: time) }
        case .playing, .profile:
            break
        }
    }

    public func handle(_ event: TimedTiltEvent) {
        if screen == .playing, let current {
            current.scene.handle(event)
            return
        }
        guard screen == .tiles, tilt.isSensor, case .commit(let side) = event.event else { return }
        visitorEngaged = true
        // A tilt moves the focus among the tiles; holding still then starts the one focused.
        let tile = max(0, focus - 1)
        let next = side == .left ? tile - 1 : tile + 1
        focus = min(modes.count - 1, max(0, next)) + 1
        tiltChose = true
        hold.restart(at: event.time)
    }

    public func update(at time: Double) {
        if screen == .profile, let profileScene {
            profileScene.update(at: time)
            if profileScene.wantsQuit { closeProfile(at: time) }
            return
        }
        if screen == .playing, let current {
            current.scene.update(at: time)
            notePlay()
            if current.scene.wantsQuit { leaveMode(at: time) }
            return
        }
        if screen == .tiles, tiltChose, hold.update(at: time, isNeutral: tilt.pipeline.isNeutral), focus > 0 {
            tiltChose = false
            start(focus - 1, at: time)
        }
    }

    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        if screen == .playing, let current {
            current.scene.draw(painter, at: time)
            return
        }
        if screen == .profile, let profileScene {
            profileScene.draw(painter, at: time)
            return
        }
        HomeView(
            scene: self, layout: HomeLayout(size: painter.size, tileCount: modes.count, hasBoards: boards != nil),
            time: time
        )
        .draw(painter)
    }

    /// The played mode's summary with the player's name; the home's own when no mode was played.
    public func summaryJSON() -> String {
        var shown = current.map { (scene: $0.scene, player: Optional($0.player)) }
        notePlay()
        if let lastGame, !currentPlayed { shown = lastGame }
        let name = (shown?.player ?? player).map { Self.jsonString($0.name) } ?? "null"
        guard let shown else {
            return "{\"screen\":\"\(screenName)\",\"player\":\(name),\"modes\":["
                + modes.map { Self.jsonString($0.info.id.rawValue) }.joined(separator: ",") + "]}"
        }
        let inner = shown.scene.summaryJSON()
        guard inner.hasSuffix("}") else { return inner }
        // Each mode's summary names its mode; the home adds who played.
        return String(inner.dropLast()) + ",\"player\":\(name)}"
    }

    static func jsonString(_ text: String) -> String {
        // Escaped as JSONEncoder escaped it before, `/` as `\/`.
        JSONText.string(text, format: .escapingSlashes)
    }

    // MARK: The profile

    /// The Profile button shows with a profile desk and someone playing.
    var showsProfileButton: Bool { profiles != nil && player != nil }

    /// The Profile button's focus: after the last tile and Leaderboards.
    var profileFocus: Int { modes.count + 1 + (boards == nil ? 0 : 1) }

    /// Opens the playing player's profile.
    func openProfile(at time: Double) {
        guard let profiles, let player else { return }
        profileScene = ProfileScene(desk: profiles, viewer: player, at: time)
        screen = .profile
        shownAt = time
    }

    /// Back from the profile's first page.
    private func closeProfile(at time: Double) {
        profileScene = nil
        focus = showsProfileButton ? profileFocus : 1
        showTiles(at: time)
    }

    // MARK: Hooks for the kiosk layer

    /// Steps the mode toward its title; once there, the visitor is done.
    func stepHomeward(at time: Double) -> Bool {
        if screen == .playing, let current {
            notePlay()
            guard current.scene.stepTowardTitle(at: time) else { return false }
        }
        if screen != .playing { showTiles(at: time) }
        endVisitor(at: time)
        return true
    }

    func kioskStep(at time: Double, engaged: Bool) {
        if engaged { visitorEngaged = true }
        if screen == .playing, let current {
            current.scene.kioskUpdate(at: time, engaged: engaged)
            notePlay()
            if current.scene.wantsQuit { leaveMode(at: time) }
            return
        }
        if engaged { update(at: time) }
    }

    var currentScene: (any KioskPlayable)? { current?.scene }
}
