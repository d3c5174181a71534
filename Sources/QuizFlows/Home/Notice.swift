/// A line that says what a choice came to: why it failed (red), or that it
/// was done (green). The home shows one in place of who plays; an account
/// form shows one above its buttons. Its words are a catalog text, shown in the language on view.
public struct Notice: Equatable, Sendable {
    public var text: ScreenText
    public var isError: Bool

    public init(_ text: ScreenText, isError: Bool) {
        self.text = text
        self.isError = isError
    }
}
