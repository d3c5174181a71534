import Foundation
import NIOSSL
import PostgresNIO

/// The TLS settings a `FleetServer`'s `sslmode` and CA file give postgres-nio, built once: for the client's pool
/// and for the single connection that tells why a server cannot be used (`FleetConnection`).
struct FleetTLS: Sendable {
    let client: PostgresClient.Configuration.TLS
    let connection: PostgresConnection.Configuration.TLS

    init(_ server: FleetServer) throws(FleetFailure) {
        guard server.sslMode != .disable else {
            (client, connection) = (.disable, .disable)
            return
        }
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch server.sslMode {
        case .disable, .allow, .prefer: configuration.certificateVerification = .none
        // libpq's `require` checks the chain when it has a CA file, and only then.
        case .require: configuration.certificateVerification = server.caFile == nil ? .none : .noHostnameVerification
        case .verifyCA: configuration.certificateVerification = .noHostnameVerification
        case .verifyFull: configuration.certificateVerification = .fullVerification
        }
        if let caFile = server.caFile { configuration.trustRoots = .certificates(try Self.certificates(in: caFile)) }
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .tls(address: server.address, reason: .tlsSettings(detail: "\(error)"))
        }
        (client, connection) =
            server.sslMode.needsTLS
            ? (.require(configuration), .require(context)) : (.prefer(configuration), .prefer(context))
    }

    /// The certificates of a PEM file.
    private static func certificates(in file: String) throws(FleetFailure) -> [NIOSSLCertificate] {
        guard FileManager.default.fileExists(atPath: file) else { throw .caFile(file: file, reason: .missing) }
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw .caFile(file: file, reason: .unreadable(uid: Int(getuid())))
        }
        let certificates = try? NIOSSLCertificate.fromPEMFile(file)
        guard let certificates, !certificates.isEmpty else { throw .caFile(file: file, reason: .noCertificate) }
        return certificates
    }
}
