import QuizCore

/// The Accessibility screen as a value-type state machine: the rows (speech, voice, text size, contrast, reduce
/// motion, more time), the focus, the choices in force and the notes under them. Keys, the d-pad and taps all
/// come here as `AccessibilityAction`s; each change is an `AccessibilityEffect.changed` the session applies at
/// once (text size and contrast lay every screen out again) and keeps for the player.
public struct AccessibilityFlow: Equatable, Sendable {
    /// The screen's rows, top to bottom.
    public enum Row: Int, CaseIterable, Sendable {
        case speech
        case voice
        case textSize
        case contrast
        case reduceMotion
        case moreTime
    }

    /// A line under the rows: why a choice may not do all it says.
    public enum Note: Equatable, Sendable {
        /// The language on view is not English: voice commands hear English words only.
        case voiceEnglishOnly
        /// No microphone could be opened: voice is kept as a setting, touch and keys play on.
        case noMicrophone
    }

    public private(set) var choices: AccessibilityChoices
    /// The focused row.
    public private(set) var focus = Row.speech
    /// Whether the language on view is English (voice commands are English only).
    public let languageIsEnglish: Bool
    /// Whether a microphone is known to be missing (false: present or not known).
    public var microphoneMissing = false
    /// True once Back (the key, or the screen's Back button) closed the screen.
    public private(set) var isClosed = false

    public init(choices: AccessibilityChoices, languageIsEnglish: Bool, microphoneMissing: Bool = false) {
        self.choices = choices
        self.languageIsEnglish = languageIsEnglish
        self.microphoneMissing = microphoneMissing
    }

    /// The lines shown under the rows, in order.
    public var notes: [Note] {
        var notes: [Note] = []
        if !languageIsEnglish { notes.append(.voiceEnglishOnly) }
        if microphoneMissing { notes.append(.noMicrophone) }
        return notes
    }

    /// Applies what happened; returns what the session must do.
    public mutating func reduce(_ action: AccessibilityAction) -> [AccessibilityEffect] {
        switch action {
        case .keyPressed(let name):
            return key(name)
        case .rowTapped(let row):
            focus = row
            return step(row, by: 1)
        case .backTapped:
            isClosed = true
            return [.closed]
        case .choicesReplaced(let replaced):
            choices = replaced
            return []
        }
    }

    private mutating func key(_ name: String) -> [AccessibilityEffect] {
        let rows = Row.allCases
        switch name {
        case "up": focus = rows[(focus.rawValue + rows.count - 1) % rows.count]
        case "down": focus = rows[(focus.rawValue + 1) % rows.count]
        case "enter", "space", "right": return step(focus, by: 1)
        case "left": return step(focus, by: -1)
        case "escape", "backspace":
            isClosed = true
            return [.closed]
        default: break
        }
        return []
    }

    /// Moves `row`'s value one step (`by` 1 or -1): a switch flips, a size or a factor goes to the next step
    /// and wraps round.
    private mutating func step(_ row: Row, by delta: Int) -> [AccessibilityEffect] {
        switch row {
        case .speech: choices.speech.toggle()
        case .voice: choices.voice.toggle()
        case .contrast: choices.highContrast.toggle()
        case .reduceMotion: choices.reduceMotion.toggle()
        case .textSize:
            choices.textScalePercent = Self.next(
                after: choices.textScalePercent, in: AccessibilityChoices.textScaleSteps, by: delta)
        case .moreTime:
            choices.timeScale = Self.next(after: choices.timeScale, in: AccessibilityChoices.timeScaleSteps, by: delta)
        }
        return [.changed(choices)]
    }

    /// The step after (or before) `value` in `steps`, wrapping round; a value between steps goes to the nearest
    /// one in that direction.
    static func next<T: Comparable>(after value: T, in steps: [T], by delta: Int) -> T {
        if delta > 0 { return steps.first { $0 > value } ?? steps[0] }
        return steps.last { $0 < value } ?? steps[steps.count - 1]
    }
}

/// Something that happened on the Accessibility screen.
public enum AccessibilityAction: Equatable, Sendable {
    /// A key by name: `up`/`down` move, `enter`, `space`, `right` step the focused row on, `left` back,
    /// `escape` closes.
    case keyPressed(String)
    /// A row tapped: focused and stepped on.
    case rowTapped(AccessibilityFlow.Row)
    /// The screen's Back button.
    case backTapped
    /// The choices in force changed elsewhere (a player signed in): the rows show them.
    case choicesReplaced(AccessibilityChoices)
}

/// What the session must do for the Accessibility screen.
public enum AccessibilityEffect: Equatable, Sendable {
    /// Apply these choices now and keep them for the player.
    case changed(AccessibilityChoices)
    /// Take the screen off, back to what was on view.
    case closed
}
