import Foundation
import Hummingbird
import QuizCore
import QuizStore

/// hummingbird-auth's session storage over the game's store (`adminSession`):
/// a signed-in browser stays signed in across a restart of `admin serve`, and
/// logging out removes its row. Expired sessions read as absent and are
/// removed then, and whenever a new session is made. What it read is kept a second (`KeptSessions`).
struct StorePersistDriver: PersistDriver {
    let store: AdminSessionStore
    /// The sessions read in the last second; nil: every request asks the store.
    var kept: KeptSessions? = KeptSessions()

    func create<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        // Forgotten after the store's write: a read that began before it is not kept (`KeptSessions.mark`).
        defer { kept?.forget(key) }
        guard try store.create(key: key, value: Data(try JSONText.encode(value).utf8), expiresAt: Self.date(expires))
        else {
            throw PersistError.duplicate
        }
    }

    func set<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        // Forgotten after the store's write: a read that began before it is not kept (`KeptSessions.mark`).
        defer { kept?.forget(key) }
        try store.set(key: key, value: Data(try JSONText.encode(value).utf8), expiresAt: Self.date(expires))
    }

    func get<Object: Codable & Sendable>(key: String, as type: Object.Type) async throws -> Object? {
        if let value = kept?.value(key) as? Object { return value }
        let mark = kept?.mark()
        guard let found = try store.get(key: key),
            // A value that no longer decodes (a session of an older build) is no session.
            let value = try? JSONValue.decode(type, fromUTF8: Array(found.value))
        else { return nil }
        if let mark { kept?.keep(key, value, expiresAt: found.expiresAt, readAfter: mark) }
        return value
    }

    func remove(key: String) async throws {
        // Forgotten after the store's write: a read that began before it is not kept (`KeptSessions.mark`).
        defer { kept?.forget(key) }
        try store.remove(key: key)
    }

    static func date(_ duration: Duration?) -> Date? {
        duration.map {
            Date().addingTimeInterval(Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18)
        }
    }
}
