import Foundation
import QuizCore
import QuizStore

/// What a quick look at the fleet's server found, for `tiltquiz fleet status`: whether it answered, its schema
/// version, and how far the device's cursor is behind its change log.
public struct FleetLook: Equatable, Sendable {
    /// Whether the server took a connection and answered.
    public var reachable: Bool
    /// Why the server cannot be synced with (unreachable, refused, another schema version, the kiosk id taken),
    /// worded where it is shown; nil when a sync could run.
    public var problem: FleetProblem?
    /// The server's `fleet` schema version, when it said.
    public var schemaVersion: Int?
    /// Change-log entries the device has not pulled yet, when the server said (it says so to a device that
    /// joined: one that has a device id).
    public var lag: Int64?
    /// The device's changes the server could not take and kept (`fleet.rejected`), and the latest, when the server
    /// said (to a device that joined, on a server of this build's schema version).
    public var refused: FleetRefused?
}

extension FleetSync {
    /// Says hello to the server as this device (when it has joined: `hello` binds the kiosk id to the device id,
    /// as its first sync would), else only connects; never pushes, pulls or changes the store.
    public func look() async -> FleetLook {
        let state: FleetDeviceState
        do {
            state = try journal.state()
        } catch {
            return FleetLook(reachable: false, problem: FleetSyncFailure(error).problem)
        }
        do {
            guard let device = state.deviceID else {
                _ = try await connection.check(limit: limit)
                return FleetLook(reachable: true)
            }
            let kiosk = self.kiosk
            let (hello, refused) = try await connection.session(limit: limit) { client in
                let calls = FleetServerCalls(client)
                let hello = try await calls.hello(device: device, kiosk: kiosk)
                guard hello.schemaVersion == FleetSchema.version else { return (hello, FleetRefused?.none) }
                return (hello, try await calls.refused(device: device))
            }
            var look = FleetLook(
                reachable: true, schemaVersion: hello.schemaVersion, lag: max(0, hello.lastLog - state.cursor),
                refused: refused)
            do {
                try FleetSchema.check(serverVersion: hello.schemaVersion)
            } catch {
                look.problem = error
            }
            return look
        } catch {
            // The server answered, and refused: reachable, with its reason.
            let failure = FleetSyncFailure(error)
            return FleetLook(reachable: failure.serverAnswered, problem: failure.problem)
        }
    }
}
