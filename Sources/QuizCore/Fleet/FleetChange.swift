import Foundation

/// One piece of the fleet's shared data as it travels between a device's outbox, the fleet's PostgreSQL and the
/// other devices (docs/fleet.md, "What travels"). Rows are named by fleet ids, never by a store's integer ids:
/// a player by their fleet id, a question by its `uid`, a topic by its name, an option by its position.
public struct FleetChange: Codable, Equatable, Sendable {
    /// The change's fleet-unique id: the row's fleet id for a row (a player, a result...), a fresh id for an
    /// event about a row (a profile edit, a follow, a ban). Pushing the same id twice adds it once.
    public var id: UUID
    /// What it is, which says what `body` holds.
    public var kind: FleetKind
    /// The player it belongs to (the player themself for `player`); nil for an anonymous result or answer.
    public var player: UUID?
    /// The hybrid-clock stamp of an edit that the last writer wins (`profile`, `follow`, `unfollow`).
    public var stamp: FleetStamp?
    /// The row's fields, a JSON object whose keys `FleetKind` documents per kind.
    public var body: String

    public init(id: UUID, kind: FleetKind, player: UUID?, stamp: FleetStamp? = nil, body: String) {
        self.id = id
        self.kind = kind
        self.player = player
        self.stamp = stamp
        self.body = body
    }
}

/// A change in a device's outbox: the change and the device's sequence number for it (1, 2, 3... in the order
/// the device wrote them). The server keeps each device's highest pushed number in the same transaction as the
/// rows, so a device that did not hear the answer to a push drops what the server already has.
public struct FleetOutgoing: Equatable, Sendable {
    /// The device's sequence number, from 1.
    public var seq: Int64
    public var change: FleetChange

    public init(seq: Int64, change: FleetChange) {
        self.seq = seq
        self.change = change
    }
}

/// A change as the server's change log hands it to devices: its place in the log (ids in commit order, so a
/// device's cursor `after` never skips a row) and the change.
public struct FleetIncoming: Equatable, Sendable {
    /// The change log's id; a device pulls the ids after the last one it applied.
    public var logID: Int64
    public var change: FleetChange

    public init(logID: Int64, change: FleetChange) {
        self.logID = logID
        self.change = change
    }
}
