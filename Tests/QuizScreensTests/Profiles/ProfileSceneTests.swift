import Foundation
import QuizCore
import QuizFlows
import QuizStore
import Testing
import TiltInput

@testable import QuizScreens

/// The profile pages over a real in-memory store of the sample players (`ProfileSampleData`):
/// the way back through the pages, a guest's refused follow, a long list that scrolls, and home's
/// Profile button.
@Suite struct ProfileSceneTests {
    let utc = TimeZone(identifier: "UTC")!

    func world() throws -> (QuizDatabase, StoreProfileDesk, ProfileSampleData.Players) {
        let database = try QuizDatabase()
        let root = SceneRenderingTests.root
        try PackInstaller(database: database).installPacks(inDirectory: root + "/assets/packs")
        let players = try ProfileSampleData.add(to: database, today: "2026-07-22", zone: utc)
        let now = ProfileWeek.midnight(of: "2026-07-22", in: utc)!.addingTimeInterval(12 * 3600)
        let desk = StoreProfileDesk(
            saves: PlaySaves(database: database), timeZone: utc, assets: root + "/assets",
            dataFolder: NSTemporaryDirectory(), now: { now })
        return (database, desk, players)
    }

    func press(_ scene: ProfileScene, _ keys: String...) {
        for key in keys { scene.handle(.key(key, down: true), at: 0) }
    }

    @Test func escapeGoesBackPageByPageThenLeaves() throws {
        let (_, desk, players) = try world()
        let scene = ProfileScene(desk: desk, viewer: players.ada)
        #expect(scene.screenName == "profile")
        press(scene, "right", "enter")
        #expect(scene.screenName == "profile-follows")
        #expect(scene.people.map(\.player.name) == ["Grace"], "Mallory is banned")
        press(scene, "right", "enter")
        #expect(scene.people.map(\.player.name) == ["Grace"], "the Following tab")
        press(scene, "right", "enter")
        #expect(scene.screenName == "profile" && scene.summaryJSON().contains("\"Grace\""))
        press(scene, "escape", "escape")
        #expect(scene.screenName == "profile" && !scene.wantsQuit)
        press(scene, "escape")
        #expect(scene.wantsQuit)
    }

    @Test func aGuestIsToldWhyTheyCannotFollow() throws {
        let (database, desk, players) = try world()
        let guest = try PlayerDirectory(database: database).newGuest()
        let scene = ProfileScene(desk: desk, viewer: guest)
        press(scene, "right", "right", "enter")
        #expect(scene.screenName == "profile-search")
        scene.handle(.text("Ada"), at: 0)
        press(scene, "enter")
        #expect(scene.screenName == "profile-results" && scene.people.map(\.player.id) == [players.ada.id])
        press(scene, "enter")
        press(scene, "enter")
        #expect(scene.notice?.text == ScreenText("profile.guests_cannot_follow"))
        #expect(scene.notice?.isError == true)
        #expect(try database.followers(of: players.ada.id).map(\.player.name) == ["Grace"])
        // Grace can: Follow turns into Unfollow, and back.
        let grace = ProfileScene(desk: desk, viewer: players.grace)
        grace.perform(.open(players.linus.id), at: 0)
        #expect(grace.profileButtons(players.linus.id).first?.label == "profile.follow")
        grace.perform(.follow(players.linus.id), at: 0)
        #expect(grace.notice?.text == ScreenText("profile.you_follow", ["name": .verbatim("Linus")]))
        #expect(grace.profileButtons(players.linus.id).first?.label == "profile.unfollow")
        grace.perform(.unfollow(players.linus.id), at: 0)
        #expect(grace.profileButtons(players.linus.id).first?.label == "profile.follow")
        #expect(try !database.isFollowing(players.grace.id, players.linus.id))
    }

    @Test func aLongFollowerListScrollsWithTheFocus() throws {
        let (database, desk, players) = try world()
        let directory = PlayerDirectory(database: database)
        for index in 0..<20 {
            let fan = try directory.newPlayer(named: String(format: "Fan %02d", index))
            try database.setUsername("fan\(index)", for: fan.id)
            #expect(try database.follow(fan.id, players.ada.id) == nil)
        }
        let scene = ProfileScene(desk: desk, viewer: players.ada)
        press(scene, "right", "enter")
        #expect(scene.people.count == 21)
        let layout = ProfileLayout(size: scene.lastSize)
        let shown = scene.targets(layout).count - 3
        #expect(shown > 0 && shown < 21)
        // Down through the tabs and every row: the list scrolls until its last player shows.
        for _ in 0..<(2 + 21 - 1) { press(scene, "down") }
        #expect(scene.listTop == 21 - shown)
        guard case .open(let last) = scene.targets(layout)[scene.focus].action else {
            Issue.record("the focus is not on a row")
            return
        }
        #expect(last == scene.people.last?.player.id)
        press(scene, "down")
        #expect(scene.targets(layout)[scene.focus].action == .back)
        press(scene, "up", "up")
        #expect(scene.listTop == 21 - shown, "up within the rows shown does not scroll")
    }

    @Test func avatarChoiceStartsOnTheOneHeldAndKeepsTheNew() throws {
        let (database, desk, players) = try world()
        let scene = ProfileScene(desk: desk, viewer: players.ada)
        press(scene, "enter")
        #expect(scene.screenName == "profile-avatars")
        #expect(scene.avatarChoices.count == 12)
        #expect(scene.avatarChoices[scene.focus] == .bundled("owl"))
        press(scene, "right", "enter")
        #expect(scene.screenName == "profile" && scene.notice?.text == ScreenText("profile.avatar_changed"))
        #expect(
            try database.profile(playerID: players.ada.id, now: Date(), timeZone: utc)?.avatar == .bundled("penguin"))
    }

    @Test func homesProfileButtonOpensThePlayersProfileAndEscapeComesBack() throws {
        let (database, desk, players) = try world()
        let feed = TiltFeed(source: SimulatedTilt())
        let mode = HomeMode(info: .tilt) { _, time in
            TrueFalseScene(
                game: TrueFalseGame(pool: MoonQuestion.pool, rules: .init(roundLength: 1), seed: 1, now: time),
                tilt: feed, sounds: SoundPlayer(directory: "", enabled: false))
        }
        let home = HomeScene(
            modes: [mode, mode], roster: StorePlayerRoster(saves: PlaySaves(database: database)), tilt: feed,
            player: players.ada, kiosk: false)
        func press(_ key: String) { home.handle(.key(key, down: true), at: 0) }
        press("left")
        #expect(home.flow.focus == 2, "no Profile button without a profile desk: left wraps to the last tile")
        home.profiles = desk
        press("right")
        #expect(home.flow.focus == home.flow.profileFocus)
        press("enter")
        #expect(home.screenName == "profile")
        press("escape")
        #expect(home.screenName == "modes" && !home.wantsQuit)
    }
}

/// The profile pages by touch: every part is tapped where it is drawn.
@Suite struct ProfileSceneTapTests {
    @Test func tapsOpenTheFollowListsSwitchTabsAndGoBack() throws {
        let (_, desk, players) = try ProfileSceneTests().world()
        let scene = ProfileScene(desk: desk, viewer: players.ada)
        let layout = ProfileLayout(size: scene.lastSize)
        func tap(_ action: ProfileScene.Action) throws {
            let target = try #require(scene.targets(layout).first { $0.action == action })
            scene.handle(.tap(x: target.rect.midX, y: target.rect.midY), at: 0)
        }
        try tap(.follows(players.ada.id))
        #expect(scene.screenName == "profile-follows")
        try tap(.tab(1))
        #expect(scene.page == .follows(players.ada.id, tab: 1))
        try tap(.open(players.grace.id))
        #expect(scene.page == .profile(players.grace.id))
        try tap(.compare(players.grace.id))
        #expect(scene.screenName == "profile-compare")
        try tap(.back)
        try tap(.back)
        try tap(.back)
        #expect(scene.page == .profile(players.ada.id))
        try tap(.back)
        #expect(scene.wantsQuit)
    }
}
