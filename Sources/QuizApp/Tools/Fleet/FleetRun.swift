import Foundation
import QuizConfig
import QuizCore
import QuizFleet
import QuizStore

/// `tiltquiz fleet init` and `tiltquiz fleet sync --once`: the fleet's schema and roles made on the server, and
/// one sync of the data folder's store, each with one line for a failure.
public enum FleetRun {
    /// `fleet init`: brings the server's `fleet` schema to this build's version and makes the kiosk and admin
    /// roles, as the URL's user (the database's owner); prints what it did.
    public static func initialize(location: StoreLocation) throws {
        let (config, path) = try location.loadConfig()
        let setup = try FleetSetup.required(config, path: path)
        let connection = setup.connection
        let install = try blocking { try await connection.run { try await FleetSchema.install(on: $0) } }
        let place = setup.place
        print(
            install.from == install.to
                ? "The fleet schema at \(place) is at version \(install.to) already: nothing to change."
                : install.from == 0
                    ? "Installed the fleet schema at \(place), version \(install.to)."
                    : "Brought the fleet schema at \(place) from version \(install.from) to \(install.to).")
        let roles = [FleetSchema.kioskRole, FleetSchema.adminRole]
        let kept = roles.filter { !install.createdRoles.contains($0) }
        if !install.createdRoles.isEmpty {
            print("Created the roles \(install.createdRoles.joined(separator: " and ")).")
        }
        if !kept.isEmpty {
            print("The roles \(kept.joined(separator: " and ")) exist: their grants were applied again.")
        }
        print(
            "Next: a login user for each device, such as CREATE ROLE hall1 LOGIN PASSWORD '...' IN ROLE "
                + "\(FleetSchema.kioskRole); (docs/fleet.md, \"Setting up a fleet\").")
    }

    /// `fleet sync --once`: joins the fleet if the store has not, pushes its outbox and pulls what changed;
    /// prints what it did, or fails with the reason (also kept for `fleet status` and the home screen).
    public static func syncOnce(location: StoreLocation) throws {
        let (sync, setup) = try open(location, existing: false)
        let report: FleetSyncReport
        do {
            report = try blocking { try await sync.once() }
        } catch let failure as FleetSyncFailure {
            throw CommandFailure("fleet sync failed: \(failure.line)")
        }
        let outbox = (try? sync.journal.state().outboxLength) ?? 0
        print(
            "Synced with \(setup.place) as \(sync.kiosk): pushed \(Counted.text(report.pushed, "change")), pulled "
                + "\(Counted.text(report.pulled, "change")) (\(report.applied) new here); "
                + "\(Counted.text(outbox, "change")) waiting.")
    }

    /// The fleet's sync of the data folder's store (`existing`: a folder without one is named, not made).
    static func open(_ location: StoreLocation, existing: Bool) throws(CommandFailure) -> (FleetSync, FleetSetup) {
        let (config, path) = try location.loadConfig()
        let setup = try FleetSetup.required(config, path: path)
        let store = location.following(config)
        let database = existing ? try store.openExisting() : try store.open()
        return (setup.sync(FleetJournal(database: database)), setup)
    }

    /// Runs `work` to its end from the synchronous command; a fleet failure is its line.
    static func blocking<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) throws -> Value {
        do {
            return try BlockingRun.value(work)
        } catch let failure as FleetFailure {
            throw CommandFailure(failure.description)
        }
    }
}

extension FleetSetup {
    /// The sync of `journal`'s store with this fleet, as this kiosk id.
    public func sync(_ journal: FleetJournal) -> FleetSync {
        FleetSync(journal: journal, connection: connection, kiosk: settings.kioskID)
    }

    /// `user@host:port/database`, for messages.
    public var place: String {
        let server = connection.server
        return "\(server.user)@\(server.address)/\(server.database)"
    }
}
