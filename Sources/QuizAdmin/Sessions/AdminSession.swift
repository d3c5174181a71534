import Foundation

/// What the session store keeps for a signed-in browser: who it is and the
/// CSRF token its forms carry. The role is read from the store on every
/// request, so a demotion or a ban takes effect at the next click.
public struct AdminSession: Codable, Sendable {
    public var playerID: Int64
    public var csrf: String
}

/// The roles that may use the web admin, lowest first.
public enum AdminRole: String, Comparable, Sendable {
    /// Questions, submissions, reports (later), the dashboard and the boards.
    case moderator
    /// Everything a moderator does, and players, roles, bans, settings and exports.
    case admin

    public static func < (lhs: AdminRole, rhs: AdminRole) -> Bool {
        lhs == .moderator && rhs == .admin
    }
}

/// The signed-in moderator or admin.
public struct AdminUser: Sendable {
    public var id: Int64
    public var name: String
    public var role: AdminRole
    public var csrf: String
}

/// Random tokens for sessions' CSRF and the log-in form.
enum Token {
    /// 32 random bytes as 64 hex digits.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Whether `a` and `b` are equal, in a time that does not depend on where they differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let left = Array(a.utf8)
        let right = Array(b.utf8)
        guard left.count == right.count, !left.isEmpty else { return false }
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }
}
