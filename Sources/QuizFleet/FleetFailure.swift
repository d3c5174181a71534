/// Why the fleet's server cannot be used, in words for one line: each names the thing (the URL, a file, the
/// server's address, the user, the database) and the reason. None repeats a password.
public enum FleetFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The URL cannot be read; the whole line.
    case badURL(String)
    /// The password file (its path) cannot be used, and why.
    case passwordFile(String, String)
    /// The CA file (its path) cannot be used, and why.
    case caFile(String, String)
    /// Nothing answers at the address (`host:port`), and why (refused, no such host, no answer in time).
    case unreachable(address: String, reason: String)
    /// PostgreSQL refused the user's password (SQLSTATE 28P01); the password file it came from.
    case wrongPassword(address: String, user: String, passwordFile: String)
    /// PostgreSQL does not let the user in from here (SQLSTATE 28000, pg_hba.conf); the server's own words.
    case userRefused(address: String, user: String, message: String)
    /// PostgreSQL asks for an authentication method postgres-nio does not answer (Kerberos, GSS, SSPI...).
    case authMethod(address: String, user: String)
    /// The database does not exist on the server (SQLSTATE 3D000).
    case noDatabase(address: String, database: String)
    /// The `sslmode` needs TLS and the server does not offer it.
    case noTLS(address: String, sslMode: FleetSSLMode)
    /// The TLS handshake failed (a certificate not trusted or not naming the host), and how.
    case tls(address: String, reason: String)
    /// PostgreSQL reported an error: its message and SQLSTATE.
    case server(address: String, message: String, sqlState: String)
    /// The connection was closed before the work was done.
    case closed(address: String)
    /// The pool of connections to the server at the address was shut down (the web admin is stopping).
    case poolClosed(address: String)
    /// The server's `fleet` schema has another version (`server`, 0 for none) than this build knows (`known`).
    case schemaVersion(server: Int, known: Int)
    /// The database has no `fleet` schema (SQLSTATE 3F000 or 42883): `fleet init` has not run there.
    case noSchema
    /// The server bound this kiosk id to another data folder (SQLSTATE TQ001).
    case kioskTaken(kiosk: String)
    /// An admin action named a player the fleet does not have (SQLSTATE TQ002); their fleet id.
    case noPlayer(String)
    /// An admin action named a question the fleet does not have (SQLSTATE TQ003); its uid.
    case noQuestion(String)
    /// A change the server handed out cannot be read by this build: its log id and why.
    case badIncoming(logID: Int64, reason: String)

    public var description: String {
        switch self {
        case .badURL(let line):
            return line
        case .passwordFile(let path, let reason):
            return "cannot use the password file \(path): \(reason)"
        case .caFile(let path, let reason):
            return "cannot use the CA file \(path): \(reason)"
        case .unreachable(let address, let reason):
            return "cannot connect to PostgreSQL at \(address): \(reason)"
        case .wrongPassword(let address, let user, let passwordFile):
            return "PostgreSQL at \(address) refused the password of user \(user) (28P01): check the user in the "
                + "URL and the password in \(passwordFile)"
        case .userRefused(let address, let user, let message):
            return "PostgreSQL at \(address) does not let user \(user) in (28000): \(message)"
        case .authMethod(let address, let user):
            return "PostgreSQL at \(address) asks user \(user) for an authentication method the fleet cannot answer: "
                + "give the user scram-sha-256 in pg_hba.conf"
        case .noDatabase(let address, let database):
            return "PostgreSQL at \(address) has no database \"\(database)\" (3D000): create it, or name another "
                + "in the URL"
        case .noTLS(let address, let sslMode):
            return "PostgreSQL at \(address) does not offer TLS, which sslmode=\(sslMode.rawValue) needs: turn on "
                + "ssl in the server's postgresql.conf, or use sslmode=prefer"
        case .tls(let address, let reason):
            return "the TLS connection to PostgreSQL at \(address) failed: \(reason)"
        case .server(let address, let message, let sqlState):
            return "PostgreSQL at \(address): \(message) (\(sqlState))"
        case .closed(let address):
            return "PostgreSQL at \(address) closed the connection"
        case .poolClosed(let address):
            return "the connections to PostgreSQL at \(address) are closed: the web admin is stopping"
        case .schemaVersion(let server, let known) where server > known:
            return "the fleet's PostgreSQL has schema version \(server); this tiltquiz knows \(known): update "
                + "tiltquiz on this machine to a version that knows \(server)"
        case .schemaVersion(let server, let known):
            return "the fleet's PostgreSQL has schema version \(server); this tiltquiz knows \(known): run "
                + "`tiltquiz fleet init` with this tiltquiz to bring the server to \(known)"
        case .noSchema:
            return "the fleet's PostgreSQL has no fleet schema: run `tiltquiz fleet init` (as the database's "
                + "owner) first"
        case .kioskTaken(let kiosk):
            return "the kiosk id \"\(kiosk)\" is bound to another data folder in the fleet (TQ001): give this "
                + "device its own fleet.kiosk_id, or run it on the data folder that first synced as \(kiosk)"
        case .noPlayer(let player):
            return "the fleet has no player \(player) (TQ002): never synced, or erased"
        case .noQuestion(let uid):
            return "the fleet has no question \"\(uid)\" (TQ003): no device has sent it yet"
        case .badIncoming(let logID, let reason):
            return "the fleet's change \(logID) cannot be read by this tiltquiz: \(reason)"
        }
    }
}
