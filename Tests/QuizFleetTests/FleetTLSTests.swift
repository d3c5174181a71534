import Foundation
import QuizCore
import TestSupport
import Testing

@testable import QuizFleet

/// Each sslmode against a cluster with TLS: its certificate names `localhost` (not 127.0.0.1) and is signed by the
/// cluster's own authority (`caFile`), which the system does not trust.
@Suite struct FleetTLSTests {
    func connection(
        _ cluster: PostgresCluster, _ mode: FleetSSLMode, host: String, caFile: String?
    ) throws
        -> FleetConnection
    {
        let url = "postgres://\(cluster.user)@\(host):\(cluster.port)/postgres?sslmode=\(mode.rawValue)"
        return try FleetConnection(
            server: FleetServer(url: url, caFile: caFile), password: FleetPassword(file: cluster.passwordFile))
    }

    /// Whether the session goes over TLS, as the server sees it.
    func overTLS(_ connection: FleetConnection) async throws -> Bool {
        try await connection.run { client in
            let rows = try await client.query("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
            for try await ssl in rows.decode(Bool.self) { return ssl }
            return false
        }
    }

    @Test func everyModeButDisableGoesOverTLS() async throws {
        try await PostgresCluster.with(tls: true) { cluster in
            let ca = cluster.caFile
            let cases: [(FleetSSLMode, String, String?, Bool)] = [
                (.disable, "127.0.0.1", nil, false), (.allow, "127.0.0.1", nil, true),
                (.prefer, "127.0.0.1", nil, true), (.require, "127.0.0.1", nil, true),
                (.require, "localhost", ca, true), (.verifyCA, "127.0.0.1", ca, true),
                (.verifyFull, "localhost", ca, true),
            ]
            for (mode, host, caFile, tls) in cases {
                let connection = try connection(cluster, mode, host: host, caFile: caFile)
                #expect(try await overTLS(connection) == tls, "\(mode) to \(host)")
            }
        }
    }

    @Test func aCertificateNotTrustedOrNotNamingTheHostIsNamed() async throws {
        try await PostgresCluster.with(tls: true) { cluster in
            let untrusted = FleetReason.untrusted(caFile: nil)
            let cases: [(FleetSSLMode, String, String?, FleetReason)] = [
                (.verifyFull, "localhost", nil, untrusted), (.verifyCA, "127.0.0.1", nil, untrusted),
                (.verifyFull, "127.0.0.1", cluster.caFile, .wrongHost(host: "127.0.0.1")),
            ]
            for (mode, host, caFile, reason) in cases {
                let connection = try connection(cluster, mode, host: host, caFile: caFile)
                let failure = FleetFailure.tls(address: "\(host):\(cluster.port)", reason: reason)
                await #expect(throws: failure, "\(mode) to \(host)") { try await connection.check() }
            }
            #expect(
                FleetFailure.tls(address: "localhost:5432", reason: untrusted).description
                    == "the TLS connection to PostgreSQL at localhost:5432 failed: its certificate is not signed by an "
                    + "authority trusted here: the system's (no CA file was given)")
            #expect(
                FleetReason.wrongHost(host: "127.0.0.1").english
                    == "its certificate does not name 127.0.0.1, and sslmode=verify-full checks the name")
        }
    }

    @Test func aCAFileThatIsMissingOrHoldsNoCertificateIsNamed() throws {
        let folder = TemporaryFolder(prefix: "tiltquiz-fleet-")
        let password = try FleetPassword(file: folder.write("password", "pw\n", mode: 0o600))
        for (file, reason) in [(folder.file("ca.pem"), FleetReason.missing), ("/dev/null", .noCertificate)] {
            let server = try FleetServer(url: "postgres://kiosk@db/fleet?sslmode=verify-full", caFile: file)
            #expect(throws: FleetFailure.caFile(file: file, reason: reason)) {
                try FleetConnection(server: server, password: password)
            }
        }
    }
}
