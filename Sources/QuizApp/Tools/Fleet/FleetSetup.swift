import QuizConfig
import QuizFleet

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
            problems.append(ConfigProblem(line: settings.lines[key], key: "fleet." + key, message: failure.description))
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
                    message: "is empty, and the host name \"\(settings.kioskID)\" cannot be a kiosk id; set "
                        + "1 to \(FleetSettings.maximumKioskIDCharacters) letters, digits, \"-\", \"_\" and \".\""))
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

    /// The fleet of the config at `path` (nil: no file), or a failure naming the file and what is missing.
    public static func required(_ config: KioskConfig, path: String?) throws(CommandFailure) -> FleetSetup {
        guard let path else {
            throw CommandFailure(
                "no config file: a fleet is set in the config file's fleet section (fleet.postgres_url, "
                    + "fleet.password_file); give --config FILE (docs/fleet.md)")
        }
        guard let settings = config.fleet else {
            throw CommandFailure(
                "no fleet section in \(path): set fleet.postgres_url and fleet.password_file to join a fleet "
                    + "(docs/fleet.md)")
        }
        do {
            return try FleetSetup(settings, file: path)
        } catch {
            throw CommandFailure(error)
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
    /// `config check`'s line: the server, the kiosk id and the period; never the password.
    public var summary: String {
        let kiosk = settings.kioskIDSetting.map { "kiosk \($0)" } ?? "kiosk \(settings.kioskID) (the host name)"
        return "Fleet: \(place) (sslmode=\(connection.server.sslMode.rawValue)), "
            + "\(kiosk), synced every \(settings.syncSeconds) s while the game plays (not connected by this check; "
            + "`tiltquiz fleet status` connects)"
    }
}
