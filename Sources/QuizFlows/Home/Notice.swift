/// A line that says what a choice came to: why it failed (red), or that it
/// was done (green). The home shows one in place of who plays; an account
/// form shows one above its buttons.
public struct Notice: Equatable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool) {
        self.text = text
        self.isError = isError
    }
}
