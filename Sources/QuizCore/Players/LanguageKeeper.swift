/// Where each named player's language is kept: the one they last chose with the home's globe, which their next
/// session starts in (where it is offered). A guest's is not kept. The store implements it.
public protocol LanguageKeeper: AnyObject {
    /// The language `player` last chose (a code: `de`), or nil when they chose none.
    func language(of player: PlayerRef) -> String?
    /// Keeps `language` as `player`'s.
    func keep(_ language: String, for player: PlayerRef)
}
