/// A command a player can say: the words the recogniser listens for, and nothing else.
///
/// The numbers may be said alone or as "answer two"; both give the same command. The power-ups are said by their
/// whole names (two words each: one-syllable words alone are heard in any sound).
public enum VoiceCommand: String, CaseIterable, Sendable {
    case one, two, three, four
    case `true`, `false`
    case first, second
    case next, play, pass, skip
    /// Says the question again.
    case `repeat`
    case back
    /// Trivia's power-ups, by their English names.
    case freezeTime = "freeze time"
    case jumpIt = "jump it"
    case peoplesChoice = "people's choice"
    case halfOff = "half off"

    /// The command recognised words stand for ("answer" before a number left out); nil for any other words.
    public init?(words: [String]) {
        let said = words.map { $0.lowercased() }
        let command = said.first == "answer" && said.count == 2 ? [said[1]] : said
        self.init(rawValue: command.joined(separator: " "))
    }

    /// The JSGF grammar the recogniser searches for `commands`: one of them, a number optionally after "answer", or
    /// nothing (an utterance of silence and noise fillers: without it music and tones come out as a command).
    /// Nil for no commands.
    static func grammar(for commands: Set<VoiceCommand>) -> String? {
        let ordered = allCases.filter(commands.contains)
        let numbers = ordered.filter { [.one, .two, .three, .four].contains($0) }.map(\.rawValue)
        let others = ordered.filter { ![.one, .two, .three, .four].contains($0) }.map(\.rawValue)
        let alternatives = (numbers.isEmpty ? [] : ["[answer] (\(numbers.joined(separator: " | ")))"]) + others
        guard !alternatives.isEmpty else { return nil }
        return """
            #JSGF V1.0;
            grammar commands;
            public <utterance> = <command> | <NULL>;
            <command> = \(alternatives.joined(separator: " | "));
            """
    }
}
