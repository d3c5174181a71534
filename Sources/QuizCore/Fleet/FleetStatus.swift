import Foundation

/// Where a playing device stands in its fleet, as the kiosk's admin page shows it: what `tiltquiz fleet status`
/// tells (device id, kiosk id, server, outbox, last push and pull, the last problem, whether the server answered,
/// lag), taken by the fleet's sync after each of its syncs, off the frame loop. The page words it in its language.
public struct FleetStatus: Equatable, Sendable {
    /// The device's fleet id, lower-case; nil before its first sync.
    public var deviceID: String?
    /// The config's `fleet.kiosk_id`.
    public var kioskID: String
    /// The server as `user@host:port/database`, never the password.
    public var server: String
    /// Changes waiting to be pushed.
    public var outbox: Int
    /// When the server last took a push, and when a pull was last applied.
    public var lastPush: Date?
    public var lastPull: Date?
    /// The last sync's failure, worded where it is shown (QuizFlows' `FleetProblem.screenText`); nil once a sync
    /// succeeds.
    public var lastProblem: FleetProblem?
    /// Whether the server answered the last sync (it may have answered with a refusal).
    public var reachable: Bool
    /// Change-log entries the device has not pulled yet, when the last sync said.
    public var lag: Int64?
    /// How many of the device's changes the server could not take (kept in its `fleet.rejected`, acknowledged so
    /// the outbox moved on), when the last sync said; and the latest's line (`change 12 (purchase): its reason
    /// (SQLSTATE)`), nil when none.
    public var refused: Int?
    public var lastRefusal: String?

    public init(
        deviceID: String?, kioskID: String, server: String, outbox: Int, lastPush: Date? = nil,
        lastPull: Date? = nil, lastProblem: FleetProblem? = nil, reachable: Bool, lag: Int64? = nil,
        refused: Int? = nil,
        lastRefusal: String? = nil
    ) {
        self.deviceID = deviceID
        self.kioskID = kioskID
        self.server = server
        self.outbox = outbox
        self.lastPush = lastPush
        self.lastPull = lastPull
        self.lastProblem = lastProblem
        self.reachable = reachable
        self.lag = lag
        self.refused = refused
        self.lastRefusal = lastRefusal
    }
}
