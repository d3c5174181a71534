import Foundation
import QuizCore
import QuizFlows
import TiltInput

/// A player's profile and what opens from it: the avatar choice (one's own),
/// the follow lists as two tabs, the player search on the on-screen
/// keyboard, and this week compared side by side with another player. Each
/// page opened goes on a stack; Escape (or Back) returns to the one before,
/// and from the first page leaves (`wantsQuit`), back to where it was opened.
public final class ProfileScene: Scene {
    /// A page of the stack.
    enum Page: Equatable {
        case profile(Int64)
        case avatars
        /// The follow lists of a player; tab 0 is their followers, 1 whom they follow.
        case follows(Int64, tab: Int)
        case search
        case results(String)
        case compare(Int64)
    }

    /// What a focused or tapped part does.
    enum Action: Equatable {
        case back
        case avatars
        case follows(Int64)
        case search
        case follow(Int64)
        case unfollow(Int64)
        case compare(Int64)
        case tab(Int)
        case open(Int64)
        case choose(Avatar)
    }

    let desk: ProfileDesk
    /// Who plays: their profile is the first page; they follow, choose an avatar, compare.
    let viewer: PlayerRef
    private(set) var pages: [Page]
    /// The focused part of the page on view (an index into its targets).
    var focus = 0
    var keyboard = TextKeyboard(.name)
    /// The second page of the search keyboard's letters (the Arabic alphabet in Arabic).
    let letters: TextKeyboard.LetterPage
    /// Profiles read for the pages on the stack, by player id (read again after a change).
    private(set) var profiles: [Int64: PlayerProfile] = [:]
    /// The follow lists or the search results on view.
    private(set) var people: [ProfilePerson] = []
    /// The first of `people` shown (a long list scrolls as the focus moves past its ends).
    private(set) var listTop = 0
    /// Whether the viewer follows each player whose profile was opened (read once per page, not per frame).
    private(set) var follows: [Int64: Bool] = [:]
    /// A line above the buttons: why a follow was refused, or what was done.
    private(set) var notice: (text: ScreenText, isError: Bool)?
    var lastSize = Size(width: 1280, height: 720)
    /// The row heights last drawn with (`LineRoom`), so taps find the keys where they were drawn.
    var lastLines = LineRoom.latinAtHundred
    /// Whether the follow lists' tabs were last drawn one under the other (`ProfileLayout.tabsStacked`).
    var lastTabsStacked = false
    /// The layout last drawn with, so taps and speech find the targets where they were drawn.
    var lastLayout: ProfileLayout {
        var layout = ProfileLayout(size: lastSize, lines: lastLines)
        layout.tabsStacked = lastTabsStacked
        return layout
    }
    private(set) var shownAt = 0.0
    public private(set) var wantsQuit = false
    public var isDone: Bool { false }

    /// Opens on `viewer`'s own profile; its search keyboard has `letters` as its second page.
    public init(desk: ProfileDesk, viewer: PlayerRef, letters: TextKeyboard.LetterPage = .accents, at time: Double = 0)
    {
        self.desk = desk
        self.viewer = viewer
        self.letters = letters
        pages = [.profile(viewer.id)]
        shownAt = time
        load()
    }

    var page: Page { pages.last ?? .profile(viewer.id) }

    public var screenName: String {
        switch page {
        case .profile: return "profile"
        case .avatars: return "profile-avatars"
        case .follows: return "profile-follows"
        case .search: return "profile-search"
        case .results: return "profile-results"
        case .compare: return "profile-compare"
        }
    }

    func profile(_ id: Int64) -> PlayerProfile? { profiles[id] }

    // MARK: Moving between pages

    func push(_ next: Page, at time: Double) {
        pages.append(next)
        enter(at: time)
    }

    func back(at time: Double) {
        guard pages.count > 1 else {
            wantsQuit = true
            return
        }
        pages.removeLast()
        enter(at: time)
    }

    private func enter(at time: Double) {
        focus = 0
        listTop = 0
        notice = nil
        shownAt = time
        load()
        // The avatar choice opens on the avatar the player has.
        if page == .avatars, let current = profiles[viewer.id]?.avatar {
            focus = avatarChoices.firstIndex(of: current) ?? 0
        }
    }

    /// Reads what the page on view shows.
    private func load() {
        switch page {
        case .profile(let id):
            profiles[id] = desk.profile(of: id)
            if id != viewer.id { follows[id] = desk.isFollowing(viewer.id, id) }
        case .follows(let id, let tab):
            people = tab == 0 ? desk.followers(of: id) : desk.following(of: id)
        case .results(let text):
            people = desk.search(text)
        case .compare(let id):
            profiles[viewer.id] = desk.profile(of: viewer.id)
            profiles[id] = desk.profile(of: id)
        case .avatars:
            profiles[viewer.id] = desk.profile(of: viewer.id)
        case .search:
            keyboard = TextKeyboard(.name, letters: letters)
        }
    }

    /// The avatars offered: an imported picture the player has, then the bundled ones.
    var avatarChoices: [Avatar] {
        var choices = desk.bundledAvatars.map { Avatar.bundled($0) }
        if case .file = profiles[viewer.id]?.avatar, let own = profiles[viewer.id]?.avatar {
            choices.insert(own, at: 0)
        }
        return choices
    }

    /// The page's focusable parts, in focus order, with where they are.
    func targets(_ layout: ProfileLayout) -> [(rect: Rect, action: Action)] {
        switch page {
        case .profile(let id):
            let actions = profileButtons(id).map(\.action)
            return Array(zip(layout.buttons(actions.count), actions)).map { ($0, $1) }
        case .avatars:
            let choices = avatarChoices
            return Array(zip(layout.avatarCells(choices.count), choices.map { Action.choose($0) })).map { ($0, $1) }
                + [(layout.buttons(1)[0], .back)]
        case .follows:
            let tabs: [(rect: Rect, action: Action)] = [(layout.tabs[0], .tab(0)), (layout.tabs[1], .tab(1))]
            return tabs + rowTargets(layout, top: layout.followsTop)
                + [(layout.buttons(1)[0], .back)]
        case .results:
            return rowTargets(layout, top: layout.title.maxY + layout.margin * 0.6) + [
                (layout.buttons(2)[0], .search), (layout.buttons(2)[1], .back),
            ]
        case .compare:
            return [(layout.buttons(1)[0], .back)]
        case .search:
            return []
        }
    }

    /// The listed players that fit, from `listTop`.
    func rowTargets(_ layout: ProfileLayout, top: Double) -> [(rect: Rect, action: Action)] {
        let shown = people.dropFirst(listTop)
        return zip(layout.rows(from: top, count: shown.count), shown).map { ($0, .open($1.player.id)) }
    }

    /// The people shown in the list's rows.
    var shownPeople: ArraySlice<ProfilePerson> { people.dropFirst(listTop) }

    /// Moves the focus one step; on a list's first or last row shown, scrolls the list while it has more.
    func moveFocus(by step: Int, _ layout: ProfileLayout) {
        let all = targets(layout)
        guard !all.isEmpty else { return }
        let rows = all.indices.filter { if case .open = all[$0].action { return true } else { return false } }
        if step > 0, focus == rows.last, listTop + rows.count < people.count {
            listTop += 1
            return
        }
        if step < 0, focus == rows.first, listTop > 0 {
            listTop -= 1
            return
        }
        focus = (focus + step + all.count) % all.count
    }

    /// The profile page's buttons (their labels' catalog keys): one's own (avatar, follows, find) or another's
    /// (follow, compare, follows).
    func profileButtons(_ id: Int64) -> [(label: String, icon: Icon, action: Action)] {
        if id == viewer.id {
            return [
                ("profile.avatar", .person, .avatars), ("profile.follows", .people, .follows(id)),
                ("profile.find_player", .globe, .search), ("button.back", .chevronLeft, .back),
            ]
        }
        let following = follows[id] ?? false
        return [
            following ? ("profile.unfollow", .cross, .unfollow(id)) : ("profile.follow", .check, .follow(id)),
            ("profile.compare", .trophy, .compare(id)), ("profile.follows", .people, .follows(id)),
            ("button.back", .chevronLeft, .back),
        ]
    }

    /// Who `id` is in a sentence: their name, or "them" when the profile cannot be read.
    private func nameOf(_ id: Int64) -> ScreenText.Value {
        profiles[id].map { .verbatim($0.player.name) } ?? .key("profile.them")
    }

    func perform(_ action: Action, at time: Double) {
        switch action {
        case .back: back(at: time)
        case .avatars: push(.avatars, at: time)
        case .follows(let id): push(.follows(id, tab: 0), at: time)
        case .search: push(.search, at: time)
        case .compare(let id): push(.compare(id), at: time)
        case .open(let id): push(.profile(id), at: time)
        case .tab(let tab):
            guard case .follows(let id, _) = page else { return }
            pages[pages.count - 1] = .follows(id, tab: tab)
            people = tab == 0 ? desk.followers(of: id) : desk.following(of: id)
            listTop = 0
            focus = tab
        case .follow(let id):
            if let refusal = desk.follow(viewer.id, id) {
                notice = (Self.text(for: refusal), true)
            } else {
                profiles[id] = desk.profile(of: id)
                follows[id] = true
                notice = (ScreenText("profile.you_follow", ["name": nameOf(id)]), false)
            }
        case .unfollow(let id):
            _ = desk.unfollow(viewer.id, id)
            follows[id] = desk.isFollowing(viewer.id, id)
            profiles[id] = desk.profile(of: id)
            notice = (ScreenText("profile.you_unfollow", ["name": nameOf(id)]), false)
        case .choose(let avatar):
            guard desk.setAvatar(avatar, for: viewer.id) else {
                notice = (ScreenText("profile.avatar_not_kept"), true)
                return
            }
            back(at: time)
            profiles[viewer.id] = desk.profile(of: viewer.id)
            notice = (ScreenText("profile.avatar_changed"), false)
        }
    }

    // MARK: Input

    public func handle(_ input: InputEvent, at time: Double) {
        let layout = lastLayout
        switch input {
        case .quit:
            wantsQuit = true
        case .key(let name, down: true):
            if page == .search {
                typeKey(name, layout: layout, at: time)
                return
            }
            switch name {
            case "left", "up": moveFocus(by: -1, layout)
            case "right", "down": moveFocus(by: 1, layout)
            case "enter", "space":
                let all = targets(layout)
                if all.indices.contains(focus) { perform(all[focus].action, at: time) }
            case KeyName.back: back(at: time)
            default: break
            }
        case .tap(let x, let y):
            if page == .search {
                for (row, rects) in layout.keys(keyboard.rows).enumerated() {
                    if let index = rects.firstIndex(where: { $0.contains(x: x, y: y) }) {
                        let key = keyboard.rows[row][index].key
                        keyboard.focus(on: key)
                        press(key, at: time)
                        return
                    }
                }
                return
            }
            let all = targets(layout)
            if let index = all.firstIndex(where: { $0.rect.contains(x: x, y: y) }) {
                focus = index
                perform(all[index].action, at: time)
            }
        case .text(let text):
            if page == .search { keyboard.typeText(text) }
        case .key, .swipe, .scroll, .touch:
            break
        }
    }

    private func typeKey(_ name: String, layout: ProfileLayout, at time: Double) {
        switch name {
        case "left", "right", "up", "down": keyboard.move(name)
        case "enter": press(keyboard.focusedKey, at: time)
        case "backspace": keyboard.eraseOne()
        case "escape": back(at: time)
        default: break
        }
    }

    private func press(_ key: TextKeyboard.Key, at time: Double) {
        switch keyboard.press(key) {
        case .typing: break
        case .cancelled: back(at: time)
        case .done(let text):
            pages[pages.count - 1] = .results(text)
            enter(at: time)
        }
    }

    public func handle(_ tilt: TimedTiltEvent) {}

    public func update(at time: Double) {}

    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        lastLines = painter.lineRoom
        if case .follows(let id, _) = page {
            lastTabsStacked = !ProfileView.tabsFitSideBySide(
                painter, ProfileLayout(size: lastSize, lines: lastLines),
                labels: ProfileView.tabLabels(painter.catalog, profile(id)))
        }
        ProfileView(scene: self, layout: lastLayout, time: time).draw(painter)
    }

    public func summaryJSON() -> String {
        let shown: String
        switch page {
        case .profile(let id), .follows(let id, _), .compare(let id): shown = profiles[id]?.player.name ?? ""
        default: shown = viewer.name
        }
        // The name escaped as JSONEncoder escaped it before, `/` as `\/`.
        return JSONText.object([
            ("screen", JSONText.string(screenName)), ("profile", JSONText.string(shown, format: .escapingSlashes)),
        ])
    }
}

extension ProfileScene {
    /// Why a follow was refused, in the language on view.
    static func text(for refusal: FollowRefusal) -> ScreenText {
        switch refusal {
        case .notRegistered(_, let isGuest):
            return ScreenText(isGuest ? "profile.guests_cannot_follow" : "profile.only_registered_follow")
        case .selfFollow: return ScreenText("profile.cannot_follow_self")
        case .cannotBeFollowed(let name): return ScreenText("profile.cannot_be_followed", ["name": .verbatim(name)])
        case .storeFailed: return ScreenText("profile.follow_not_saved")
        }
    }
}
