/// Why speech cannot be heard, as one line for stderr: the game plays on without it.
public struct SpeechError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
