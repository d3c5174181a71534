/// How the connection to the fleet's PostgreSQL is secured, as libpq's `sslmode` spells it.
///
/// postgres-nio knows three TLS settings (disable, prefer, require) and NIOSSL's certificate checks; the mapping
/// (`FleetTLS`) keeps libpq's meaning of each mode, with one difference: `allow` tries TLS first where libpq tries
/// without it first. Both connect to the same servers and neither checks the certificate.
public enum FleetSSLMode: String, CaseIterable, Equatable, Sendable {
    /// No TLS.
    case disable
    /// TLS if the server insists on it, without checking its certificate.
    case allow
    /// TLS when the server offers it, without checking its certificate (libpq's default).
    case prefer
    /// TLS or no connection; the certificate is checked against the CA file only when one is given.
    case require
    /// TLS, the certificate signed by the CA file (or the system's authorities); any host name.
    case verifyCA = "verify-ca"
    /// TLS, the certificate signed by the CA file (or the system's authorities) and naming the URL's host.
    case verifyFull = "verify-full"

    /// Whether the mode reads a CA file: the modes that check certificates.
    public var readsCAFile: Bool {
        switch self {
        case .disable, .allow, .prefer: false
        case .require, .verifyCA, .verifyFull: true
        }
    }

    /// Whether the connection fails when the server does not offer TLS.
    public var needsTLS: Bool { readsCAFile }
}
