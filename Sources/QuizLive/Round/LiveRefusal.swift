import QuizCore

/// Why the round refused what a phone or the operator asked: every join,
/// rejoin and answer is either taken or refused with one of these, never
/// dropped. `code` is the protocol's word for it (docs/live.md), `message`
/// the line the phone or the big screen shows.
public enum LiveRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// A name that breaks the players' rule (`PlayerRef.nameRule`).
    case nameBreaksRule
    /// A name another player of the round has (whatever the letters' case).
    case nameTaken(String)
    /// A name with a word the operator blocked.
    case nameBlocked
    /// The round has as many players as it takes.
    case roundFull(Int)
    /// The round is over (the podium is up): nobody joins or answers any more.
    case roundOver
    /// A token the round does not know (never given, or from another round).
    case notInRound
    /// A token the operator removed from the round.
    case kicked
    /// An answer when no question is open, or for a question not asked yet.
    case noQuestionOpen
    /// An answer after its question's countdown ended.
    case late
    /// A second answer to the same question.
    case twice
    /// An answer that is not one of the question's answers.
    case unknownOption(Int)
    /// The PIN typed is not this round's.
    case wrongPIN
    /// More joins from one address than the listener takes in a minute.
    case tooManyJoins(perMinute: Int)
    /// A log-in whose username and password match no account (which of the two is wrong is not said).
    case loginFailed
    /// A log-in to an account locked by too many wrong passwords.
    case accountLocked
    /// A log-in to an account a moderator or admin banned.
    case accountBanned
    /// A log-in to an account that must choose a new username first (a fleet gave its name to another).
    case usernameWanted
    /// A log-in on a listener that takes no accounts, or whose store is not answering.
    case accountsUnavailable
    /// The operator's start, with the round already started.
    case alreadyStarted
    /// The operator's start without a question.
    case noQuestions
    /// The operator's next, in the lobby or at the podium.
    case nothingNext

    /// The protocol's word for the refusal.
    public var code: String {
        switch self {
        case .nameBreaksRule: return "name-rule"
        case .nameTaken: return "name-taken"
        case .nameBlocked: return "name-blocked"
        case .roundFull: return "round-full"
        case .roundOver: return "round-over"
        case .notInRound: return "not-in-round"
        case .kicked: return "kicked"
        case .noQuestionOpen: return "no-question"
        case .late: return "late"
        case .twice: return "twice"
        case .unknownOption: return "unknown-option"
        case .wrongPIN: return "wrong-pin"
        case .tooManyJoins: return "too-many-joins"
        case .loginFailed: return "login-failed"
        case .accountLocked: return "account-locked"
        case .accountBanned: return "account-banned"
        case .usernameWanted: return "username-wanted"
        case .accountsUnavailable: return "accounts-unavailable"
        case .alreadyStarted: return "already-started"
        case .noQuestions: return "no-questions"
        case .nothingNext: return "nothing-next"
        }
    }

    /// One line saying what was refused and why.
    public var message: String {
        switch self {
        case .nameBreaksRule: return "That name cannot be used: a name has \(PlayerRef.nameRule)."
        case .nameTaken(let name): return "The name \"\(name)\" is taken in this round: choose another."
        case .nameBlocked: return "That name cannot be used in this round: choose another."
        case .roundFull(let count): return "This round is full: it takes \(count) players."
        case .roundOver: return "This round is over."
        case .notInRound: return "This phone is not in the round: join with the PIN."
        case .kicked: return "You were removed from this round."
        case .noQuestionOpen: return "No question is open: that answer was not counted."
        case .late: return "Time was up: that answer came too late and was not counted."
        case .twice: return "You already answered this question: only the first answer counts."
        case .unknownOption(let option): return "Answer \(option + 1) is not one of this question's answers."
        case .wrongPIN: return "That PIN is not this round's: check the big screen."
        case .tooManyJoins(let limit):
            return "Too many joins from this network address (\(limit) a minute): wait a minute."
        case .loginFailed: return "That username and password do not match an account."
        case .accountLocked: return "Too many wrong passwords: this account is locked for a while. Join with a name."
        case .accountBanned: return "This account cannot play."
        case .usernameWanted: return "This account needs a new username: choose one on the kiosk, then log in."
        case .accountsUnavailable: return "Accounts cannot log in here now: join with a name."
        case .alreadyStarted: return "The round has started already."
        case .noQuestions: return "A round needs at least one question."
        case .nothingNext: return "There is no next question to open now."
        }
    }

    public var description: String { message }
}
