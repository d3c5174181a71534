import Foundation
import QuizConfig
import QuizCore
import QuizStore

/// Where a command finds the config file and the game's store: `--config`,
/// else the file the game reads; `--data`, else that config's `data_dir`,
/// else the default folder. A command run without `--data` on a kiosk whose
/// config moves the data works on the store the game plays into.
public struct StoreLocation: Sendable {
    /// `--config`: nil for the file the game finds by itself.
    public var configFile: String?
    /// `--data`.
    public var data: String?

    public init(configFile: String?, data: String?) {
        self.configFile = configFile
        self.data = data
    }

    /// `--data`, else the `data_dir` of the config file, else the default folder.
    public var directory: String { data ?? configFileDirectory ?? QuizDatabase.defaultDirectory() }

    /// The `data_dir` of `--config` ("" or none: nil), else of the file found without it.
    private var configFileDirectory: String? {
        guard configFile != nil else { return Self.configuredDirectory }
        let named = (try? loadConfig())?.config.dataDirectory ?? ""
        return named.isEmpty ? nil : named
    }

    /// The settings, with the path they came from (nil: no file, the defaults).
    public func loadConfig() throws(CommandFailure) -> (config: KioskConfig, path: String?) {
        do {
            return try KioskConfig.locateAndLoad(explicit: configFile)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Why `--config` cannot be read, as the line that says so; nil when it can or none was given (a command
    /// refuses such a file before it does anything).
    public var configProblem: String? {
        guard configFile != nil else { return nil }
        do {
            _ = try loadConfig()
            return nil
        } catch {
            return error.message
        }
    }

    /// The config file's `data_dir` (the file `tiltquiz play` finds without `--config`), read once; nil when
    /// there is no file or it names none. A file that cannot be read is named on stderr, once.
    static let configuredDirectory: String? = configuredDirectory(environment: ProcessInfo.processInfo.environment)

    /// This location for a command that read its own config (`--config`): `--data`, else that file's
    /// `data_dir`, else the default folder ("" included: not the data_dir of a file found without `--config`).
    public func following(_ settings: KioskConfig) -> StoreLocation {
        var location = self
        location.data = PlayStore.folder(data: data, settings: settings)
        return location
    }

    public static func configuredDirectory(environment: [String: String]) -> String? {
        do {
            let loaded = try KioskConfig.locateAndLoad(explicit: nil, environment: environment)
            return loaded.config.dataDirectory.isEmpty ? nil : loaded.config.dataDirectory
        } catch {
            let fallback = QuizDatabase.defaultDirectory()
            let problem = CommandFailure(error).message
            let words = try? OperatorCatalog.named(error.language?.rawValue ?? "en")
            ProgramMessage.write(
                words?.text("cli.config_data_dir_unknown", ["problem": problem, "folder": fallback])
                    ?? "\(problem); its data_dir is not known, so the data folder is \(fallback)")
            return nil
        }
    }

    /// Opens the database, bringing the bundled packs in first when asked.
    public func open(installBundledPacks: Bool = true) throws(CommandFailure) -> QuizDatabase {
        do {
            let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: directory))
            if installBundledPacks {
                try PlayStore.installBundled(into: database)
            }
            return database
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Opens the game's database for a command that only reads what play wrote: a data folder without one
    /// is named as the reason, instead of a new empty store being made there.
    public func openExisting() throws(CommandFailure) -> QuizDatabase {
        let file = QuizDatabase.file(inDirectory: directory)
        guard FileManager.default.fileExists(atPath: file) else {
            throw CommandFailure(
                "no game data in \(directory) (there is no \(PathText.name(of: file))): give --data "
                    + "the folder the game plays into")
        }
        return try open(installBundledPacks: false)
    }

    /// The store and its players, for the `players` commands (the bundled packs are not needed).
    public func openPlayers() throws(CommandFailure) -> (database: QuizDatabase, directory: PlayerDirectory) {
        let database = try open(installBundledPacks: false)
        return (database, PlayerDirectory(database: database))
    }
}
