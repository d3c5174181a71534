/// How the host checks a phone's log-in against the game's accounts: the
/// game gives it (the live listener reads no store). It is called off the
/// host's lock and may take a while (a password's hash is slow on purpose).
public typealias LiveAccountCheck = @Sendable (_ username: String, _ password: String) async -> LiveAccountOutcome

/// A log-in's outcome as the round needs it.
public enum LiveAccountOutcome: Equatable, Sendable {
    /// The account's player: their id in the store, and their name in the round (their username).
    case player(id: Int64, name: String)
    /// No log-in, for this reason.
    case refused(LiveRefusal)
}
