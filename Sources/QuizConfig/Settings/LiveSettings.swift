import Foundation
import QuizCore

/// Live rounds (docs/live.md): where the phones' listener listens, the address its QR code shows, when an
/// unattended round starts, where its questions come from, and the words a phone's name may not hold.
public struct LiveSettings: Sendable, Equatable {
    /// The port `live.listen` defaults to.
    public static let defaultPort = 8090
    /// Allowed seconds between enough players and the start (`live.auto_start_seconds`).
    public static let allowedAutoStartSeconds = 0...3600
    /// Allowed players that start a round by themselves (`live.auto_start_players`; 0: the operator starts).
    public static let allowedAutoStartPlayers = 0...500
    /// Allowed questions a round (`live.questions`).
    public static let allowedQuestions = 1...50

    /// `live.listen` as `HOST:PORT`; nil: the first address that is not loopback, port 8090.
    public var listen: ListenAddress?
    /// `live.public_url`: what the QR code holds when a reverse proxy or a host name fronts the listener.
    public var publicURL: String?
    /// `live.auto_start_seconds`: how long the join screen waits once `autoStartPlayers` have joined.
    public var autoStartSeconds = 30
    /// `live.auto_start_players`: players that start a round by themselves; 0 turns unattended rounds off.
    public var autoStartPlayers = 2
    /// `live.source`: where a round's questions come from.
    public var source = LiveSource.trivia
    /// `live.questions`: questions a round.
    public var questions = 10
    /// `live.blocked_words`: words a phone's name may not hold (as listed, or read from the file named).
    public var blockedWords: [String] = []
    /// The file `live.blocked_words` named, nil when it listed the words.
    public var blockedWordsFile: String?
    /// The two settings' names, for messages about their files.
    public static let tlsCertificateSetting = "live.tls_cert"
    public static let tlsKeySetting = "live.tls_key"
    /// `live.tls_cert`: the PEM certificate (chain) the listener serves HTTPS with; set with `tlsKeyFile`.
    public var tlsCertificateFile: String?
    /// `live.tls_key`: the PEM private key of `tlsCertificateFile`.
    public var tlsKeyFile: String?

    public init() {}
}

/// Where a live round's questions come from (`live.source`).
public enum LiveSource: Sendable, Equatable, CustomStringConvertible {
    /// Multiple-choice questions of every trivia topic (`trivia`).
    case trivia
    /// True/false statements (`true-false`): two answers, True and False.
    case trueFalse
    /// One trivia topic by its name (`topic:Science`).
    case topic(String)
    /// One installed pack's multiple-choice questions by its id (`pack:tiltquiz-trivia`).
    case pack(String)
    /// The Daily Challenge's set of the event's day (`daily`): its ten questions in the order it asks them.
    case daily

    /// The values `live.source` takes, in words.
    public static let allowed =
        "trivia, true-false, daily (the day's Daily Challenge set), topic:NAME (a trivia topic) "
        + "or pack:ID (an installed pack)"

    /// The source `text` names, nil when it names none.
    public init?(_ text: String) {
        switch text {
        case "trivia": self = .trivia
        case "true-false": self = .trueFalse
        case "daily": self = .daily
        default:
            for (prefix, make) in [("topic:", Self.topic), ("pack:", Self.pack)] where text.hasPrefix(prefix) {
                let name = text.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else { return nil }
                self = make(name)
                return
            }
            return nil
        }
    }

    public var description: String {
        switch self {
        case .trivia: return "trivia"
        case .trueFalse: return "true-false"
        case .topic(let name): return "topic:" + name
        case .pack(let id): return "pack:" + id
        case .daily: return "daily"
        }
    }
}
