import Foundation

/// The fleet this device syncs with (`fleet.postgres_url`, `fleet.password_file`, `fleet.kiosk_id`,
/// `fleet.sync_seconds`, `fleet.ca_file`; docs/fleet.md). `KioskConfig.fleet` is nil without a URL: a single device,
/// as before fleets.
///
/// The values are kept as written; QuizFleet reads the URL and the files (`tiltquiz config check` does too, and
/// names a bad one with its line from `lines`).
public struct FleetSettings: Sendable, Equatable {
    /// Allowed seconds between two syncs while `tiltquiz play` runs.
    public static let allowedSyncSeconds = 1...3600
    /// The longest kiosk id: a DNS label's length.
    public static let maximumKioskIDCharacters = 63

    /// The fleet's PostgreSQL as libpq spells it, `postgres://user@host:port/database?sslmode=...`, no password.
    public var postgresURL: String
    /// The file holding the URL's user's password (mode 0600).
    public var passwordFile: String
    /// The kiosk's name in the fleet as the file sets it; nil: the machine's host name (`kioskID`).
    public var kioskIDSetting: String?
    /// Seconds between two syncs while `tiltquiz play` runs (its `FleetSyncRunner`).
    public var syncSeconds = 5
    /// A PEM file of the authorities the server's certificate must be signed by (the modes that check it).
    public var caFile: String?
    /// The line of each key the file set (`postgres_url`, `password_file`, `ca_file`...), for messages about
    /// values only QuizFleet can judge.
    public var lines: [String: Int] = [:]

    public init(postgresURL: String, passwordFile: String) {
        self.postgresURL = postgresURL
        self.passwordFile = passwordFile
    }

    /// The kiosk id in force: the file's, else the host name.
    public var kioskID: String { kioskIDSetting ?? Self.hostName }

    /// The machine's host name (`gethostname`), the kiosk id when the file sets none.
    public static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "localhost" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Why `text` cannot be a kiosk id (a detail for the message, possibly empty), or nil when it can.
    public static func kioskIDProblem(_ text: String) -> String? {
        switch kioskIDCheck(text) {
        case .fine: nil
        case .refused(let hint): hint?.description ?? ""
        }
    }

    /// Whether `text` can be a kiosk id, and if not, a hint at why (its length), as a value.
    static func kioskIDCheck(_ text: String) -> ConfigCheck {
        guard !text.isEmpty else { return .refused(.kioskIDEmpty) }
        guard text.count <= maximumKioskIDCharacters else { return .refused(.kioskIDLength(text.count)) }
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        return text.unicodeScalars.allSatisfy(allowed.contains) ? .fine : .refused(nil)
    }
}
