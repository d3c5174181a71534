import ArgumentParser
import QuizApp

/// `tiltquiz fleet`: the fleet of devices sharing one PostgreSQL (docs/fleet.md): the server's schema and roles,
/// a device's status, one sync by hand, the changes the server refused.
struct FleetCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "fleet",
            abstract: HelpWords["help.fleet.abstract"],
            discussion: HelpWords["help.fleet.discussion"],
            subcommands: [
                FleetInitCommand.self, FleetStatusCommand.self, FleetSyncCommand.self, FleetRefusedCommand.self,
            ])
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

/// `tiltquiz fleet refused [--json] [--retry | --drop] [--device UUID] [--seq N]`: the changes the server refused and
/// kept, listed, taken again or dropped, as the fleet's admin user.
struct FleetRefusedCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "refused",
            abstract: HelpWords["help.fleet.refused.abstract"],
            discussion: HelpWords["help.fleet.refused.discussion"])
    }

    @Flag(help: ArgumentHelp(HelpWords["help.fleet.refused.retry"]))
    var retry = false

    @Flag(help: ArgumentHelp(HelpWords["help.fleet.refused.drop"]))
    var drop = false

    @Option(help: ArgumentHelp(HelpWords["help.fleet.refused.device"], valueName: "UUID"))
    var device: String?

    @Option(help: ArgumentHelp(HelpWords["help.fleet.refused.seq"], valueName: "N"))
    var seq: Int64?

    @Flag(help: ArgumentHelp(HelpWords["help.fleet.refused.json"]))
    var json = false

    @OptionGroup var config: ConfigOptions

    func validate() throws {
        try refuse(
            FleetRefusedRun.flagProblem(
                retry: retry, drop: drop, device: device, seq: seq,
                words: OperatorCatalog.of(StoreLocation(configFile: config.file, data: nil))))
    }

    func run() throws {
        try FleetRefusedRun.run(
            retry ? .retry : drop ? .drop : .list, json: json, device: device, seq: seq,
            location: StoreLocation(configFile: config.file, data: nil))
    }
}
