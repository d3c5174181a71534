import Foundation
import GRDB
import QuizCore

/// The columns of `player` that play reads and writes, as a typed record.
struct PlayerRow: Codable, FetchableRecord, StoredDateRecord, MutablePersistableRecord {
    static let databaseTableName = "player"

    var id: Int64?
    var name: String
    var role: String
    var banned: Bool
    var createdAt: Date
    var lastPlayedAt: Date?

    enum Columns {
        static let name = Column(CodingKeys.name)
        static let role = Column(CodingKeys.role)
        static let banned = Column(CodingKeys.banned)
        static let lastPlayedAt = Column(CodingKeys.lastPlayedAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    var ref: PlayerRef? {
        id.map { PlayerRef(id: $0, name: name, isGuest: role == "guest") }
    }
}
