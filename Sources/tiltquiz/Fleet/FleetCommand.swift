import ArgumentParser
import QuizApp

/// `tiltquiz fleet`: the fleet of devices sharing one PostgreSQL (docs/fleet.md): the server's schema and roles,
/// a device's status, one sync by hand.
struct FleetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fleet",
        abstract: "Set up the fleet's PostgreSQL, show a device's place in its fleet, sync it once.",
        discussion: FleetRun.discussion,
        subcommands: [FleetInitCommand.self, FleetStatusCommand.self, FleetSyncCommand.self])
}

/// `tiltquiz fleet init`: the fleet's schema and the kiosk and admin roles, made or brought up to date.
struct FleetInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Install or update the fleet's schema and roles on its PostgreSQL (idempotent).",
        discussion: FleetRun.initDiscussion)

    @OptionGroup var config: ConfigOptions

    func run() throws {
        try FleetRun.initialize(location: StoreLocation(configFile: config.file, data: nil))
    }
}

/// `tiltquiz fleet status [--json]`: the device's id, kiosk id, server, outbox, last push and pull, and whether
/// the server answers now.
struct FleetStatusCommand: StoreReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the data folder's device in its fleet and whether the server answers (never the password).")
    static var action: (Bool, StoreLocation) throws -> Void { FleetStatusRun.run(json:location:) }

    @Flag(help: ArgumentHelp(FleetRun.statusJSONHelp))
    var json = false

    @OptionGroup var store: StoreOptions
}

/// `tiltquiz fleet sync --once`: push the outbox, pull what changed; exit 0 when both completed.
struct FleetSyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync the data folder's store with the fleet once: push its outbox, then pull what changed.",
        discussion: "Exits 0 when both completed; otherwise non-zero, with a line naming the reason.")

    @Flag(help: "Sync once and exit.")
    var once = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try refuse(FleetRun.syncProblem(once: once))
    }

    func run() throws {
        try FleetRun.syncOnce(location: store.location)
    }
}
