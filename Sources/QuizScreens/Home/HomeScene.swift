import Foundation
import QuizCore
import QuizFlows
import QuizText
import TiltInput

/// The home screen: one tile per mode, who is playing, and the way to the
/// mode chosen; the mode's scene then runs inside it, and leaving the mode's
/// first screen comes back here. What the home decides (which screen, the
/// focus, who plays, what comes after a game) is `HomeFlow`'s: this scene
/// holds it, draws it, turns input into its actions and performs its
/// effects with the roster and the desks.
public final class HomeScene: Scene {
    let modes: [HomeMode]
    let roster: PlayerRoster
    /// Where leads go; nil when the operator does not ask for them.
    let leads: LeadDesk?
    /// Where players register and log in; nil: no accounts on this device.
    let accounts: AccountDesk?
    let tilt: TiltFeed
    /// Everything the home decides.
    private(set) var flow: HomeFlow
    /// The mode's scene on view (or last played), and who plays it.
    private(set) var current: (scene: any KioskPlayable, player: PlayerRef)?
    /// The last mode scene left with answers in it, and who played it.
    private var lastGame: (scene: any KioskPlayable, player: PlayerRef?)?
    /// Whether the mode on view has had an answer.
    private var currentPlayed = false
    /// The profile pages on view.
    private(set) var profileScene: ProfileScene?
    var lastSize = Size(width: 1280, height: 720)
    /// The row heights last drawn with (`LineRoom`), so taps find the fields where they were drawn.
    var lastLines = LineRoom.latinAtHundred
    /// The catalog of the language on view when the home last drew (its own screens or the mode's inside it),
    /// so a lead keeps the consent sentence in the language the form was shown in; nil before the first draw.
    var shownCatalog: Catalog?
    /// Where the header's Leaderboards and Profile buttons were last drawn (nil: not shown), for taps: their
    /// widths depend on the game's name's.
    var boardsButton: Rect?
    var profileButton: Rect?
    var speakerButton: Rect?
    /// The player button as last drawn (its label dropped on a narrow header).
    var playerButton: Rect?
    var globeButton: Rect?
    /// Opens the Accessibility screen (the layer around the session sets it); nil: no speaker button.
    public var openAccessibility: (() -> Void)? {
        didSet { flow.hasAccessibility = openAccessibility != nil }
    }
    /// The session's language, which the globe button steps through; nil or one language offered: no globe.
    public var languages: LanguageChoice? {
        didSet {
            flow.hasLanguages = languages?.offersChoice == true
            followPlayersLanguage(again: true)
        }
    }
    /// Where a named player's choice of language is kept: the globe keeps it, and their next session starts in
    /// it (a fixed `--player` at once); nil keeps none.
    public var languageKeeper: (any LanguageKeeper)? {
        didSet { followPlayersLanguage(again: true) }
    }
    /// The player whose kept language was last looked up, so that it is looked up once per player who comes.
    private var languagePlayerID: Int64?
    /// The home screen is the top: nothing above it to offer.
    public var offersHome = false
    /// With a fleet: whether its last sync failed, as the sync runner publishes it (read once a frame; nil
    /// without a fleet).
    public var fleetOffline: (@Sendable () -> Bool)?
    /// The "Leaderboards" button (in the header, under the tiles when tall), after the tiles in the focus
    /// order; nil shows none.
    public var boards: HomeBoards? {
        didSet { flow.hasBoards = boards != nil }
    }
    /// Profiles, follows and avatars; nil: no Profile button.
    public var profiles: ProfileDesk? {
        didSet { flow.hasProfiles = profiles != nil }
    }

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
        flow = HomeFlow(
            modeCount: modes.count, player: player ?? (kiosk ? nil : roster.lastPlayer()), fixedPlayer: player,
            kiosk: kiosk, hasAccounts: accounts != nil,
            leadConsent: leads.map { LeadConsent(operatorText: $0.consentText) })
        send(.appeared, at: 0)
    }

    /// Who plays now; nil on a kiosk until the visitor picks a game or types a name.
    public var player: PlayerRef? { flow.player }
    public var wantsQuit: Bool { flow.wantsQuit }
    public var isInKiosk: Bool {
        get { flow.isInKiosk }
        set {
            flow.isInKiosk = newValue
            current?.scene.isInKiosk = newValue
        }
    }

    /// Mode `index`'s tile, or Leaderboards just after the last: the kiosk's name for it, and its start.
    func entry(_ index: Int) -> (name: String, start: (PlayerRef, Double) -> any KioskPlayable) {
        if index == modes.count, let boards { return (LeaderboardScene.modeName, boards.start) }
        let mode = modes[index == modes.count ? 0 : index]
        return (mode.info.id.rawValue, mode.start)
    }

    /// The mode's own answer while one is played; the home's screens are at rest once shown.
    public func isSettled(at time: Double) -> Bool {
        if flow.screen == .playing, let current { return current.scene.isSettled(at: time) }
        return true
    }

    public var screenName: String {
        switch flow.screen {
        // Not "home": trivia's own first screen has that name, and screenshots name screens.
        case .tiles: return "modes"
        case .naming: return "home-name"
        case .choosingPlayer: return "home-players"
        case .lead: return "home-lead"
        case .leadTyping(let item): return item == .email ? "home-lead-email" : "home-lead-name"
        case .account: return flow.account?.screenName ?? "account"
        case .playing: return current?.scene.screenName ?? "modes"
        case .profile: return profileScene?.screenName ?? "modes"
        }
    }

    public var isDone: Bool { flow.screen == .playing && current?.scene.isDone == true }

    var currentScene: (any KioskPlayable)? { current?.scene }

    // MARK: Actions and effects

    /// Applies an action to the flow and performs what it asks, feeding each desk's answer back.
    func send(_ action: HomeAction, at time: Double) {
        // A keyboard opened now types the second page of letters of the language on view.
        flow.letters = languages.map { TextKeyboard.LetterPage(language: $0.current) } ?? .accents
        let effects = flow.reduce(action, at: time)
        // Before the effects: a game the player starts now deals in their language.
        followPlayersLanguage()
        for effect in effects { perform(effect, at: time) }
    }

    /// A named player who comes to play gets the language they last chose, where it is offered; `again` looks
    /// it up for the player already there (the keeper or the languages just came).
    private func followPlayersLanguage(again: Bool = false) {
        guard again || flow.player?.id != languagePlayerID else { return }
        languagePlayerID = flow.player?.id
        guard let player = flow.player, !player.isGuest, let languages, languages.offersChoice,
            let kept = languageKeeper?.language(of: player), languages.offered.contains(kept)
        else { return }
        languages.stay(in: kept)
    }

    /// The one place the home's effects are performed.
    private func perform(_ effect: HomeEffect, at time: Double) {
        switch effect {
        case .makeGuest(let mode):
            send(.guestMade(roster.newGuest(), mode: mode), at: time)
        case .markPlayed(let player):
            roster.markPlayed(player)
        case .startMode(let index, let player):
            let scene = entry(index).start(player, time)
            scene.isInKiosk = isInKiosk
            scene.offersHome = flow.hasHome
            replaceCurrent(with: (scene, player))
        case .closeMode:
            replaceCurrent(with: nil)
        case .listPlayers(let named, let accountOf):
            let hasAccount = accountOf.map { accounts?.account(of: $0) != nil } ?? false
            send(.playersListed(named ? roster.namedPlayers() : [], playerHasAccount: hasAccount), at: time)
        case .findPlayer(let name, let new):
            send(.nameKept(new ? roster.newPlayer(named: name) : roster.player(named: name)), at: time)
        case .findAccount(let player):
            send(.accountFound(player, username: accounts?.account(of: player)?.username), at: time)
        case .saveLead(let lead, let player):
            keep(lead, for: player)
        case .account(let request):
            guard let accounts else { return }
            send(.account(.answered(Self.answer(request, from: accounts))), at: time)
        case .openProfile(let player):
            guard let profiles else { return }
            profileScene = ProfileScene(desk: profiles, viewer: player, letters: flow.letters, at: time)
        case .closeProfile:
            profileScene = nil
        case .openAccessibility:
            openAccessibility?()
        case .nextLanguage:
            guard let languages else { return }
            languages.stepForward()
            if let player = flow.player, !player.isGuest { languageKeeper?.keep(languages.current, for: player) }
        case .resetLanguage:
            languages?.reset()
        }
    }

    /// Keeps a lead with the consent sentence as the form showed it: the operator's words, or the catalog's in the
    /// language on view. A form never drawn showed no sentence to agree to, and keeps nothing.
    private func keep(_ lead: LeadForm.Lead, for player: PlayerRef) {
        guard let leads else { return }
        guard let sentence = lead.consent.sentence(shownIn: shownCatalog) else {
            ProgramMessage.write("a lead is not kept: the leads form was never drawn, so no consent was shown")
            return
        }
        leads.keep(name: lead.name, email: lead.email, consentText: sentence, for: player)
    }

    /// Puts a mode's scene on (or none). The summary tells of the last game
    /// someone played, even after the next visitor came.
    private func replaceCurrent(with new: (scene: any KioskPlayable, player: PlayerRef)?) {
        notePlay()
        if let current, currentPlayed { lastGame = (current.scene, current.player) }
        current = new
        currentPlayed = false
    }

    /// Notes that the mode on view has had an answer (a reset may clear its count later).
    private func notePlay() {
        if let current, current.scene.progress.answered > 0 { currentPlayed = true }
    }

    /// The kiosk is done with this visitor: the next starts fresh.
    func endVisitor(at time: Double) { send(.visitorEnded, at: time) }

    // MARK: Input

    public func handle(_ input: InputEvent, at time: Double) {
        if input != .quit { send(.visitorActive, at: time) }
        if flow.screen == .playing, let current {
            current.scene.handle(input, at: time)
            return
        }
        if flow.screen == .profile, let profileScene {
            profileScene.handle(input, at: time)
            if profileScene.wantsQuit { send(.profileLeft, at: time) }
            return
        }
        switch input {
        case .quit:
            send(.quitAsked, at: time)
        case .key(let name, down: true):
            send(.keyPressed(name), at: time)
        case .tap(let x, let y):
            if let action = tapAction(x: x, y: y) { send(action, at: time) }
        case .text(let text):
            send(.textTyped(text), at: time)
        case .key, .swipe, .scroll, .touch:
            break
        }
    }

    public func handle(_ event: TimedTiltEvent) {
        if flow.screen == .playing, let current {
            current.scene.handle(event)
            return
        }
        // A tilt moves the focus among the tiles; holding still then starts the one focused.
        guard tilt.isSensor, case .commit(let side) = event.event else { return }
        send(.tiltStepped(side == .left ? -1 : 1), at: event.time)
    }

    public func update(at time: Double) {
        // The fleet's runner publishes its last outcome; reading it here never waits on a sync.
        if let fleetOffline, fleetOffline() != flow.offline {
            send(.fleetSynced(offline: !flow.offline), at: time)
        }
        if flow.screen == .profile, let profileScene {
            profileScene.update(at: time)
            if profileScene.wantsQuit { send(.profileLeft, at: time) }
            return
        }
        if flow.screen == .playing, let current {
            current.scene.update(at: time)
            notePlay()
            if current.scene.wantsQuit { send(.modeLeft(played: currentPlayed), at: time) }
            return
        }
        if flow.tiltChose { send(.stillnessChecked(isNeutral: tilt.pipeline.isNeutral), at: time) }
    }

    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        lastLines = painter.lineRoom
        shownCatalog = painter.catalog
        if flow.screen == .playing, let current {
            current.scene.draw(painter, at: time)
            return
        }
        if flow.screen == .profile, let profileScene {
            profileScene.draw(painter, at: time)
            return
        }
        let layout = HomeLayout(
            size: painter.size, tileCount: modes.count, hasBoards: boards != nil,
            hasStatusLine: flow.offline, hasSpeaker: flow.hasAccessibility, hasGlobe: flow.hasLanguages,
            lines: lastLines)
        if flow.screen == .choosingPlayer {
            // The list scrolls to keep its focus among the rows that fit.
            send(.playerRowsShown(layout.playerRows(count: flow.list.count).count), at: time)
        }
        HomeView(scene: self, flow: flow, layout: layout, time: time).draw(painter)
    }

    /// The played mode's summary with the player's name; the home's own when no mode was played.
    public func summaryJSON() -> String {
        var shown = current.map { (scene: $0.scene, player: Optional($0.player)) }
        notePlay()
        if let lastGame, !currentPlayed { shown = lastGame }
        // Names escaped as JSONEncoder escaped them before, `/` as `\/`.
        let name = (shown?.player ?? player).map { JSONText.string($0.name, format: .escapingSlashes) } ?? "null"
        guard let shown else {
            let modeIDs = modes.map { JSONText.string($0.info.id.rawValue) }
            return JSONText.object([
                ("screen", JSONText.string(screenName)), ("player", name),
                ("modes", "[" + modeIDs.joined(separator: ",") + "]"),
            ])
        }
        // Each mode's summary names its mode; the home adds who played.
        return JSONText.adding([("player", name)], to: shown.scene.summaryJSON())
    }

    // MARK: Hooks for the kiosk layer

    /// Steps the mode toward its title; once there, the visitor is done.
    func stepHomeward(at time: Double) -> Bool {
        if flow.screen == .playing, let current {
            notePlay()
            guard current.scene.stepTowardTitle(at: time) else { return false }
        }
        send(.titleReached, at: time)
        return true
    }

    func kioskStep(at time: Double, engaged: Bool) {
        if engaged { send(.visitorActive, at: time) }
        if flow.screen == .playing, let current {
            current.scene.kioskUpdate(at: time, engaged: engaged)
            notePlay()
            if current.scene.wantsQuit { send(.modeLeft(played: currentPlayed), at: time) }
            return
        }
        if engaged { update(at: time) }
    }
}
