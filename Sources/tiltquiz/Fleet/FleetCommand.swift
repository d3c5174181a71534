import ArgumentParser
import QuizApp

/// `tiltquiz fleet`: the fleet of devices sharing one PostgreSQL (docs/fleet.md): the server's schema and roles,
/// a device's status, one sync by hand.
struct FleetCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "fleet",
            abstract: HelpWords["help.fleet.abstract"],
            discussion: HelpWords["help.fleet.discussion"],
            subcommands: [FleetInitCommand.self, FleetStatusCommand.self, FleetSyncCommand.self])
    }
}

/// `tiltquiz fleet init`: the fleet's schema and the kiosk and admin roles, made or brought up to date.
struct FleetInitCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "init",
            abstract: HelpWords["help.fleet.init.abstract"],
            discussion: HelpWords["help.fleet.init.discussion"])
    }

    @OptionGroup var config: ConfigOptions

    func run() throws {
        try FleetRun.initialize(location: StoreLocation(configFile: config.file, data: nil))
    }
}

/// `tiltquiz fleet status [--json]`: the device's id, kiosk id, server, outbox, last push and pull, and whether
/// the server answers now.
struct FleetStatusCommand: StoreReportCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "status", abstract: HelpWords["help.fleet.status.abstract"])
    }
    static var action: (Bool, StoreLocation) throws -> Void { FleetStatusRun.run(json:location:) }

    @Flag(help: ArgumentHelp(HelpWords["help.fleet.status.json"]))
    var json = false

    @OptionGroup var store: StoreOptions
}

/// `tiltquiz fleet sync --once`: push the outbox, pull what changed; exit 0 when both completed.
struct FleetSyncCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "sync",
            abstract: HelpWords["help.fleet.sync.abstract"],
            discussion: HelpWords["help.fleet.sync.discussion"])
    }

    @Flag(help: ArgumentHelp(HelpWords["help.fleet.sync.once"]))
    var once = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try refuse(FleetRun.syncProblem(once: once))
    }

    func run() throws {
        try FleetRun.syncOnce(location: store.location)
    }
}
