import ArgumentParser
import QuizApp

/// A command whose only options are `--config` and `--data`: it hands the store's location to one library call,
/// so the command declares its configuration and that call, and `run` is written once here.
protocol StoreActionCommand: ParsableCommand {
    /// `--config` and `--data`.
    var store: StoreOptions { get }
    /// The library call the command makes.
    static var action: (StoreLocation) throws -> Void { get }
}

extension StoreActionCommand {
    func run() throws {
        try Self.action(store.location)
    }
}

/// A command whose only flags are `--json` and the store's: one library call prints its report, as text or as
/// JSON, so the command declares its configuration, its `--json` help and that call, and `run` is written once here.
protocol StoreReportCommand: ParsableCommand {
    /// `--json`: the report as JSON.
    var json: Bool { get }
    /// `--config` and `--data`.
    var store: StoreOptions { get }
    /// The library call that prints the report.
    static var action: (Bool, StoreLocation) throws -> Void { get }
}

extension StoreReportCommand {
    func run() throws {
        try Self.action(json, store.location)
    }
}
