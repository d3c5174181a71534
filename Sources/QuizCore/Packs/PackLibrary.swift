/// Where the quiz packs mode reads its packs and keeps its games, and how its
/// Settings screen reaches the pack URL.
///
/// Like the other modes' saving, an implementation answers at once and never
/// throws on the frame path: a store that fails answers a read with nothing
/// and keeps a write for later, and play goes on. A check runs in the
/// background; `sourceStatus` tells how it is going.
public protocol PackLibrary: AnyObject {
    /// The packs to offer `player`, by title, with their best scores.
    func packs(for player: PlayerRef) -> [QuizPackEntry]
    /// A pack's questions in the pack's order (empty when it has none or is gone).
    func questions(ofPack packID: String) -> [PackQuestion]
    /// Keeps one answer as it is given.
    func record(_ answer: PackAnswerRecord, player: PlayerRef)
    /// Keeps a finished game, and queues it for the score server when one is set.
    func finish(_ game: FinishedPackGame)
    /// The player's best game per pack and latest games.
    func scores(for player: PlayerRef) -> PackScoreBoard
    /// The URL, the last check and the last update.
    func sourceStatus() -> PackSourceStatus
    /// Keeps a new pack URL (it is checked at once). Returns why it was
    /// refused ("not an http or https URL"), or nil when it was taken. An empty
    /// text clears the stored URL (the config's, if any, applies again).
    func setURL(_ text: String) -> String?
    /// Starts a check of the URL in the background, unless one is under way.
    func checkNow()
}
