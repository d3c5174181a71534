import Foundation
import TestSupport
import Testing

@testable import QuizFleet

/// The fleet's connection against a real PostgreSQL (the test process's shared cluster, `SharedPostgres`: these
/// tests only connect, and none stops it), and the one line each failure a user can cause gives.
@Suite struct FleetConnectionTests {
    let folder = TemporaryFolder(prefix: "tiltquiz-fleet-")

    /// A connection to `cluster` with its password, `url`'s tail (`/database?sslmode=...`) after its address.
    func connection(_ cluster: PostgresCluster, tail: String = "/postgres?sslmode=disable") throws -> FleetConnection {
        let server = try FleetServer(url: "postgres://\(cluster.user)@\(cluster.host):\(cluster.port)\(tail)")
        return try FleetConnection(server: server, password: FleetPassword(file: cluster.passwordFile))
    }

    /// A connection to `url` with `password`, from a 0600 file in the test's folder.
    func connection(_ url: String, password: String) throws -> FleetConnection {
        let file = folder.write("password", password + "\n", mode: 0o600)
        return try FleetConnection(server: FleetServer(url: url), password: FleetPassword(file: file))
    }

    /// `connection.check()` fails with `failure`, which reads `line`.
    func expect(
        _ connection: FleetConnection, fails failure: FleetFailure, line: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: failure, sourceLocation: sourceLocation) { try await connection.check() }
        #expect(failure.description == line, sourceLocation: sourceLocation)
    }

    @Test func itConnectsAndReadsTheVersionAndUser() async throws {
        try await SharedPostgres.withCluster { cluster in
            // prefer: the test cluster has no TLS, so the connection goes on without it, as libpq's would.
            for mode in ["disable", "allow", "prefer"] {
                let check = try await connection(cluster, tail: "/postgres?sslmode=\(mode)").check()
                #expect(check.user == "tiltquiz")
                #expect(check.version.hasPrefix("PostgreSQL 15."), "\(check.version)")
            }
        }
    }

    @Test func aWrongPasswordIsNamed() async throws {
        try await SharedPostgres.withCluster { cluster in
            let address = "\(cluster.host):\(cluster.port)"
            let connection = try connection("postgres://tiltquiz@\(address)/postgres", password: "not-the-password")
            let file = folder.file("password")
            await expect(
                connection, fails: .wrongPassword(address: address, user: "tiltquiz", passwordFile: file),
                line: "PostgreSQL at \(address) refused the password of user tiltquiz (28P01): check the user in the "
                    + "URL and the password in \(file)")
        }
    }

    @Test func aMissingDatabaseIsNamed() async throws {
        try await SharedPostgres.withCluster { cluster in
            let connection = try connection(cluster, tail: "/no_such_hall")
            let address = connection.server.address
            await expect(
                connection, fails: .noDatabase(address: address, database: "no_such_hall"),
                line: "PostgreSQL at \(address) has no database \"no_such_hall\" (3D000): create it, or name another "
                    + "in the URL")
        }
    }

    /// `require` and the modes that check certificates need TLS, which the test cluster does not offer.
    @Test func aModeThatNeedsTLSAgainstAServerWithoutItIsNamed() async throws {
        try await SharedPostgres.withCluster { cluster in
            for mode in [FleetSSLMode.require, .verifyCA, .verifyFull] {
                let connection = try connection(cluster, tail: "/postgres?sslmode=\(mode.rawValue)")
                let address = connection.server.address
                await expect(
                    connection, fails: .noTLS(address: address, sslMode: mode.rawValue),
                    line: "PostgreSQL at \(address) does not offer TLS, which sslmode=\(mode.rawValue) needs: turn on "
                        + "ssl in the server's postgresql.conf, or use sslmode=prefer")
            }
        }
    }

    @Test func aPortNothingListensOnIsNamed() async throws {
        let address = "127.0.0.1:\(try PostgresCluster.freePort())"
        let connection = try connection("postgres://tiltquiz@\(address)/postgres", password: "pw")
        await expect(
            connection, fails: .unreachable(address: address, reason: .refused),
            line: "cannot connect to PostgreSQL at \(address): the connection was refused (is PostgreSQL running "
                + "there, and is the port right?)")
    }
}
