import Foundation
import TestSupport
import Testing

@testable import QuizFleet

/// The fleet's connection against a real PostgreSQL (a `PostgresCluster` per test: about a second to make, start
/// and stop), and the one line each failure a user can cause gives.
@Suite struct FleetConnectionTests {
    /// A connection to `cluster` with its password, `url`'s tail (`/database?sslmode=...`) after its address.
    func connection(_ cluster: PostgresCluster, tail: String = "/postgres?sslmode=disable") throws -> FleetConnection {
        let server = try FleetServer(url: "postgres://\(cluster.user)@\(cluster.host):\(cluster.port)\(tail)")
        return try FleetConnection(server: server, password: FleetPassword(file: cluster.passwordFile))
    }

    @Test func itConnectsAndReadsTheVersionAndUser() async throws {
        try await PostgresCluster.with { cluster in
            // prefer: the test cluster has no TLS, so the connection goes on without it, as libpq's would.
            for mode in ["disable", "allow", "prefer"] {
                let check = try await connection(cluster, tail: "/postgres?sslmode=\(mode)").check()
                #expect(check.user == "tiltquiz")
                #expect(check.version.hasPrefix("PostgreSQL 15."), "\(check.version)")
            }
        }
    }

    @Test func aWrongPasswordIsNamed() async throws {
        try await PostgresCluster.with { cluster in
            let folder = TemporaryFolder(prefix: "tiltquiz-fleet-")
            let file = folder.write("password", "not-the-password\n", mode: 0o600)
            let server = try FleetServer(url: "postgres://tiltquiz@\(cluster.host):\(cluster.port)/postgres")
            let connection = try FleetConnection(server: server, password: FleetPassword(file: file))
            let failure = FleetFailure.wrongPassword(address: server.address, user: "tiltquiz", passwordFile: file)
            await #expect(throws: failure) { try await connection.check() }
            #expect(
                failure.description
                    == "PostgreSQL at \(server.address) refused the password of user tiltquiz (28P01): check the user "
                    + "in the URL and the password in \(file)")
        }
    }

    @Test func aMissingDatabaseIsNamed() async throws {
        try await PostgresCluster.with { cluster in
            let connection = try connection(cluster, tail: "/hall")
            let failure = FleetFailure.noDatabase(address: connection.server.address, database: "hall")
            await #expect(throws: failure) { try await connection.check() }
            #expect(
                failure.description
                    == "PostgreSQL at \(connection.server.address) has no database \"hall\" (3D000): create it, or "
                    + "name another in the URL")
        }
    }

    /// `require` and the modes that check certificates need TLS, which the test cluster does not offer.
    @Test func aModeThatNeedsTLSAgainstAServerWithoutItIsNamed() async throws {
        try await PostgresCluster.with { cluster in
            for mode in [FleetSSLMode.require, .verifyCA, .verifyFull] {
                let connection = try connection(cluster, tail: "/postgres?sslmode=\(mode.rawValue)")
                let failure = FleetFailure.noTLS(address: connection.server.address, sslMode: mode)
                await #expect(throws: failure) { try await connection.check() }
            }
            #expect(
                FleetFailure.noTLS(address: "127.0.0.1:5432", sslMode: .require).description
                    == "PostgreSQL at 127.0.0.1:5432 does not offer TLS, which sslmode=require needs: turn on ssl in "
                    + "the server's postgresql.conf, or use sslmode=prefer")
        }
    }

    /// A port nothing listens on.
    @Test func aPortNothingListensOnIsNamed() async throws {
        let server = try FleetServer(url: "postgres://tiltquiz@127.0.0.1:\(PostgresCluster.freePort())/postgres")
        let folder = TemporaryFolder(prefix: "tiltquiz-fleet-")
        let file = folder.write("password", "pw\n", mode: 0o600)
        let connection = try FleetConnection(server: server, password: FleetPassword(file: file))
        let failure = FleetFailure.unreachable(
            address: server.address,
            reason: "the connection was refused (is PostgreSQL running there, and is the port right?)")
        await #expect(throws: failure) { try await connection.check() }
        #expect(
            failure.description
                == "cannot connect to PostgreSQL at \(server.address): the connection was refused (is PostgreSQL "
                + "running there, and is the port right?)")
    }
}
