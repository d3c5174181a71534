import Foundation

/// Why the fleet's server cannot be used, or why a sync did not complete, as a value: a kind and its values (the
/// address, the user, a file, the SQLSTATE, the reason). None holds a password. The device's journal keeps it as
/// JSON; the kiosk's fleet status page and `tiltquiz fleet` word it in the reader's language (QuizFlows'
/// `FleetProblem.screenText`); `english` is the line for logs, `--json` and the errors thrown (QuizFleet's
/// `FleetFailure` is this type). The words a PostgreSQL server or the system give (a server's message, strerror,
/// the TLS library's error) stay as they are inside the worded sentence.
public enum FleetProblem: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    /// The URL cannot be read; the whole line (English: the URL is read before any sync).
    case badURL(String)
    /// The password file (its path) cannot be used, and why.
    case passwordFile(file: String, reason: FleetReason)
    /// The CA file (its path) cannot be used, and why.
    case caFile(file: String, reason: FleetReason)
    /// Nothing answers at the address (`host:port`), and why (refused, no such host, no answer in time).
    case unreachable(address: String, reason: FleetReason)
    /// PostgreSQL refused the user's password (SQLSTATE 28P01); the password file it came from.
    case wrongPassword(address: String, user: String, passwordFile: String)
    /// PostgreSQL does not let the user in from here (SQLSTATE 28000, pg_hba.conf); the server's own words.
    case userRefused(address: String, user: String, message: String)
    /// PostgreSQL asks for an authentication method postgres-nio does not answer (Kerberos, GSS, SSPI...).
    case authMethod(address: String, user: String)
    /// The database does not exist on the server (SQLSTATE 3D000).
    case noDatabase(address: String, database: String)
    /// The `sslmode` (its name) needs TLS and the server does not offer it.
    case noTLS(address: String, sslMode: String)
    /// The TLS handshake failed (a certificate not trusted or not naming the host), and how.
    case tls(address: String, reason: FleetReason)
    /// PostgreSQL reported an error: its message (the server's words) and SQLSTATE.
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
    case badIncoming(logID: Int64, reason: FleetReason)
    /// The device's store failed the sync; the store's error in its own (English) words.
    case store(detail: String)
    /// The sync was stopped before it ended.
    case stopped
    /// The store has no fleet device id after joining.
    case noDeviceID
    /// The server took the device's changes only up to `high` of `last`; the rest stays in the outbox.
    case pushShort(high: Int64, last: Int64)
    /// Another error, in its own words.
    case other(String)
    /// A line the journal kept in English before problems were kept as values, shown as it is.
    case recorded(String)

    /// The line in English, for logs, `--json` and the errors the commands print.
    public var english: String {
        switch self {
        case .badURL(let line):
            return line
        case .passwordFile(let path, let reason):
            return "cannot use the password file \(path): \(reason.english)"
        case .caFile(let path, let reason):
            return "cannot use the CA file \(path): \(reason.english)"
        case .unreachable(let address, let reason):
            return "cannot connect to PostgreSQL at \(address): \(reason.english)"
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
            return "PostgreSQL at \(address) does not offer TLS, which sslmode=\(sslMode) needs: turn on "
                + "ssl in the server's postgresql.conf, or use sslmode=prefer"
        case .tls(let address, let reason):
            return "the TLS connection to PostgreSQL at \(address) failed: \(reason.english)"
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
            return "the fleet's change \(logID) cannot be read by this tiltquiz: \(reason.english)"
        case .store(let detail):
            return "the store: \(detail)"
        case .stopped:
            return "the sync was stopped"
        case .noDeviceID:
            return "the store has no fleet device id after joining"
        case .pushShort(let high, let last):
            return "the fleet's PostgreSQL took this device's changes up to \(high) of \(last); nothing was lost, "
                + "the rest stays in the outbox"
        case .other(let words), .recorded(let words):
            return words
        }
    }

    public var description: String { english }

    /// The problem as the journal keeps it: JSON (the keys sorted).
    public var stored: String {
        // Byte for byte what JSONEncoder wrote with sorted keys (it escapes "/"), as problems kept before read.
        (try? JSONText.encode(self, format: [.sortedKeys, .escapingSlashes])) ?? english
    }

    /// A problem the journal kept: JSON, or a line in English from a store written before problems were values.
    public init(stored: String) {
        self = (try? JSONValue.decode(FleetProblem.self, from: stored)) ?? .recorded(stored)
    }
}

/// Why a connection, a file or a change could not be used, as a value worded where it is shown; `system` holds the
/// words of the system or a library (strerror, the TLS library's error) as they are.
public enum FleetReason: Equatable, Sendable, Codable {
    /// ECONNREFUSED: nothing listens at the address.
    case refused
    /// EHOSTUNREACH, ENETUNREACH.
    case noRoute
    /// The host name has no address (DNS).
    case hostNotFound(host: String)
    /// No answer within so many seconds (a connection attempt, or a sync's connection gone silent).
    case noAnswer(seconds: Int)
    /// The connection failed, and postgres-nio did not say how.
    case connectionFailed
    /// The pool's every connection attempt failed for a minute.
    case attemptsFailed
    /// The server's certificate is not signed by an authority trusted here: the CA file's, or the system's (nil).
    case untrusted(caFile: String?)
    /// The server's certificate does not name the host, and sslmode=verify-full checks the name.
    case wrongHost(host: String)
    /// The TLS settings cannot be made; the library's words.
    case tlsSettings(detail: String)
    /// The file does not exist.
    case missing
    /// The path is not a regular file.
    case notAFile
    /// The password file's mode (as `0644`) lets others read it.
    case readableByOthers(mode: String, file: String)
    /// This user (uid) may not read the file.
    case unreadable(uid: Int)
    /// The password file's first line is empty.
    case emptyFirstLine
    /// The CA file holds no PEM certificate.
    case noCertificate
    /// A CA file was given, and the URL's sslmode (its name) reads none.
    case caFileUnused(sslMode: String)
    /// A change of a kind this build does not know.
    case unknownKind(kind: String)
    /// A change whose stamp cannot be read.
    case badStamp(stamp: String)
    /// The system's or a library's words, as they are.
    case system(String)

    /// The reason in English.
    public var english: String {
        switch self {
        case .refused: "the connection was refused (is PostgreSQL running there, and is the port right?)"
        case .noRoute: "no route to the host (is the network up?)"
        case .hostNotFound(let host): "the host \(host) was not found (DNS)"
        case .noAnswer(let seconds): "no answer within \(seconds) s"
        case .connectionFailed: "the connection failed"
        case .attemptsFailed: "every connection attempt failed for a minute"
        case .untrusted(let caFile):
            "its certificate is not signed by an authority trusted here: "
                + (caFile.map { "the CA file \($0)" } ?? "the system's (no CA file was given)")
        case .wrongHost(let host): "its certificate does not name \(host), and sslmode=verify-full checks the name"
        case .tlsSettings(let detail): "its settings cannot be made (\(detail))"
        case .missing: "it does not exist"
        case .notAFile: "it is not a file"
        case .readableByOthers(let mode, let file):
            "it is mode \(mode), which lets others read it; make it 0600 (chmod 600 \(file))"
        case .unreadable(let uid): "this user (uid \(uid)) may not read it"
        case .emptyFirstLine: "its first line is empty"
        case .noCertificate: "it holds no PEM certificate"
        case .caFileUnused(let sslMode):
            "it is read only with sslmode=require, verify-ca or verify-full, and the URL says sslmode=\(sslMode)"
        case .unknownKind(let kind): "its kind \"\(kind)\" is unknown"
        case .badStamp(let stamp): "its stamp \"\(stamp)\" is not one"
        case .system(let words): words
        }
    }
}
