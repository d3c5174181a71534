/// The language on view for a session, and those a player may step through with the home's globe button
/// (`languages` in the config, in its order; the globe shows only with two or more). The home steps it, the
/// loop shows it: when it differs from the painter's, the painter gets that language's catalog before the next
/// frame (`LoopState`), and the games started after it deal their content in it where they can. A kiosk's
/// next visitor starts in the operator's `language` again. One per session, on the loop's thread.
public final class LanguageChoice {
    /// The languages offered, as codes (`en`, `de`, ...), in the order the globe steps through them.
    public let offered: [String]
    /// The language the session started in (`language`, or `play --language`): where a kiosk's next visitor
    /// starts.
    public let standard: String
    /// The language on view now.
    public private(set) var current: String

    /// A session starting in `current` (`language`, or `play --language`), offering `offered`.
    public init(current: String, offered: [String]) {
        self.offered = offered.isEmpty ? [current] : offered
        self.current = current
        standard = current
    }

    /// Whether there is another language to step to: the globe button shows.
    public var offersChoice: Bool { offered.count > 1 }

    /// The next offered language after the one on view (the first after the last).
    public func stepForward() {
        let index = offered.firstIndex(of: current) ?? -1
        current = offered[(index + 1) % offered.count]
    }

    /// Stays in (or goes back to) `code`: the language stepped to could not be shown, or the one a visitor
    /// woke the kiosk in (`AttractLanguages`).
    public func stay(in code: String) {
        current = code
    }

    /// Back to the operator's language, for the next visitor.
    public func reset() {
        current = standard
    }
}
