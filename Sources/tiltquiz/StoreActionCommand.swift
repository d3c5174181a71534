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
