import QuizCore

/// What the profile pages say: a profile's name, figures, week and honours; the avatar choice; the follow lists and
/// a search's results; this week compared; a search's keyboard as any keyboard says it. The page is said once; the
/// focused button, tab, avatar or row is said as the focus moves, and what the last action came to with it.
public enum ProfileNarration {
    /// A profile page as the narration tells them apart.
    public enum Page: Equatable, Sendable {
        /// A player's profile (nil: it cannot be read); `own` when it is the viewer's.
        case profile(PlayerProfile?, own: Bool)
        case avatars
        /// A player's follow lists: tab 0 their followers, 1 whom they follow; `count` the players listed.
        case follows(PlayerProfile?, own: Bool, tab: Int, count: Int)
        /// The players whose names hold `text`; `count` of them.
        case results(String, count: Int)
        /// The viewer's week beside another's (either nil: it cannot be read).
        case compare(mine: PlayerProfile?, theirs: PlayerProfile?)
        case search(TextKeyboard)
    }

    /// A page's focused part.
    public enum Focus: Equatable, Sendable {
        /// A button, by its label's catalog key.
        case button(String)
        /// An avatar offered; `current` when the player has it.
        case avatar(Avatar, current: Bool)
        /// A follow list's tab, with its list's length.
        case tab(Int, count: Int)
        /// A listed player, `number` of `total`.
        case person(String, number: Int, total: Int)
    }

    /// Topics' honours said from the top (the panel shows as many as fit).
    static let honoursSaid = 3

    /// `notice`: what the last action came to (a follow kept or refused), said with the focus.
    public static func screen(_ page: Page, focus: Focus?, notice: ScreenText?) -> SpokenScreen {
        var lines: [ScreenText]
        let key: String
        switch page {
        case .search(let keyboard):
            // Opened by the "Find a player" button, whose name was just said.
            return KeyboardNarration.typing(keyboard)
        case .profile(let profile, let own):
            key = "profile-\(profile?.player.id ?? 0)"
            lines = profile.map { profileLines($0, own: own) } ?? [ScreenText("profile.unreadable")]
        case .avatars:
            key = "profile-avatars"
            lines = [ScreenText("profile.choose_avatar")]
        case .follows(let profile, let own, let tab, let count):
            key = "profile-follows-\(profile?.player.id ?? 0)-\(tab)"
            let name = name(of: profile)
            lines = [own ? ScreenText("profile.your_follows") : ScreenText("profile.their_follows", ["name": name])]
            if count == 0 {
                lines.append(
                    tab == 0
                        ? (own
                            ? ScreenText("profile.nobody_follows_you")
                            : ScreenText("profile.nobody_follows", ["name": name]))
                        : ScreenText(own ? "profile.you_follow_nobody" : "profile.they_follow_nobody"))
            }
        case .results(let text, let count):
            key = "profile-results-\(text)"
            lines = [ScreenText("profile.players_matching", ["text": .verbatim(text)])]
            if count == 0 { lines.append(ScreenText("profile.no_name_holds", ["text": .verbatim(text)])) }
        case .compare(let mine, let theirs):
            key = "profile-compare-\(theirs?.player.id ?? 0)"
            lines = compareLines(mine: mine, theirs: theirs)
        }
        lines.append(ScreenText("speech.pages_hint"))
        return SpokenScreen(
            key: key, lines: lines, focus: (notice.map { [$0] } ?? []) + (focus.map { [said($0)] } ?? []))
    }

    /// A profile: the name, the all-time figures, this week, and the honours.
    static func profileLines(_ profile: PlayerProfile, own: Bool) -> [ScreenText] {
        let name = profile.player.name
        var lines = [own ? ScreenText("profile.name_you", ["name": .verbatim(name)]) : .verbatim(name)]
        lines.append(
            ScreenText(
                "speech.profile_figures",
                [
                    "points": .text(ScreenText("score.points", count: profile.points)),
                    "streak": .text(
                        profile.streak == 0
                            ? ScreenText("profile.no_streak") : ScreenText("profile.streak_days", count: profile.streak)
                    ),
                    "followers": .text(ScreenText("profile.followers", count: profile.followers)),
                    "following": .text(ScreenText("profile.following", ["count": .number(profile.following)])),
                ]))
        lines.append(
            profile.week.games == 0
                ? ScreenText("profile.no_game_this_week") : week(profile.week, of: .key("profile.this_week")))
        lines.append(ScreenText("profile.medals_badges"))
        var honours = profile.honours.map { honour -> ScreenText in
            let medal = honour.medal.flatMap(Medal.init(rawValue:)).map { [ScreenText($0.nameKey)] } ?? []
            let parts = medal + honour.badges.map(\.screenText)
            return ScreenText(
                "profile.topic_honours", ["topic": .verbatim(honour.topic), "honours": .list(parts)])
        }
        honours += profile.otherBadges.map(\.screenText)
        if honours.isEmpty { return lines + [ScreenText("profile.no_honours")] }
        lines += honours.prefix(honoursSaid)
        if honours.count > honoursSaid {
            lines.append(ScreenText("quizpacks.and_more", ["count": .number(honours.count - honoursSaid)]))
        }
        return lines
    }

    /// This week compared: the viewer's games, right answers and points, then the other player's.
    static func compareLines(mine: PlayerProfile?, theirs: PlayerProfile?) -> [ScreenText] {
        let name: ScreenText.Value = theirs.map { .verbatim($0.player.name) } ?? .key("profile.this_player")
        var lines = [ScreenText("profile.you_and_this_week", ["name": name])]
        guard let mine, let theirs else { return lines + [ScreenText("profile.compare_unreadable")] }
        guard theirs.week.games > 0 else { return lines + [ScreenText("profile.no_game_to_compare", ["name": name])] }
        lines.append(week(mine.week, of: .key("profile.you")))
        lines.append(week(theirs.week, of: name))
        return lines
    }

    /// "This week: 3 games, 70 % right, 1,200 points."
    static func week(_ week: WeekStats, of whose: ScreenText.Value) -> ScreenText {
        ScreenText(
            "speech.week_figures",
            [
                "who": whose, "games": .text(ScreenText("profile.games", count: week.games)),
                "right": .text(
                    week.answered == 0
                        ? ScreenText("profile.no_answers")
                        : ScreenText(
                            "profile.share_right",
                            ["share": .text(ScreenText("unit.percent", ["percent": .number(week.rightPercent ?? 0)]))])),
                "points": .text(ScreenText("score.points", count: week.points)),
            ])
    }

    private static func name(of profile: PlayerProfile?) -> ScreenText.Value {
        profile.map { .verbatim($0.player.name) } ?? .key("profile.them")
    }

    /// What a focused part says.
    static func said(_ focus: Focus) -> ScreenText {
        switch focus {
        case .button(let key): return ScreenText(key)
        case .tab(let tab, let count):
            return ScreenText(tab == 0 ? "profile.followers_tab" : "profile.following_tab", ["count": .number(count)])
        case .person(let name, let number, let total):
            return ScreenText(
                "speech.list_row", ["number": .number(number), "total": .number(total), "label": .verbatim(name)])
        case .avatar(let avatar, let current):
            let name = avatarName(avatar)
            return current ? ScreenText("speech.avatar_current", ["avatar": .text(name)]) : name
        }
    }

    /// A bundled avatar's name in the language on view; an imported picture as the player's own.
    static func avatarName(_ avatar: Avatar) -> ScreenText {
        switch avatar {
        case .bundled(let id): return avatarKeys[id].map { ScreenText($0) } ?? .verbatim(id)
        case .file: return ScreenText("speech.avatar_picture")
        case .none: return ScreenText("profile.avatar")
        }
    }

    /// The bundled avatars' names (assets/avatars).
    static let avatarKeys = [
        "bear": "avatar.bear", "cactus": "avatar.cactus", "cat": "avatar.cat", "fox": "avatar.fox",
        "frog": "avatar.frog", "ghost": "avatar.ghost", "owl": "avatar.owl", "penguin": "avatar.penguin",
        "robot": "avatar.robot", "rocket": "avatar.rocket", "sun": "avatar.sun", "whale": "avatar.whale",
    ]
}
