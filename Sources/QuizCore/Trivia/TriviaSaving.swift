/// Where trivia keeps the rules' effects, and where the rules' loads are
/// answered: the next question of a topic, People's Choice.
///
/// An implementation answers synchronously (the frame path never waits on a
/// task) and never throws: a store that fails keeps what it could not save
/// for later, answers a load with nothing, and the game goes on.
public protocol TriviaSaving: AnyObject {
    /// An unanswered question of the topic picked with `randomKey`, or nil when none is left.
    func nextQuestion(topicID: Int64, randomKey: Int64) -> TriviaQuestion?
    /// Recorded answers per option id of a question.
    func peoplesChoice(questionID: Int64) -> [Int64: Double]
    /// Whether an action that cannot be taken back (a purchase) can be saved now.
    var canSave: Bool { get }
    /// Keeps the effects of one action (those for the screen are ignored)
    /// and the change to the round kept for resuming, all or nothing, at a wall-clock time.
    func persist(_ effects: [TriviaEffect], round: SavedRoundChange, wallSeconds: Double)
}
