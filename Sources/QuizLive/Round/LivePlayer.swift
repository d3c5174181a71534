/// The secret a phone keeps to come back into its round (after a reload, a
/// locked screen or a lost network): 128 random bits as 32 lower-case hex
/// digits, made by the host, never shown on the big screen.
public struct LiveToken: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let text: String

    /// A token from its text, or nil when it is not 32 lower-case hex digits.
    public init?(_ text: String) {
        guard text.utf8.count == 32, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        self.text = text
    }

    /// A new token from `generator` (the host's is the system's).
    public static func random(using generator: inout some RandomNumberGenerator) -> LiveToken {
        let digits = (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return LiveToken(digits.joined())!
    }

    /// Not the token itself: logs and test failures show only its start.
    public var description: String { "token " + text.prefix(6) + "…" }

    public static func < (lhs: LiveToken, rhs: LiveToken) -> Bool { lhs.text < rhs.text }
}

/// A round's 4-digit PIN, new each round: the phones type it (or the QR code's
/// link carries it) to join.
public struct LivePIN: Hashable, Sendable, CustomStringConvertible {
    public let digits: String

    /// A PIN from its text, or nil when it is not 4 digits.
    public init?(_ digits: String) {
        guard digits.utf8.count == 4, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        self.digits = digits
    }

    /// A new PIN from `generator`, 0000 to 9999.
    public static func random(using generator: inout some RandomNumberGenerator) -> LivePIN {
        let number = Int.random(in: 0...9999, using: &generator)
        let text = String(number)
        return LivePIN(String(repeating: "0", count: 4 - text.count) + text)!
    }

    public var description: String { digits }
}

/// A phone's player in a round.
public struct LivePlayer: Equatable, Sendable {
    public let token: LiveToken
    /// The name as kept (`PlayerRef.cleanName`): unique in the round, whatever the letters' case.
    public let name: String
    /// When they joined, in the round's seconds.
    public let joinedAt: Double
    /// The store's player they logged in as (their account), nil for a guest of the round.
    public let account: Int64?
    public internal(set) var points = 0
    /// Right answers in a row up to the last question closed.
    public internal(set) var streak = 0
    /// Whether a phone is connected for them now (a dropped phone keeps its place and points).
    public internal(set) var isConnected = true

    public init(token: LiveToken, name: String, joinedAt: Double, account: Int64? = nil) {
        self.token = token
        self.name = name
        self.joinedAt = joinedAt
        self.account = account
    }
}
