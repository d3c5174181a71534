import QuizCore
import QuizFlows
import QuizVoice

// Each scene does what a voice command asks through the paths its keys and taps take; which command means what
// on which screen is decided in one place (`VoiceActions`).

extension TriviaScene {
    public var voiceScreen: VoiceScreen? { topics == nil && !feedbackHost.isOpen ? .trivia : nil }

    public func perform(_ action: VoiceAction, at time: Double) {
        switch action {
        case .answer(let number):
            answerVia = "voice"
            defer { answerVia = nil }
            press(key: String(number), at: time)
        case .next, .play: press(key: "enter", at: time)
        case .pass: press(key: "p", at: time)
        case .powerUp(let powerUp): press(key: String(powerUp.keyLetter).lowercased(), at: time)
        case .back: press(key: "escape", at: time)
        case .truth, .card, .sayAgain: break
        }
    }
}

extension TrueFalseScene {
    public var voiceScreen: VoiceScreen? { feedbackHost.isOpen ? nil : .tilt }

    public func perform(_ action: VoiceAction, at time: Double) {
        switch action {
        case .truth(let chosen):
            guard game.screen == .question, pendingCommit == nil else { return }
            send(.answerSaid(chosen, at: time), at: time)
        case .next, .play: send(.nextPressed(at: time), at: time)
        case .back: send(.escapePressed(at: time), at: time)
        case .answer, .card, .pass, .powerUp, .sayAgain: break
        }
    }
}

extension WhichCameFirstScene {
    public var voiceScreen: VoiceScreen? { flow.leavingSince == nil ? .whichCameFirst : nil }

    public func perform(_ action: VoiceAction, at time: Double) {
        switch action {
        case .card(let card):
            guard screen == .question else { return }
            selectCard(card, at: time)
            send(.submitTapped(at: time), at: time)
        case .next, .play: press(key: "enter", at: time)
        case .back: back(at: time)
        case .answer, .truth, .pass, .powerUp, .sayAgain: break
        }
    }
}

extension DailyScene {
    public var voiceScreen: VoiceScreen? { feedbackHost.isOpen ? nil : .daily }

    public func perform(_ action: VoiceAction, at time: Double) {
        switch action {
        case .answer(let number):
            guard screen == .question, let game else { return }
            let question = game.current
            guard game.questions[question].options.indices.contains(number - 1) else { return }
            choose(number - 1, at: time)
            if self.game?.answers.count ?? 0 > question { answeredByVoice.insert(question) }
        case .next, .play: handle(.key("enter", down: true), at: time)
        case .back: handle(.key("escape", down: true), at: time)
        case .truth, .card, .pass, .powerUp, .sayAgain: break
        }
    }
}

extension PacksScene {
    public var voiceScreen: VoiceScreen? { feedbackHost.isOpen ? nil : .packs }

    public func perform(_ action: VoiceAction, at time: Double) {
        switch action {
        case .answer(let number):
            guard screen == .question, let round, round.question.answers.indices.contains(number - 1) else { return }
            answerVia = "voice"
            defer { answerVia = nil }
            choose(number - 1, at: time)
            submit(at: time)
        case .next, .play: handle(.key("enter", down: true), at: time)
        case .back: handle(.key("escape", down: true), at: time)
        case .truth, .card, .pass, .powerUp, .sayAgain: break
        }
    }
}

extension LeaderboardScene {
    public var voiceScreen: VoiceScreen? { .pages }

    public func perform(_ action: VoiceAction, at time: Double) {
        if action == .back { wantsQuit = true }
    }
}

extension HomeScene {
    /// The game being played takes the commands; the tiles take "play" and "back"; the profile "back".
    public var voiceScreen: VoiceScreen? {
        switch flow.screen {
        case .playing: current?.scene.voiceScreen
        case .tiles: .home
        case .profile: profileScene?.voiceScreen
        default: nil
        }
    }

    public func perform(_ action: VoiceAction, at time: Double) {
        if flow.screen == .playing, let current {
            current.scene.perform(action, at: time)
            return
        }
        if flow.screen == .profile, let profileScene {
            profileScene.perform(action, at: time)
            if profileScene.wantsQuit { send(.profileLeft, at: time) }
            return
        }
        guard flow.screen == .tiles else { return }
        switch action {
        case .play:
            // The focused game, or the first when the focus is on another button.
            let tile = (1...max(1, flow.modeCount)).contains(flow.focus) ? flow.focus - 1 : 0
            send(.tileTapped(tile), at: time)
        case .back: send(.keyPressed("escape"), at: time)
        case .answer, .truth, .card, .next, .pass, .powerUp, .sayAgain: break
        }
    }
}

extension KioskScene {
    /// The game takes the commands; attract mode and the operator's pages none.
    public var voiceScreen: VoiceScreen? { flow.screen == .game ? game.voiceScreen : nil }

    public func perform(_ action: VoiceAction, at time: Double) {
        guard flow.screen == .game else { return }
        game.perform(action, at: time)
    }
}

extension StoreWatchScene {
    public var voiceScreen: VoiceScreen? { inner.voiceScreen }

    public func perform(_ action: VoiceAction, at time: Double) { inner.perform(action, at: time) }
}

extension ProfileScene {
    /// "back" returns a page, as Escape does (from the first, leaves the profile); "repeat" says the page again.
    public var voiceScreen: VoiceScreen? { page == .search ? nil : .pages }

    public func perform(_ action: VoiceAction, at time: Double) {
        if action == .back { handle(.key("escape", down: true), at: time) }
    }
}
