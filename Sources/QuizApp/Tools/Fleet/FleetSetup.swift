import QuizConfig
import QuizFleet
import QuizText

/// The config file's `fleet` group made into what QuizFleet connects with: the server read from the URL, the
/// password from its file, the TLS settings from the CA file. Each value only QuizFleet can judge (a password in
/// the URL, a password file others may read, a CA file with a mode that does not check certificates) is a problem
/// named with its line in the file, as `config check` names the others.
public struct FleetSetup: Sendable {
    /// The settings as the file wrote them.
    public var settings: FleetSettings
    /// The connection to the fleet's PostgreSQL (nothing is connected until it is used).
    public var connection: FleetConnection

    /// The server `settings` names, with every problem in one `ConfigError` for `file`.
    public init(_ settings: FleetSettings, file: String) throws(ConfigError) {
        var problems: [ConfigProblem] = []
        func note(_ key: String, _ failure: FleetFailure) {
            problems.append(ConfigProblem(line: settings.lines[key], key: "fleet." + key, reason: .fleet(failure)))
        }
        var server: FleetServer?
        do {
            server = try FleetServer(url: settings.postgresURL, caFile: settings.caFile)
        } catch {
            note(error.isCAFile ? "ca_file" : "postgres_url", error)
        }
        if settings.kioskIDSetting == nil, FleetSettings.kioskIDProblem(settings.kioskID) != nil {
            problems.append(
                ConfigProblem(
                    line: settings.lines["postgres_url"], key: "fleet.kiosk_id",
                    reason: .hostNameNotKioskID(host: settings.kioskID, limit: FleetSettings.maximumKioskIDCharacters)))
        }
        var password: FleetPassword?
        do {
            password = try FleetPassword(file: settings.passwordFile)
        } catch {
            note("password_file", error)
        }
        if let server, let password, problems.isEmpty {
            do {
                connection = try FleetConnection(server: server, password: password)
                self.settings = settings
                return
            } catch {
                note("ca_file", error)
            }
        }
        throw ConfigError(file: file, problems: problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) })
    }

    /// The fleet of the config at `path` (nil: no file), or a failure naming the file and what is missing, in
    /// `words` (the operator's catalog).
    public static func required(
        _ config: KioskConfig, path: String?, words: Catalog
    ) throws(CommandFailure) -> FleetSetup {
        guard let path else { throw CommandFailure(words, "cli.fleet_no_config") }
        guard let settings = config.fleet else { throw CommandFailure(words, "cli.fleet_no_section", ["path": path]) }
        return try make(settings, file: path, language: config.languages.language)
    }

    /// `init(_:file:)` for a command: what QuizFleet refuses in the settings is one failure worded in the config's
    /// `language`, as `config check` words the file's other problems.
    public static func make(
        _ settings: FleetSettings, file: String, language: GameLanguage
    ) throws(CommandFailure) -> FleetSetup {
        do {
            return try FleetSetup(settings, file: file)
        } catch {
            var refused = error
            refused.language = language
            throw CommandFailure(refused)
        }
    }
}

extension FleetFailure {
    /// Whether it is about the CA file.
    fileprivate var isCAFile: Bool {
        if case .caFile = self { return true }
        return false
    }
}

extension FleetSetup {
    /// `config check`'s line in `words`: the server, the kiosk id and the period; never the password.
    public func summary(_ words: Catalog) -> String {
        let kiosk =
            settings.kioskIDSetting.map { words.text("cli.fleet_kiosk", ["id": $0]) }
            ?? words.text("cli.fleet_kiosk_host", ["id": settings.kioskID])
        return words.text(
            "cli.fleet_summary",
            [
                "place": place, "sslmode": connection.server.sslMode.rawValue, "kiosk": kiosk,
                "seconds": words.number(settings.syncSeconds),
            ])
    }
}
