import QuizCore

/// The kind of screen a voice command lands on: each kind takes its own commands (`VoiceActions`).
public enum VoiceScreen: Hashable, Sendable, CaseIterable {
    /// The home screen's tiles.
    case home
    /// Trivia (its home, the topic, the question, the result, the power-ups' explanations and the shop).
    case trivia
    /// Tilt True/False.
    case tilt
    /// Which came first.
    case whichCameFirst
    /// The Daily Challenge.
    case daily
    /// Quiz packs.
    case packs
    /// Pages read and left, the leaderboards and the profile: "back" and "repeat" alone.
    case pages

    /// The commands that mean something here: what the recogniser listens for while this kind of screen is on
    /// view, so that a word of another screen ("false" on a trivia question) is never heard in its place.
    public var commands: Set<VoiceCommand> { Self.commandsByScreen[self] ?? [] }

    /// Each kind's commands, worked out once from `VoiceActions` (the loop asks for them every step).
    private static let commandsByScreen: [VoiceScreen: Set<VoiceCommand>] = Dictionary(
        uniqueKeysWithValues: allCases.map { screen in
            (screen, Set(VoiceCommand.allCases.filter { VoiceActions.action(for: $0, on: screen) != nil }))
        })
}

/// What a voice command asks of the screen on view: the same action a key or a tap there gives.
public enum VoiceAction: Equatable, Sendable {
    /// Trivia, the Daily Challenge, a quiz pack: the option with this number (1 to 4), chosen (and submitted).
    case answer(Int)
    /// Tilt True/False: true or false.
    case truth(Bool)
    /// Which came first: the first (0) or second (1) card.
    case card(Int)
    /// The screen's main button: Play, Next, Play again.
    case next
    /// Trivia: pass on the topic (Pass, or Skip).
    case pass
    /// Trivia: a power-up, as its button or key (the first time explains it, then it is used).
    case powerUp(PowerUp)
    /// The screen on view said again (speech out).
    case sayAgain
    /// Back (Escape).
    case back
    /// Home: start the focused game, or the first.
    case play
}

/// The one place voice commands become actions: a pure function per screen kind, nil where a command means
/// nothing on that screen (it is then shown as heard and does nothing).
public enum VoiceActions {
    public static func action(for command: VoiceCommand, on screen: VoiceScreen) -> VoiceAction? {
        switch command {
        case .repeat: return .sayAgain
        case .back: return .back
        default: break
        }
        switch screen {
        case .home:
            switch command {
            case .play, .next: return .play
            default: return nil
            }
        case .trivia, .daily, .packs:
            // Numbered options; only trivia has topics to pass on.
            switch command {
            case .one: return .answer(1)
            case .two: return .answer(2)
            case .three: return .answer(3)
            case .four: return .answer(4)
            case .next, .play: return .next
            case .pass, .skip: return screen == .trivia ? .pass : nil
            case .freezeTime: return screen == .trivia ? .powerUp(.freezeTime) : nil
            case .jumpIt: return screen == .trivia ? .powerUp(.jumpIt) : nil
            case .peoplesChoice: return screen == .trivia ? .powerUp(.peoplesChoice) : nil
            case .halfOff: return screen == .trivia ? .powerUp(.halfOff) : nil
            default: return nil
            }
        case .tilt:
            switch command {
            case .true: return .truth(true)
            case .false: return .truth(false)
            case .next, .play: return .next
            default: return nil
            }
        case .pages:
            return nil
        case .whichCameFirst:
            switch command {
            case .first, .one: return .card(0)
            case .second, .two: return .card(1)
            case .next, .play: return .next
            default: return nil
            }
        }
    }
}
