import QuizFlows

// Each scene hands the narration its state; what is said is decided beside the flows (QuizFlows/Speech). A game
// with its feedback panel open says the panel.

extension TriviaScene {
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        feedbackHost.panel?.spokenScreen
            ?? TriviaNarration.screen(
                of: game, at: time, keys: !isInKiosk, languageNotice: languageNotice)
    }
}

extension TrueFalseScene {
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        feedbackHost.panel?.spokenScreen ?? TrueFalseNarration.screen(of: game, languageNotice: languageNotice)
    }
}

extension WhichCameFirstScene {
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        WhichCameFirstNarration.screen(of: flow, languageNotice: languageNotice)
    }
}

extension DailyScene {
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        if let panel = feedbackHost.panel { return panel.spokenScreen }
        let stage: DailyNarration.Stage =
            switch screen {
            case .home: .home
            case .question: .question
            case .reveal: .reveal
            case .result: .result
            case .unavailable: .unavailable
            }
        return DailyNarration.screen(
            stage, of: game, secondsLeft: secondsLeft(at: time), languageNotice: languageNotice)
    }
}

extension PacksScene {
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        if let panel = feedbackHost.panel { return panel.spokenScreen }
        let stage: PacksNarration.Stage =
            switch screen {
            case .list:
                if case .pack(let index) = focus { .list(focused: index) } else { .list(focused: nil) }
            case .question: .question
            case .answer: .answer
            case .finished: .finished
            case .scores: .scores(board)
            case .typingURL: .typingURL(keyboard)
            case .settings:
                .settings(status, focus: settingsFocusKey, notice: status.checking ? nil : noticeLine?.text, now: now())
            }
        return PacksNarration.screen(stage, packs: packs, round: round)
    }

    /// The label key of Settings' focused button.
    private var settingsFocusKey: String? {
        switch focus {
        case .back: "button.back"
        case .changeURL: "quizpacks.change_url"
        case .checkNow: status.checking ? "quizpacks.checking" : "quizpacks.check_now"
        default: nil
        }
    }
}

extension LeaderboardScene {
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        LeaderboardNarration.screen(
            gameKey: choice.currentMode.id.titleKey, topic: choice.currentTopic?.name, period: choice.period,
            board: board, playerID: playerID, hint: !isInKiosk || offersHome)
    }
}

extension HomeScene {
    /// The mode being played speaks; the tiles say the games to choose from, a focused button what it does; the
    /// player list its focused row, a keyboard what is typed, the account screens, the profile pages and the leads
    /// form their focused part.
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        switch flow.screen {
        case .playing: return current?.scene.spokenScreen(at: time)
        case .choosingPlayer: return PlayerNarration.list(flow.list)
        case .naming, .leadTyping: return KeyboardNarration.typing(flow.keyboard)
        case .account: return flow.account.map(AccountNarration.screen(of:))
        case .profile: return profileScene?.spokenScreen(at: time)
        case .lead: return flow.leadForm.map(LeadNarration.screen(of:))
        case .tiles:
            let focus = (1...modes.count).contains(flow.focus) ? flow.focus - 1 : nil
            return HomeNarration.screen(
                titleKeys: modes.map(\.info.id.titleKey), focus: focus, button: flow.focusedButton,
                language: languages?.current ?? "")
        }
    }
}

extension KioskScene {
    /// The game speaks; attract mode and the operator's pages do not.
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        guard flow.screen == .game else { return nil }
        return game.spokenScreen(at: time)
    }
}

extension StoreWatchScene {
    /// The game it wraps speaks (the saving strip does not yet).
    public func spokenScreen(at time: Double) -> SpokenScreen? { inner.spokenScreen(at: time) }
}

extension ProfileScene {
    /// The page on view and its focused part, as the narration takes them.
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        let narrated: ProfileNarration.Page
        switch page {
        case .profile(let id): narrated = .profile(profile(id), own: id == viewer.id)
        case .avatars: narrated = .avatars
        case .follows(let id, let tab):
            narrated = .follows(profile(id), own: id == viewer.id, tab: tab, count: people.count)
        case .results(let text): narrated = .results(text, count: people.count)
        case .compare(let id): narrated = .compare(mine: profile(viewer.id), theirs: profile(id))
        case .search: narrated = .search(keyboard)
        }
        return ProfileNarration.screen(narrated, focus: spokenFocus, notice: notice?.text)
    }

    /// The focused target as said: a button by its label, an avatar, a tab with its count, a listed player.
    private var spokenFocus: ProfileNarration.Focus? {
        let all = targets(lastLayout)
        guard all.indices.contains(focus) else { return nil }
        switch all[focus].action {
        case .back: return .button("button.back")
        case .avatars: return .button("profile.avatar")
        case .follows: return .button("profile.follows")
        case .search:
            if case .results = page { return .button("profile.search") }
            return .button("profile.find_player")
        case .follow: return .button("profile.follow")
        case .unfollow: return .button("profile.unfollow")
        case .compare: return .button("profile.compare")
        case .tab(let tab):
            guard case .follows(let id, _) = page else { return nil }
            let shown = profile(id)
            return .tab(tab, count: (tab == 0 ? shown?.followers : shown?.following) ?? 0)
        case .open(let id):
            guard let index = people.firstIndex(where: { $0.player.id == id }) else { return nil }
            return .person(people[index].player.name, number: index + 1, total: people.count)
        case .choose(let avatar):
            return .avatar(avatar, current: avatar == profile(viewer.id)?.avatar)
        }
    }
}

extension FeedbackPanel {
    /// The panel as the narration takes it: the page, the focused row with its place, what Send found wrong.
    var spokenScreen: SpokenScreen {
        switch page {
        case .typing: return KeyboardNarration.typing(keyboard)
        case .done(let message): return FeedbackNarration.done(message)
        case .form:
            let row: FeedbackNarration.Row =
                switch focus {
                case .field(let field): .field(labelKey: field.label.key, text: text(of: field))
                case .topic: .topic(FeedbackWords.topic(topic))
                case .reason: .reason(FeedbackWords.reason(reason))
                case .cancel: .button("button.cancel")
                case .send: .button("button.send")
                }
            var subject: String?
            if case .report(_, let text) = purpose { subject = text }
            return FeedbackNarration.form(
                title: title, subject: subject, row: row, number: (items.firstIndex(of: focus) ?? 0) + 1,
                total: items.count, problems: problems)
        }
    }
}
