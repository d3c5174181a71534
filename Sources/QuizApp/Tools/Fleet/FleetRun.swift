import Foundation
import QuizConfig
import QuizCore
import QuizFleet
import QuizFlows
import QuizStore
import QuizText

/// `tiltquiz fleet init` and `tiltquiz fleet sync --once`: the fleet's schema and roles made on the server, and
/// one sync of the data folder's store, each with one line for a failure; their lines in the operator's catalog.
public enum FleetRun {
    /// `fleet init`: brings the server's `fleet` schema to this build's version and makes the kiosk and admin
    /// roles, as the URL's user (the database's owner); prints what it did.
    public static func initialize(location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let (config, path) = try location.loadConfig()
        let setup = try FleetSetup.required(config, path: path, words: words)
        let connection = setup.connection
        let install = try blocking(words) { try await connection.run { try await FleetSchema.install(on: $0) } }
        let versions = ["place": setup.place, "from": String(install.from), "version": String(install.to)]
        print(
            words.text(
                install.from == install.to
                    ? "cli.fleet_init_current"
                    : install.from == 0 ? "cli.fleet_init_installed" : "cli.fleet_init_upgraded",
                versions))
        let roles = [FleetSchema.kioskRole, FleetSchema.adminRole]
        let kept = roles.filter { !install.createdRoles.contains($0) }
        if !install.createdRoles.isEmpty {
            print(words.text("cli.fleet_roles_created", ["roles": words.list(install.createdRoles)]))
        }
        if !kept.isEmpty {
            print(words.text("cli.fleet_roles_kept", ["roles": words.list(kept)]))
        }
        print(words.text("cli.fleet_init_next", ["role": FleetSchema.kioskRole]))
    }

    /// Why `fleet sync` is refused without `--once`: the command syncs once and exits, and its flag says so; nil
    /// with it.
    public static func syncProblem(once: Bool) -> String? {
        once ? nil : "give --once: the command syncs once and exits"
    }

    /// `fleet sync --once`: joins the fleet if the store has not, pushes its outbox and pulls what changed;
    /// prints what it did, or fails with the reason (also kept for `fleet status` and the home screen).
    public static func syncOnce(location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let (sync, setup) = try open(location, existing: false, words: words)
        let report: FleetSyncReport
        do {
            report = try blocking(words) { try await sync.once() }
        } catch let failure as FleetSyncFailure {
            throw CommandFailure(words, "cli.fleet_sync_failed", ["reason": failure.problem.words(in: words)])
        }
        let outbox = (try? sync.journal.state().outboxLength) ?? 0
        print(
            words.text(
                "cli.fleet_synced",
                [
                    "place": setup.place, "kiosk": sync.kiosk,
                    "pushed": words.plural("cli.fleet_changes", count: report.pushed),
                    "pulled": words.plural("cli.fleet_changes", count: report.pulled),
                    "applied": words.number(report.applied),
                    "waiting": words.plural("admin.fleet.waiting", count: outbox),
                ]))
    }

    /// The fleet's sync of the data folder's store (`existing`: a folder without one is named, not made).
    static func open(
        _ location: StoreLocation, existing: Bool, words: Catalog
    ) throws(CommandFailure) -> (FleetSync, FleetSetup) {
        let (config, path) = try location.loadConfig()
        let setup = try FleetSetup.required(config, path: path, words: words)
        let store = location.following(config)
        let database = existing ? try store.openExisting() : try store.open()
        return (setup.sync(FleetJournal(database: database)), setup)
    }

    /// Runs `work` to its end from the synchronous command; a fleet failure is its line in `words`' language.
    static func blocking<Value: Sendable>(
        _ words: Catalog, _ work: @escaping @Sendable () async throws -> Value
    ) throws -> Value {
        do {
            return try BlockingRun.value(work)
        } catch let failure as FleetFailure {
            throw CommandFailure(failure.words(in: words))
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
