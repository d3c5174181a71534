import Foundation

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
    /// The sync's last failure, one line, and when; nil once a sync succeeds.
    public var lastProblem: String?
    public var lastProblemAt: Date?

    public init(
        deviceID: UUID?, joined: Bool, outboxLength: Int, cursor: Int64, lastPushAt: Date? = nil,
        lastPullAt: Date? = nil, lastProblem: String? = nil, lastProblemAt: Date? = nil
    ) {
        self.deviceID = deviceID
        self.joined = joined
        self.outboxLength = outboxLength
        self.cursor = cursor
        self.lastPushAt = lastPushAt
        self.lastPullAt = lastPullAt
        self.lastProblem = lastProblem
        self.lastProblemAt = lastProblemAt
    }
}
