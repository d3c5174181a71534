/// The fleet's PostgreSQL server: where it is, which user connects to which database, and how the connection is
/// secured. Read from a URL as libpq spells it, `postgres://user@host:port/database?sslmode=verify-full`; it never
/// holds a password (that comes from a `FleetPassword` file).
public struct FleetServer: Equatable, Sendable {
    /// The PostgreSQL user (role) the device connects as.
    public var user: String
    /// A host name or an IP address (IPv6 without brackets).
    public var host: String
    /// The TCP port; 5432 when the URL names none.
    public var port: Int
    /// The database; the user's name when the URL names none, as libpq does.
    public var database: String
    /// The URL's `sslmode`; `prefer` when it names none, as libpq does.
    public var sslMode: FleetSSLMode
    /// A PEM file of the certificate authorities the server's certificate must be signed by, for the modes that
    /// check certificates; without one, `verify-ca` and `verify-full` trust the system's authorities.
    public var caFile: String?

    /// `host:port` (`[host]:port` for an IPv6 address), for messages.
    public var address: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}

extension FleetServer {
    /// The server a URL names; `caFile` as above. Throws `FleetFailure.badURL` naming what is wrong, never
    /// repeating a password the URL carries.
    public init(url: String, caFile: String? = nil) throws(FleetFailure) {
        let parts = try FleetURL(url)
        user = parts.user
        host = parts.host
        port = parts.port
        database = parts.database ?? parts.user
        sslMode = parts.sslMode
        self.caFile = caFile
        if let caFile, !sslMode.readsCAFile {
            throw .caFile(file: caFile, reason: .caFileUnused(sslMode: sslMode.rawValue))
        }
    }
}
