import QuizCore
import TestSupportText
import Testing

@testable import QuizFlows

/// The home's decisions without a window or a store: who plays, the focus,
/// the player list, and what comes after a game; the desks' answers are
/// given as the scene would give them.
@Suite struct HomeFlowTests {
    static let guest = PlayerRef(id: 7, name: "Player 7", isGuest: true)
    static let ada = PlayerRef(id: 1, name: "Ada", isGuest: false)
    static let grace = PlayerRef(id: 2, name: "Grace", isGuest: false)

    static func kiosk(modes: Int = 2, leads: String? = nil, accounts: Bool = false) -> HomeFlow {
        HomeFlow(
            modeCount: modes, player: nil, fixedPlayer: nil, kiosk: true, hasAccounts: accounts,
            leadConsent: leads.map { .operatorText($0) })
    }

    static func handheld(player: PlayerRef?, modes: Int = 2, leads: String? = nil) -> HomeFlow {
        HomeFlow(
            modeCount: modes, player: player, fixedPlayer: nil, kiosk: false, hasAccounts: false,
            leadConsent: leads.map { .operatorText($0) })
    }

    /// Ada's handheld home with every header button: Leaderboards, the speaker, the globe and Profile.
    static func everyHeaderButton() -> HomeFlow {
        var flow = handheld(player: ada)
        flow.hasBoards = true
        flow.hasProfiles = true
        flow.hasAccessibility = true
        flow.hasLanguages = true
        return flow
    }

    @Test func aKioskVisitorPicksAGameAndANewGuestPlaysIt() {
        var flow = Self.kiosk()
        #expect(flow.reduce(.appeared, at: 0).isEmpty, "two modes: the tiles")
        #expect(flow.reduce(.keyPressed("right"), at: 1).isEmpty)
        #expect(flow.focus == 2)
        #expect(flow.reduce(.keyPressed("enter"), at: 1) == [.makeGuest(forMode: 1)])
        #expect(flow.screen == .tiles && flow.player == nil, "nothing changes until the guest is made")
        #expect(
            flow.reduce(.guestMade(Self.guest, mode: 1), at: 1) == [
                .markPlayed(Self.guest), .startMode(1, for: Self.guest),
            ])
        #expect(flow.screen == .playing)
        #expect(flow.player == Self.guest)
        #expect(flow.game == HomeFlow.Game(mode: 1, player: Self.guest))
    }

    @Test func aGuestTheStoreCannotMakeLeavesTheTilesWithAReason() {
        var flow = Self.kiosk()
        _ = flow.reduce(.tileTapped(0), at: 1)
        #expect(flow.reduce(.guestMade(nil, mode: 0), at: 1).isEmpty)
        #expect(flow.screen == .tiles)
        #expect(
            flow.notice?.english == "Could not start a player: the game's store is not answering"
                && flow.notice?.isError == true)
    }

    @Test func aSingleModeStartsAtOnceAndLeavingItLeavesTheGame() {
        var flow = Self.handheld(player: Self.ada, modes: 1)
        #expect(flow.reduce(.appeared, at: 0) == [.markPlayed(Self.ada), .startMode(0, for: Self.ada)])
        #expect(flow.reduce(.modeLeft(played: true), at: 5).isEmpty)
        #expect(flow.wantsQuit)
    }

    @Test func aKioskVisitorBackHomeIsDoneAndTheNextStartsFresh() {
        var flow = Self.kiosk()
        _ = flow.reduce(.visitorActive, at: 0)
        _ = flow.reduce(.tileTapped(1), at: 0)
        _ = flow.reduce(.guestMade(Self.guest, mode: 1), at: 0)
        #expect(flow.reduce(.modeLeft(played: true), at: 9) == [.closeMode])
        #expect(flow.screen == .tiles && flow.player == nil && flow.game == nil && flow.focus == 1)
    }

    @Test func aHandheldPlayerBackHomeKeepsPlaying() {
        var flow = Self.handheld(player: Self.ada)
        _ = flow.reduce(.keyPressed("enter"), at: 0)
        #expect(flow.reduce(.modeLeft(played: true), at: 9) == [.closeMode])
        #expect(flow.screen == .tiles && flow.player == Self.ada && flow.game == nil)
        #expect(flow.reduce(.keyPressed("escape"), at: 10).isEmpty)
        #expect(flow.wantsQuit, "Escape on a handheld's tiles quits")
    }

    @Test func afterAGameTheLeadsFormComesOncePerVisitAndSendSavesTheLead() throws {
        var flow = Self.handheld(player: Self.ada, leads: "You may email me.")
        _ = flow.reduce(.keyPressed("enter"), at: 0)
        #expect(flow.reduce(.modeLeft(played: true), at: 9).isEmpty)
        #expect(flow.screen == .lead)
        let form = try #require(flow.leadForm)
        #expect(form.name == "Ada" && form.focus == .email && form.consent == .operatorText("You may email me."))
        // The email on the keyboard, then the box, then Send.
        _ = flow.reduce(.leadItemTapped(.email), at: 10)
        #expect(flow.screen == .leadTyping(.email))
        _ = flow.reduce(.textTyped("ada@example.org"), at: 10)
        #expect(flow.reduce(.keyPressed("enter"), at: 10).isEmpty)
        #expect(flow.screen == .lead && flow.leadForm?.focus == .consent)
        _ = flow.reduce(.keyPressed("space"), at: 11)
        let lead = LeadForm.Lead(name: "Ada", email: "ada@example.org", consent: .operatorText("You may email me."))
        #expect(flow.reduce(.leadItemTapped(.send), at: 12) == [.saveLead(lead, for: Self.ada), .closeMode])
        #expect(flow.screen == .tiles && flow.leadForm == nil)
        #expect(
            flow.notice?.english == "Thank you, Ada: your email is kept as you agreed" && flow.notice?.isError == false)
        // The next game: asked once is enough.
        _ = flow.reduce(.keyPressed("enter"), at: 20)
        #expect(flow.reduce(.modeLeft(played: true), at: 29) == [.closeMode])
        #expect(flow.screen == .tiles)
    }

    @Test func noLeadsFormWithoutAnAnswer() {
        var flow = Self.handheld(player: Self.ada, leads: "Yes.")
        _ = flow.reduce(.keyPressed("enter"), at: 0)
        #expect(flow.reduce(.modeLeft(played: false), at: 9) == [.closeMode])
        #expect(flow.screen == .tiles && flow.leadForm == nil)
    }

    @Test func thePlayerListFocusesWhoPlaysWrapsAndScrollsToKeepTheFocusShown() {
        var flow = Self.handheld(player: Self.grace)
        let named = [Self.ada, Self.grace] + (3...9).map { PlayerRef(id: Int64($0), name: "P\($0)", isGuest: false) }
        #expect(flow.reduce(.keyPressed("left"), at: 0).isEmpty)
        #expect(flow.reduce(.keyPressed("enter"), at: 0) == [.listPlayers(named: true, accountOf: nil)])
        _ = flow.reduce(.playersListed(named, playerHasAccount: false), at: 0)
        #expect(flow.screen == .choosingPlayer)
        #expect(flow.list == PlayerList(players: named, accountRows: [], focus: 1))
        #expect(flow.list.labels.last?.english == "New player" && flow.list.count == 10)
        // Four rows fit: down to the sixth scrolls by two.
        _ = flow.reduce(.playerRowsShown(4), at: 0)
        #expect(flow.list.top == 0)
        for _ in 0..<4 { _ = flow.reduce(.keyPressed("down"), at: 0) }
        _ = flow.reduce(.playerRowsShown(4), at: 0)
        #expect(flow.list.focus == 5 && flow.list.top == 2)
        // Up past the first row wraps to New player, at the end.
        for _ in 0..<6 { _ = flow.reduce(.keyPressed("up"), at: 0) }
        _ = flow.reduce(.playerRowsShown(4), at: 0)
        #expect(flow.list.focus == 9 && flow.list.top == 6)
        #expect(flow.reduce(.keyPressed("enter"), at: 0).isEmpty)
        #expect(flow.screen == .naming)
    }

    @Test func aHandheldGuestIsListedFirstAndChoosingANameFindsThePlayer() {
        var flow = Self.handheld(player: Self.guest)
        _ = flow.reduce(.playerButtonTapped, at: 0)
        _ = flow.reduce(.playersListed([Self.ada], playerHasAccount: false), at: 0)
        #expect(flow.list.players == [Self.guest, Self.ada] && flow.list.focus == 0)
        #expect(flow.reduce(.playerRowTapped(1), at: 0) == [.markPlayed(Self.ada)])
        #expect(flow.player == Self.ada && flow.screen == .tiles && flow.focus == 1)
        // New player: a typed name is found (or made) on a handheld.
        _ = flow.reduce(.playerButtonTapped, at: 1)
        _ = flow.reduce(.playersListed([Self.ada], playerHasAccount: false), at: 1)
        _ = flow.reduce(.playerRowTapped(1), at: 1)
        #expect(flow.screen == .naming)
        _ = flow.reduce(.textTyped("grace"), at: 1)
        #expect(flow.reduce(.keyPressed("enter"), at: 1) == [.findPlayer(named: "grace", new: false)])
        #expect(flow.reduce(.nameKept(Self.grace), at: 1) == [.markPlayed(Self.grace)])
        #expect(flow.player == Self.grace && flow.screen == .tiles)
    }

    @Test func aKioskWithAccountsListsOnlyTheWaysToNameOneself() {
        var flow = Self.kiosk(accounts: true)
        #expect(flow.reduce(.playerButtonTapped, at: 0) == [.listPlayers(named: false, accountOf: nil)])
        _ = flow.reduce(.playersListed([], playerHasAccount: false), at: 0)
        #expect(flow.list.labels.map(\.english) == ["New player", "Log in", "Register"])
        // Register: the account screens, and what they come to.
        #expect(flow.reduce(.playerRowTapped(2), at: 0).isEmpty)
        #expect(flow.screen == .account && flow.account?.form.kind == .register)
        #expect(flow.reduce(.account(.keyPressed("escape")), at: 0) == [.listPlayers(named: false, accountOf: nil)])
        #expect(flow.account == nil)
    }

    @Test func choosingARegisteredPlayerAsksTheirPassword() {
        var flow = HomeFlow(
            modeCount: 2, player: Self.grace, fixedPlayer: nil, kiosk: false, hasAccounts: true, leadConsent: nil)
        _ = flow.reduce(.playerButtonTapped, at: 0)
        _ = flow.reduce(.playersListed([Self.grace, Self.ada], playerHasAccount: true), at: 0)
        #expect(flow.list.accountRows.map(\.english) == ["Log in", "Register", "Your account"])
        #expect(flow.reduce(.playerRowTapped(1), at: 0) == [.findAccount(of: Self.ada)])
        _ = flow.reduce(.accountFound(Self.ada, username: "ada"), at: 0)
        #expect(flow.screen == .account)
        #expect(flow.account?.form.kind == .logIn && flow.account?.form.value(.login) == "ada")
        #expect(flow.account?.form.focus == 1, "the password field is next")
    }

    @Test func aPlayerTheAccountScreensGiveIsNamedAndPlays() {
        var flow = Self.kiosk(accounts: true)
        _ = flow.reduce(.playerButtonTapped, at: 0)
        _ = flow.reduce(.playersListed([], playerHasAccount: false), at: 0)
        _ = flow.reduce(.playerRowTapped(1), at: 0)
        _ = flow.reduce(.account(.itemTapped(.field(.login))), at: 0)
        _ = flow.reduce(.account(.textTyped("ada")), at: 0)
        _ = flow.reduce(.account(.keyPressed("enter")), at: 0)
        _ = flow.reduce(.account(.itemTapped(.field(.password))), at: 0)
        _ = flow.reduce(.account(.textTyped("Secret#12")), at: 0)
        _ = flow.reduce(.account(.keyPressed("enter")), at: 0)
        #expect(
            flow.reduce(.account(.itemTapped(.action)), at: 0) == [.account(.logIn("ada", password: "Secret#12"))])
        #expect(flow.reduce(.account(.answered(.logIn(.loggedIn(Self.ada)))), at: 0) == [.markPlayed(Self.ada)])
        #expect(flow.screen == .tiles && flow.player == Self.ada && flow.account == nil)
        #expect(flow.notice?.english == "Logged in: playing as Ada" && flow.notice?.isError == false)
    }

    @Test func aFixedPlayerSkipsThePlayerButtonAndStaysAcrossResets() {
        var flow = HomeFlow(
            modeCount: 2, player: Self.ada, fixedPlayer: Self.ada, kiosk: true, hasAccounts: false, leadConsent: nil)
        _ = flow.reduce(.keyPressed("left"), at: 0)
        #expect(flow.focus == 2, "left from the first tile skips the player button to the last")
        _ = flow.reduce(.keyPressed("right"), at: 0)
        #expect(flow.focus == 1)
        #expect(flow.reduce(.playerButtonTapped, at: 0).isEmpty)
        #expect(flow.screen == .tiles)
        _ = flow.reduce(.keyPressed("enter"), at: 0)
        #expect(flow.reduce(.titleReached, at: 5).isEmpty)
        #expect(flow.player == Self.ada)
    }

    @Test func theHeaderButtonsFollowTheTilesInTheFocusOrder() {
        var flow = Self.handheld(player: Self.ada)
        flow.hasBoards = true
        #expect(flow.focusCount == 4)
        flow.hasProfiles = true
        #expect(flow.focusCount == 5 && flow.boardsFocus == 3 && flow.profileFocus == 4)
        var seen: [Int] = []
        for _ in 0..<5 {
            _ = flow.reduce(.keyPressed("right"), at: 0)
            seen.append(flow.focus)
        }
        #expect(seen == [2, 3, 4, 0, 1])
        _ = flow.reduce(.keyPressed("left"), at: 0)
        _ = flow.reduce(.keyPressed("left"), at: 0)
        #expect(flow.reduce(.keyPressed("enter"), at: 0) == [.openProfile(Self.ada)])
        #expect(flow.screen == .profile)
        #expect(flow.reduce(.profileLeft, at: 1) == [.closeProfile])
        #expect(flow.screen == .tiles && flow.focus == flow.profileFocus)
        #expect(flow.reduce(.boardsTapped, at: 1) == [.markPlayed(Self.ada), .startMode(2, for: Self.ada)])
    }

    @Test func theSpeakerSitsBetweenLeaderboardsAndProfileSoLeftStillReachesProfile() {
        var flow = Self.handheld(player: Self.ada)
        flow.hasBoards = true
        flow.hasProfiles = true
        flow.hasAccessibility = true
        #expect(flow.focusCount == 6 && flow.boardsFocus == 3 && flow.accessibilityFocus == 4)
        #expect(flow.profileFocus == 5)
        // From the first tile: the player button, then round to Profile, the last.
        _ = flow.reduce(.keyPressed("left"), at: 0)
        _ = flow.reduce(.keyPressed("left"), at: 0)
        #expect(flow.reduce(.keyPressed("enter"), at: 0) == [.openProfile(Self.ada)])
        _ = flow.reduce(.profileLeft, at: 1)
        _ = flow.reduce(.keyPressed("left"), at: 1)
        #expect(flow.reduce(.keyPressed("enter"), at: 1) == [.openAccessibility])
    }

    @Test func theGlobeSitsBetweenTheSpeakerAndProfileAndStepsTheLanguage() {
        var flow = Self.everyHeaderButton()
        #expect(flow.focusCount == 7 && flow.accessibilityFocus == 4 && flow.languageFocus == 5)
        #expect(flow.profileFocus == 6)
        // From the first tile: the player button, round to Profile, then back to the globe.
        for _ in 0..<3 { _ = flow.reduce(.keyPressed("left"), at: 0) }
        #expect(flow.focus == flow.languageFocus)
        #expect(flow.reduce(.keyPressed("enter"), at: 0) == [.nextLanguage])
        #expect(flow.screen == .tiles, "the home stays, in the next language")
        _ = flow.reduce(.keyPressed("right"), at: 0)
        #expect(flow.reduce(.languageTapped, at: 0) == [.nextLanguage])
        #expect(flow.focus == flow.languageFocus, "a tap moves the focus to the globe")
    }

    @Test func theFocusedButtonIsNamedForTheNarrationAndEnterDoesWhatItSays() {
        var flow = Self.everyHeaderButton()
        var named: [HomeButton?] = []
        for _ in 0..<flow.focusCount {
            named.append(flow.focusedButton)
            _ = flow.reduce(.keyPressed("right"), at: 0)
        }
        // From the first tile: the two tiles, Leaderboards, the speaker, the globe, Profile, the player button.
        #expect(named == [nil, nil, .leaderboards, .accessibility, .language, .profile, .player])
        var bare = Self.handheld(player: Self.ada)
        bare.hasBoards = true
        _ = bare.reduce(.keyPressed("left"), at: 0)
        _ = bare.reduce(.keyPressed("left"), at: 0)
        #expect(bare.focusedButton == .leaderboards, "without speaker, globe or profile, Leaderboards is last")
    }

    @Test func aKiosksNextVisitorStartsInTheOperatorsLanguage() {
        var flow = Self.kiosk()
        flow.hasLanguages = true
        _ = flow.reduce(.appeared, at: 0)
        #expect(flow.reduce(.languageTapped, at: 1) == [.nextLanguage])
        #expect(flow.reduce(.visitorEnded, at: 90) == [.closeMode, .resetLanguage])
        var single = Self.kiosk()
        _ = single.reduce(.appeared, at: 0)
        #expect(single.reduce(.visitorEnded, at: 90) == [.closeMode], "no globe: nothing to reset")
    }

    @Test func aTiltMovesTheFocusAndHoldingStillStartsTheTile() {
        var flow = Self.handheld(player: Self.ada, modes: 3)
        _ = flow.reduce(.tiltStepped(1), at: 1)
        _ = flow.reduce(.tiltStepped(1), at: 1.5)
        _ = flow.reduce(.tiltStepped(1), at: 2)
        #expect(flow.focus == 3 && flow.tiltChose, "the last tile at most")
        // Armed 0.6 s after the tilt, then held still 1.2 s.
        #expect(flow.reduce(.stillnessChecked(isNeutral: true), at: 2.7).isEmpty)
        #expect(flow.reduce(.stillnessChecked(isNeutral: true), at: 3.8).isEmpty)
        #expect(
            flow.reduce(.stillnessChecked(isNeutral: true), at: 4) == [
                .markPlayed(Self.ada), .startMode(2, for: Self.ada),
            ])
        #expect(!flow.tiltChose && flow.screen == .playing)
    }
}
