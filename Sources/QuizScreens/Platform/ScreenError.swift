import CSDL2

/// A front-end failure a user can read: no display, no font, a file not written.
public struct ScreenError: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    /// `what` failed, with SDL's own explanation (read only after a call failed).
    static func sdl(_ what: String) -> ScreenError {
        ScreenError("\(what): \(String(cString: SDL_GetError()))")
    }

    public var description: String { message }
}
