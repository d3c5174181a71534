/// Why voice commands cannot be heard, as one line for stderr: the game plays on by touch and keys.
public struct VoiceError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
