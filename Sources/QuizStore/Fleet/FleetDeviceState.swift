import Foundation
import QuizCore

/// Where this device stands in a fleet, as `tiltquiz fleet status` and the kiosk's admin menu show it.
public struct FleetDeviceState: Equatable, Sendable {
    /// The device's fleet id (made when it joins; nil before).
    public var deviceID: UUID?
    /// Whether the device joined a fleet: its new rows and edits go into the outbox.
    public var joined: Bool
    /// Changes waiting to be pushed.
    public var outboxLength: Int
    /// The last change-log id applied: the next pull asks for the ones after it.
    public var cursor: Int64
    /// When the server last took a push (acknowledged) and when a pull was last applied.
    public var lastPushAt: Date?
    public var lastPullAt: Date?
    /// The sync's last failure, and when; nil once a sync succeeds. A store written before problems were kept as
    /// values has the English line (`FleetProblem.recorded`).
    public var problem: FleetProblem?
    public var lastProblemAt: Date?

    /// The last failure in English (`--json`'s `lastProblem`, logs).
    public var lastProblem: String? { problem?.english }

    public init(
        deviceID: UUID?, joined: Bool, outboxLength: Int, cursor: Int64, lastPushAt: Date? = nil,
        lastPullAt: Date? = nil, problem: FleetProblem? = nil, lastProblemAt: Date? = nil
    ) {
        self.deviceID = deviceID
        self.joined = joined
        self.outboxLength = outboxLength
        self.cursor = cursor
        self.lastPushAt = lastPushAt
        self.lastPullAt = lastPullAt
        self.problem = problem
        self.lastProblemAt = lastProblemAt
    }
}
