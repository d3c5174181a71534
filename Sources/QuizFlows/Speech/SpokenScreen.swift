/// What a screen says aloud: its lines in reading order, under a key that names the screen and what it holds
/// (`trivia-question-42`). A new key is a new screen: what was being said stops.
public struct SpokenScreen: Equatable, Sendable {
    public var key: String
    public var lines: [ScreenText]
    /// Seconds left on the screen's timer, for its spoken marks; nil without a timer.
    public var secondsLeft: Double?
    /// What the focused part says (a button, a row), said after the lines and again whenever it changes, cutting
    /// what was being said: moving the focus does not read the whole screen again.
    public var focus: [ScreenText]

    public init(key: String, lines: [ScreenText], secondsLeft: Double? = nil, focus: [ScreenText] = []) {
        self.key = key
        self.lines = lines
        self.secondsLeft = secondsLeft
        self.focus = focus
    }
}

/// What the speech must do next.
public enum SpeechCommand: Equatable, Sendable {
    /// Stop at once and drop what is queued (the screen changed).
    case stop
    /// Say this after what is queued (in the player's language: see `ScreenText`).
    case say(ScreenText)
}

/// Turns the screens shown over time into speech: each screen's lines once, in order; only the lines added when
/// a screen grows (trivia's answers appear under its question); from the first changed line when its words
/// change; a stop when the screen changes; its focused part each time the focus moves; the timer's marks as they
/// are passed. A pure value: the loop feeds it a screen each step and performs its commands.
public struct Narrator: Equatable, Sendable {
    private var key: String?
    private var saidLines: [ScreenText] = []
    private var saidFocus: [ScreenText] = []
    private var marksSaid: Set<Int> = []
    /// Whether the screen's timer was seen yet (trivia's question shows alone before its timer starts).
    private var timerSeen = false

    public init() {}

    /// The commands for `screen` (nil: a screen that says nothing) now.
    public mutating func step(_ screen: SpokenScreen?) -> [SpeechCommand] {
        guard let screen else {
            defer { (key, saidLines, saidFocus, marksSaid, timerSeen) = (nil, [], [], [], false) }
            return key == nil ? [] : [.stop]
        }
        var commands: [SpeechCommand] = []
        if screen.key != key {
            if key != nil { commands.append(.stop) }
            key = screen.key
            saidLines = []
            saidFocus = []
            marksSaid = []
            timerSeen = false
        }
        if screen.lines.starts(with: saidLines) {
            commands += screen.lines.dropFirst(saidLines.count).map(SpeechCommand.say)
        } else {
            // The same screen with other words (an option taken away, a count gone up): said again from the
            // first line that changed.
            let kept = zip(screen.lines, saidLines).prefix { $0 == $1 }.count
            commands += [.stop] + screen.lines.dropFirst(kept).map(SpeechCommand.say)
        }
        let linesSaid = !commands.isEmpty
        saidLines = screen.lines
        if screen.focus != saidFocus {
            // A focus moved with nothing else new cuts what is still being said of the one before.
            if !saidFocus.isEmpty && !linesSaid { commands.append(.stop) }
            commands += screen.focus.map(SpeechCommand.say)
            saidFocus = screen.focus
        }
        if let left = screen.secondsLeft, !timerSeen {
            // Marks already passed when the timer appears are not said.
            timerSeen = true
            marksSaid = Set(SpokenPhrases.timerMarks.filter { left <= Double($0) })
        } else if let left = screen.secondsLeft {
            for mark in SpokenPhrases.timerMarks where left <= Double(mark) && !marksSaid.contains(mark) {
                marksSaid.insert(mark)
                commands.append(.say(SpokenPhrases.secondsLeft(mark)))
            }
        }
        return commands
    }

    /// The screen on view said again from its start (the player said "repeat"); nothing when none is.
    public mutating func sayAgain() -> [SpeechCommand] {
        let all = saidLines + saidFocus
        return all.isEmpty ? [] : [.stop] + all.map(SpeechCommand.say)
    }
}
