import ArgumentParser
import Foundation
import QuizConfig
import QuizStore

/// `--config FILE` and `--data DIR`, one group on every command that reads the store: the settings, and where the
/// database lives (`--data`, else that config's `data_dir`, else the default folder).
struct StoreOptions: ParsableArguments {
    @OptionGroup var config: ConfigOptions

    @Option(
        help: ArgumentHelp(
            "Data folder for the database (default: the config file's data_dir, else $XDG_DATA_HOME/tiltquiz); "
                + "made if missing, inside a folder that exists.", valueName: "dir"))
    var data: String?

    /// `--data`, else the `data_dir` of the config file (`--config`, else the one the game reads), else the
    /// default folder: a command run without `--data` on a kiosk whose config moves the data works on the store
    /// the game plays into.
    var directory: String { data ?? configFileDirectory ?? QuizDatabase.defaultDirectory() }

    /// The `data_dir` of `--config` ("" or none: nil), else of the file found without it.
    private var configFileDirectory: String? {
        guard config.file != nil else { return Self.configuredDirectory }
        let named = (try? config.load())?.config.dataDirectory ?? ""
        return named.isEmpty ? nil : named
    }

    /// A `--config` that cannot be read is refused before anything is done, with its reason.
    func validate() throws {
        guard config.file != nil else { return }
        do {
            _ = try config.load()
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// The config file's `data_dir` (the file `tiltquiz play` finds without `--config`), read once; nil when
    /// there is no file or it names none. A file that cannot be read is named on stderr, once.
    static let configuredDirectory: String? = configuredDirectory(environment: ProcessInfo.processInfo.environment)

    /// These options for a command that read its own config (`--config`): `--data`, else that file's
    /// `data_dir`, else the default folder ("" included: not the data_dir of a file found without `--config`).
    func following(_ settings: KioskConfig) -> StoreOptions {
        var options = self
        if options.data == nil {
            options.data = settings.dataDirectory.isEmpty ? QuizDatabase.defaultDirectory() : settings.dataDirectory
        }
        return options
    }

    static func configuredDirectory(environment: [String: String]) -> String? {
        do {
            let loaded = try KioskConfig.locateAndLoad(explicit: nil, environment: environment)
            return loaded.config.dataDirectory.isEmpty ? nil : loaded.config.dataDirectory
        } catch {
            let fallback = QuizDatabase.defaultDirectory()
            FileHandle.standardError.write(
                Data("tiltquiz: \(error); its data_dir is not known, so the data folder is \(fallback)\n".utf8))
            return nil
        }
    }

    /// Opens the database, bringing the bundled packs in first when asked.
    func open(installBundledPacks: Bool = true) throws(CommandFailure) -> QuizDatabase {
        do {
            let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: directory))
            if installBundledPacks {
                try Self.installBundled(into: database)
            }
            return database
        } catch {
            throw CommandFailure(error)
        }
    }
}

extension StoreOptions {
    /// Opens the game's database for a command that only reads what play wrote: a data folder without one
    /// is named as the reason, instead of a new empty store being made there.
    func openExisting() throws(CommandFailure) -> QuizDatabase {
        let file = QuizDatabase.file(inDirectory: directory)
        guard FileManager.default.fileExists(atPath: file) else {
            throw CommandFailure(
                "no game data in \(directory) (there is no \((file as NSString).lastPathComponent)): give --data "
                    + "the folder the game plays into")
        }
        return try open(installBundledPacks: false)
    }

    /// Brings the bundled packs and the starter quizzes in: an unchanged file writes nothing.
    static func installBundled(into database: QuizDatabase) throws(StoreError) {
        let assets = try AssetLocator.locate()
        try PackInstaller(database: database).installPacks(
            inDirectory: (assets as NSString).appendingPathComponent("packs"))
        try StarterQuizzes(database: database).install(from: StarterQuizzes.file(inAssets: assets))
    }
}

/// A one-line progress bar on a terminal's stderr (silent when stderr is not a terminal).
struct ProgressBar {
    let label: String
    let enabled = isatty(STDERR_FILENO) == 1

    func show(_ done: Int, of total: Int) {
        guard enabled, total > 0 else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let line = "\r\(label) [\(bar)] \(done * 100 / total)% (\(done)/\(total))"
        FileHandle.standardError.write(Data(line.utf8))
        if done >= total { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
