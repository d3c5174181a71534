import Foundation
import LocalPostgres
import Synchronization

/// The test process's one PostgreSQL cluster, for every suite that needs a server it does not stop
/// (`.fleetCluster`, TestSupportFleet's): started on first use, shared by every suite after, each test in a database
/// of its own. Twenty suites starting at once used to start twenty clusters (`initdb` and a server each) on two
/// cores at the same moment (docs/tests.md, "PostgreSQL").
///
/// The server is this process's child through `die-with-parent` (`PostgresCluster`), so a killed run leaves none
/// behind; on a normal exit (`atexit`) it is stopped and its folder removed. Tests that stop or restart the server
/// (an outage, a restart mid-push) make a `PostgresCluster` of their own instead.
public enum SharedPostgres {
    /// The server's settings: room for every suite's connections at once (the default is 100); no `fsync`: the
    /// data goes with the folder at the end of the run, and nothing tests what survives a power cut here; no
    /// autovacuum, which would visit each of the run's hundreds of short-lived databases in turn.
    public static let settings = ["max_connections": "300", "fsync": "off", "autovacuum": "off"]

    /// `TILTQUIZ_PG_PER_SUITE=1`: each suite starts a cluster of its own again, as before this type, to measure
    /// the two side by side (docs/tests.md).
    public static let perSuite = ProcessInfo.processInfo.environment["TILTQUIZ_PG_PER_SUITE"] == "1"

    /// The cluster, started by the first caller; every caller after gets the same one (or the same failure).
    public static func cluster() async throws -> PostgresCluster {
        try await started.value
    }

    /// Runs `body` with the shared cluster (or, with `perSuite`, a new one closed when `body` ends).
    public static func withCluster(_ body: (PostgresCluster) async throws -> Void) async throws {
        guard perSuite else { return try await body(try await cluster()) }
        let cluster = try PostgresCluster()
        defer { cluster.close() }
        try await body(cluster)
    }

    /// Starts the cluster on a thread of its own (`initdb` and the server's start block for a second or two),
    /// once: a `static let` is initialised once however many suites ask at the same moment.
    private static let started = Task<PostgresCluster, any Error> {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        let cluster = try PostgresCluster(settings: settings)
                        running.withLock { $0 = cluster }
                        atexit { SharedPostgres.closeAtExit() }
                        return cluster
                    })
            }
        }
    }

    /// The cluster once started, for `atexit`.
    private static let running = Mutex<PostgresCluster?>(nil)

    /// Stops the server and removes its folder as the process exits.
    private static func closeAtExit() {
        running.withLock { cluster in
            cluster?.close()
            cluster = nil
        }
    }
}
