import QuizConfig
import QuizStore
import QuizText
import Synchronization

/// The catalog a command speaks to the operator in (issue 37): the config's `language`, the operator's, as the
/// kiosk starts in; English when there is no config or it cannot be read (the command names that failure itself).
/// Read once per command, whichever of its steps asks first: the lines a command prints and the failures that
/// are ours (`CommandFailure(catalog, key)`) are its texts, by key.
public enum OperatorCatalog {
    /// The catalogs read so far, by language: one command reads one.
    private static let loaded = Mutex<[String: Catalog]>([:])

    /// The catalog of the config `location` reads (`--config`, else the file the game finds).
    public static func of(_ location: StoreLocation) throws(CommandFailure) -> Catalog {
        let language = (try? location.loadConfig())?.config.languages.language.rawValue ?? "en"
        return try named(language)
    }

    /// The catalog of the config file found without `--config` (a command that takes none).
    public static func ofFoundConfig() throws(CommandFailure) -> Catalog {
        try of(StoreLocation(configFile: nil, data: nil))
    }

    /// The catalog of `language` from the assets' `languages/`, read on first use.
    public static func named(_ language: String) throws(CommandFailure) -> Catalog {
        if let catalog = loaded.withLock({ $0[language] }) { return catalog }
        let catalog: Catalog
        do {
            catalog = try CatalogFolder(assets: try AssetLocator.locate()).catalog(language)
        } catch let error as CatalogError {
            throw CommandFailure(error.description)
        } catch {
            throw CommandFailure("\(error)")
        }
        loaded.withLock { $0[language] = catalog }
        return catalog
    }
}
