import Foundation
import PostgresNIO
import QuizCore
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizFleet

/// `FleetSchema.install` on a real PostgreSQL, and what each role may do (docs/fleet.md, "Roles").
@Suite(.fleetCluster) struct FleetSchemaInstallTests {
    /// The schema as the catalog holds it: relations, functions (their oid, so one made again shows), ACLs,
    /// versions and the roles.
    static let catalog = """
        SELECT x FROM (
          SELECT 'rel ' || c.relname || ' ' || c.relkind::text || ' ' || coalesce(c.relacl::text, '-') FROM pg_class c
            JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'fleet'
          UNION ALL SELECT 'fn ' || p.oid || ' ' || p.oid::regprocedure::text || ' ' || p.prosecdef || ' '
            || coalesce(p.proacl::text, '-') || ' ' || md5(p.prosrc) FROM pg_proc p
            JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'fleet'
          UNION ALL SELECT 'schema ' || coalesce(nspacl::text, '-') FROM pg_namespace WHERE nspname = 'fleet'
          UNION ALL SELECT 'version ' || version FROM fleet.schema_version
          UNION ALL SELECT 'role ' || rolname || ' ' || rolcanlogin FROM pg_roles WHERE rolname LIKE 'tiltquiz\\_%'
        ) s (x) ORDER BY x
        """

    @Test func installTwiceChangesNothing() async throws {
        let database = try await FleetTestCluster.shared().database()
        let first = try await database.install()
        #expect(first.from == 0 && first.to == FleetSchema.version && FleetSchema.version == 13)
        let before = try await database.texts(Self.catalog)
        #expect((1...13).allSatisfy { before.contains("version \($0)") })
        #expect(before.contains("role tiltquiz_kiosk false") && before.contains("role tiltquiz_admin false"))
        #expect(before.contains { $0.hasPrefix("rel change_log r ") }, "\(before)")

        let second = try await database.install()
        #expect(second == FleetInstall(from: 13, to: 13, createdRoles: []))
        #expect(try await database.texts(Self.catalog) == before)
    }

    /// Migration 4 drops migration 1's one-by-one functions for results and answers, which nothing called since
    /// migration 2; results still arrive, through the bulk path. Migration 5 then drops migration 2's bulk
    /// `take_answers`, which its `add_answers` and `log_answers` replace.
    @Test func theOneByOneResultFunctionsAreGoneAndResultsStillArrive() async throws {
        let database = try await FleetTestCluster.shared().database()
        let oneByOne = """
            SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspname = 'fleet' AND p.proname IN ('take_result', 'take_answer')
            """
        _ = try await database.owner.run { try await FleetSchema.install(on: $0, through: 3) }
        #expect(try await database.integer(oneByOne) == 2)
        let upgrade = try await database.owner.run { try await FleetSchema.install(on: $0, through: 4) }
        #expect(upgrade.from == 3 && upgrade.to == 4)
        #expect(try await database.integer(oneByOne) == 0)
        let take = try await database.texts(
            "SELECT prosrc FROM pg_proc WHERE oid = 'fleet.take(uuid, jsonb)'::regprocedure")
        #expect(take.count == 1 && !take[0].contains("take_result") && take[0].contains("take_daily"))
        let answers = "SELECT string_agg(proname, ' ' ORDER BY proname) FROM pg_proc WHERE proname LIKE '%\\_answers'"
        #expect(try await database.texts(answers) == ["take_answers"])
        let five = try await database.owner.run { try await FleetSchema.install(on: $0, through: 5) }
        #expect(five == FleetInstall(from: 4, to: 5, createdRoles: []))
        #expect(try await database.texts(answers) == ["add_answers log_answers"])
    }

    @Test func aServerOfANewerSchemaIsRefusedAndLeftAlone() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        _ = try await database.texts("INSERT INTO fleet.schema_version (version) VALUES (14) RETURNING 'x'")
        let failure = FleetFailure.schemaVersion(server: 14, known: FleetSchema.version)
        await #expect(throws: failure) { try await database.install() }
        #expect(
            failure.description
                == "the fleet's PostgreSQL has schema version 14; this tiltquiz knows 13: update tiltquiz on this "
                + "machine to a version that knows 14")
        #expect(try await database.integer("SELECT max(version) FROM fleet.schema_version") == 14)
        #expect(throws: failure) { try FleetSchema.check(serverVersion: 14) }
        #expect(
            FleetFailure.schemaVersion(server: 0, known: 1).description
                == "the fleet's PostgreSQL has schema version 0; this tiltquiz knows 1: run `tiltquiz fleet init` "
                + "with this tiltquiz to bring the server to 1")
        try FleetSchema.check(serverVersion: FleetSchema.version)
    }

    @Test func helloBeforeInitSaysSo() async throws {
        let database = try await FleetTestCluster.shared().database()
        await #expect(throws: FleetFailure.noSchema) {
            try await database.calls { try await $0.hello(device: UUID(), kiosk: "hall-1") }
        }
        #expect(
            FleetFailure.noSchema.description
                == "the fleet's PostgreSQL has no fleet schema: run `tiltquiz fleet init` (as the database's owner) "
                + "first")
    }

    /// A kiosk's login user calls hello, push and pull, and nothing else.
    @Test func aKioskCallsTheDeviceFunctionsOnly() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        let kiosk = try await database.user(in: FleetSchema.kioskRole)
        var device = FleetTestDevice()
        let player = UUID()
        let changes = [device.change(.player, id: player, player: player, FleetTestBody.player("Ana"))]
        let pulled = try await kiosk.run { client in
            let calls = FleetServerCalls(client)
            #expect(try await calls.hello(device: device.id, kiosk: "hall-1").pushedSeq == 0)
            #expect(try await calls.push(device: device.id, changes: changes) == 1)
            return try await calls.pull(device: device.id, after: 0, max: 10)
        }
        #expect(pulled.map(\.change.id) == [player])

        let admin: [(String, @Sendable (FleetServerCalls) async throws -> Void)] = [
            ("set_ban", { try await $0.setBan(player: player, banned: true) }),
            ("set_role", { try await $0.setRole(player: player, role: "admin") }),
            ("erase", { try await $0.erase(player: player) }),
        ]
        for (name, call) in admin {
            await expectDenied(kiosk, "function fleet.\(name)") { try await call(FleetServerCalls($0)) }
        }
        for sql in [
            "DELETE FROM fleet.result", "SELECT * FROM fleet.player", "SELECT * FROM fleet.change_log",
            "CREATE TABLE fleet.mine (a integer)", "UPDATE fleet.device SET pushed_seq = 0",
            "SELECT fleet.log(gen_random_uuid(), 'ban', NULL, NULL, NULL, '{}', NULL)",
            "SELECT * FROM fleet.board('all', current_date, 'classic', NULL, 10)",
            "SELECT * FROM fleet.rejected", "SELECT fleet.take_each(gen_random_uuid(), '[]', 0)",
        ] {
            await expectDenied(kiosk, sql) { try await $0.query(PostgresQuery(unsafeSQL: sql)) }
        }
        #expect(try await database.integer("SELECT count(*) FROM fleet.player") == 1)
    }

    /// The admin's login user reads every table and calls the admin functions, and still cannot delete.
    @Test func anAdminReadsAndActsButDeletesNothing() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        var device = FleetTestDevice()
        let player = UUID()
        _ = try await database.calls {
            try await $0.push(
                device: device.id,
                changes: [device.change(.player, id: player, player: player, FleetTestBody.player("Ana"))])
        }
        let admin = try await database.user(in: FleetSchema.adminRole)
        let names = try await admin.run { client in
            try await FleetServerCalls(client).setRole(player: player, role: "moderator")
            var names: [String] = []
            for try await (name, role) in try await client.query("SELECT name, role FROM fleet.player").decode(
                (String, String).self)
            {
                names.append(name + " " + role)
            }
            return names
        }
        #expect(names == ["Ana moderator"])
        await expectDenied(admin, "DELETE") { try await $0.query("DELETE FROM fleet.player") }
        await expectDenied(admin, "DROP") { try await $0.query("DROP TABLE fleet.answer") }
    }

    /// `work` as the connection's user fails with PostgreSQL's "permission denied" or "must be owner" (42501).
    func expectDenied(
        _ connection: FleetConnection, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ work: @escaping @Sendable (PostgresClient) async throws -> Void
    ) async {
        do {
            try await connection.run { try await work($0) }
            Issue.record("\(what) was allowed", sourceLocation: sourceLocation)
        } catch let FleetFailure.server(_, message, sqlState) {
            #expect(sqlState == "42501", "\(what): \(message)", sourceLocation: sourceLocation)
            #expect(
                message.hasPrefix("permission denied") || message.hasPrefix("must be owner"), "\(what): \(message)",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(what): \(error)", sourceLocation: sourceLocation)
        }
    }
}
