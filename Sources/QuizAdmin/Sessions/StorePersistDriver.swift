import Foundation
import Hummingbird
import QuizStore

/// hummingbird-auth's session storage over the game's store (`adminSession`):
/// a signed-in browser stays signed in across a restart of `admin serve`, and
/// logging out removes its row. Expired sessions read as absent and are
/// removed then, and whenever a new session is made.
struct StorePersistDriver: PersistDriver {
    let store: AdminSessionStore

    func create<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        guard try store.create(key: key, value: try JSONEncoder().encode(value), expiresAt: Self.date(expires)) else {
            throw PersistError.duplicate
        }
    }

    func set<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        try store.set(key: key, value: try JSONEncoder().encode(value), expiresAt: Self.date(expires))
    }

    func get<Object: Codable & Sendable>(key: String, as type: Object.Type) async throws -> Object? {
        guard let found = try store.get(key: key) else { return nil }
        // A value that no longer decodes (a session of an older build) is no session.
        return try? JSONDecoder().decode(type, from: found.value)
    }

    func remove(key: String) async throws {
        try store.remove(key: key)
    }

    static func date(_ duration: Duration?) -> Date? {
        duration.map {
            Date().addingTimeInterval(Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18)
        }
    }
}
