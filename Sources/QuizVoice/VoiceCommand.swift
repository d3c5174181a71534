/// A command a player can say: the words the recogniser listens for, and nothing else.
///
/// The numbers may be said alone or as "answer two"; both give the same command.
public enum VoiceCommand: String, CaseIterable, Sendable {
    case one, two, three, four
    case `true`, `false`
    case first, second
    case next, play, pass, skip
    /// Says the question again.
    case `repeat`
    case back

    /// The command a recognised word stands for; nil for any other word.
    public init?(word: String) {
        self.init(rawValue: word.lowercased())
    }

    /// The JSGF grammar the recogniser searches: one command, the numbers optionally after "answer", or nothing
    /// (an utterance of silence and noise fillers: without it music and tones come out as a command).
    static var grammar: String {
        let numbers = [one, two, three, four].map(\.rawValue).joined(separator: " | ")
        let others = allCases.filter { ![.one, .two, .three, .four].contains($0) }.map(\.rawValue)
        return """
            #JSGF V1.0;
            grammar commands;
            public <utterance> = <command> | <NULL>;
            <command> = [answer] (\(numbers)) | \(others.joined(separator: " | "));
            """
    }
}
