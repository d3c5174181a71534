/// What happened to a live round: phones joining, coming back, leaving and
/// answering, and the operator's actions; each with the time it happened,
/// in the round's seconds.
public enum LiveAction: Equatable, Sendable {
    /// A phone joins with the name typed, or as the store's player `account` (its username the name) after a
    /// log-in; the host made `token` for it.
    case join(name: String, token: LiveToken, account: Int64? = nil, at: Double)
    /// A phone comes back with the token it kept.
    case rejoin(token: LiveToken, at: Double)
    /// A phone's connection closed: the player keeps their place and points.
    case left(token: LiveToken, at: Double)
    /// A phone answers question `question` (from 0) with answer `option` (from 0).
    case answer(token: LiveToken, question: Int, option: Int, at: Double)
    /// Time passed: an open question whose countdown ended closes.
    case tick(at: Double)
    /// The operator removes a player: their token cannot come back.
    case kick(token: LiveToken)
    /// The operator starts the round with these questions: the first opens.
    case start(questions: [LiveQuestion], at: Double)
    /// The operator moves on: an open question closes; results give way to the next question, or the podium.
    case next(at: Double)
    /// The operator ends the round: an open question closes (its answers count), then the podium.
    case end(at: Double)
}

/// What the host does after a reduce: tell the phones (and the big screen) what changed.
public enum LiveEffect: Equatable, Sendable {
    /// A player joined, or came back: welcome their phone.
    case welcomed(LiveToken)
    /// A phone's join or rejoin was refused.
    case joinRefused(LiveRefusal)
    /// The players changed (joined, left, came back, kicked): the lobby's count.
    case playersChanged
    /// A player was removed: close their phone's socket.
    case kicked(LiveToken)
    /// An answer was counted (the phone sees right or wrong when the question closes).
    case answerCounted(LiveToken)
    /// An answer was refused.
    case answerRefused(LiveRefusal)
    /// Question `index` opened.
    case questionOpened(Int)
    /// Question `index` closed: each phone gets its outcome and place.
    case questionClosed(Int)
    /// The round ended: the podium.
    case podium
    /// The operator's action was refused.
    case operatorRefused(LiveRefusal)
}
