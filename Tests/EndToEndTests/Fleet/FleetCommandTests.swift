import Foundation
import QuizCore
import QuizStore
import TestSupport
import Testing

/// `tiltquiz fleet init`, `fleet status` and `fleet sync --once` through the real executable, against a real
/// PostgreSQL, set up as docs/fleet.md tells an operator: init as the database's owner, a login user per device
/// in `tiltquiz_kiosk` (made with psql), a config per device.
@Suite struct FleetCommandTests {
    static let day = CalendarDay(year: 2026, month: 12, day: 2)!

    /// Runs `sql` with psql as the cluster's superuser; throws when it fails.
    func psql(_ cluster: PostgresCluster, _ sql: String) throws {
        _ = try KioskHall.psql(cluster, sql)
    }

    /// A config file in `folder` naming the cluster as `user` with `password`, as kiosk `kiosk`.
    func config(_ folder: String, _ cluster: PostgresCluster, user: String, password: String, kiosk: String) -> String {
        let passwordFile = folder + "/password-\(user)"
        Tool.write(password + "\n", to: passwordFile)
        chmod(passwordFile, 0o600)
        let path = folder + "/\(kiosk).yaml"
        Tool.write(
            """
            fleet:
              postgres_url: postgres://\(user)@\(cluster.host):\(cluster.port)/\(cluster.database)?sslmode=disable
              password_file: \(passwordFile)
              kiosk_id: \(kiosk)
            """, to: path)
        return path
    }

    @Test func anOperatorSetsUpAFleetAndTwoDevicesShareTheirBoard() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let folder = Tool.temporaryFolder()
        let owner = config(folder, cluster, user: cluster.user, password: cluster.password, kiosk: "server")
        let place = "\(cluster.user)@\(cluster.host):\(cluster.port)/\(cluster.database)"

        let first = try Tool.run(["fleet", "init", "--config", owner])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("Installed the fleet schema at \(place), version "))
        #expect(first.stdout.contains("Created the roles tiltquiz_kiosk and tiltquiz_admin.\n"))
        let again = try Tool.run(["fleet", "init", "--config", owner])
        #expect(again.status == 0 && again.stdout.contains("already: nothing to change."), "\(again.stderr)")
        #expect(again.stdout.contains("The roles tiltquiz_kiosk and tiltquiz_admin exist"))

        try psql(cluster, "CREATE ROLE hall1 LOGIN PASSWORD 'pw-hall1' IN ROLE tiltquiz_kiosk")
        try psql(cluster, "CREATE ROLE hall2 LOGIN PASSWORD 'pw-hall2' IN ROLE tiltquiz_kiosk")
        let a = config(folder, cluster, user: "hall1", password: "pw-hall1", kiosk: "hall-1")
        let b = config(folder, cluster, user: "hall2", password: "pw-hall2", kiosk: "hall-2")
        let dataA = folder + "/a"
        let dataB = folder + "/b"
        // A month of solo play on A before it joins: one game is enough to count.
        let storeA = try QuizDatabase(path: QuizDatabase.file(inDirectory: dataA))
        let ada = try PlayerDirectory(database: storeA).newPlayer(named: "Ada")
        try storeA.recordGame(
            GameRecord(
                playerID: ada.id, mode: .tilt, score: 4, total: 5, points: 40, completedAt: Date(),
                localDate: Self.day.description))
        try storeA.close()

        let before = try Tool.run(["fleet", "status", "--json", "--config", a, "--data", dataA])
        #expect(before.status == 0, "\(before.stderr)")
        let fresh = try JSONObjects.read(before.stdout) as? [String: Any]
        #expect(fresh?["joined"] as? Bool == false && fresh?["reachable"] as? Bool == true)
        // A key without a value is left out: no device id before the first sync, so no lag either.
        #expect(fresh?["deviceID"] == nil && fresh?["lag"] == nil)

        let syncA = try Tool.run(["fleet", "sync", "--once", "--config", a, "--data", dataA])
        #expect(syncA.status == 0, "\(syncA.stderr)")
        // The bundled packs' questions (installed as the command opened the folder) go up with the first sync too
        // (docs/fleet.md, "Questions").
        let syncedA = try QuizDatabase(path: QuizDatabase.file(inDirectory: dataA))
        let questions = try [QuestionRecord.Kind.multipleChoice, .trueFalse].reduce(0) {
            $0 + (try syncedA.questionCountsByLanguage(kind: $1).values.reduce(0, +))
        }
        try syncedA.close()
        #expect(
            syncA.stdout.hasPrefix(
                "Synced with hall1@\(cluster.host):\(cluster.port)/\(cluster.database) as hall-1: pushed "
                    + "\(questions + 2) changes"),
            "\(syncA.stdout)")
        let syncB = try Tool.run(["fleet", "sync", "--once", "--config", b, "--data", dataB])
        #expect(syncB.status == 0, "\(syncB.stderr)")
        let storeB = try QuizDatabase(path: QuizDatabase.file(inDirectory: dataB))
        let board = try storeB.board(BoardScope(mode: GameMode.tilt, period: .all, day: Self.day))
        #expect(board.top.map { "\($0.name) \($0.points)" } == ["Ada 40"])
        try storeB.close()

        let status = try Tool.run(["fleet", "status", "--json", "--config", a, "--data", dataA])
        #expect(status.status == 0, "\(status.stderr)")
        #expect(!status.stdout.contains("pw-hall1"))
        let object = try #require(try JSONObjects.read(status.stdout) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "deviceID", "joined", "kioskID", "server", "sslMode", "outbox", "cursor", "lastPush", "lastPull",
                "reachable", "schemaVersion", "lag", "refused",
            ])
        #expect(object["refused"] as? Int == 0 && object["lastRefusal"] == nil, "the server kept none of A's")
        #expect(object["joined"] as? Bool == true && object["kioskID"] as? String == "hall-1")
        #expect((object["deviceID"] as? String).flatMap(UUID.init(uuidString:)) != nil)
        #expect(object["server"] as? String == "hall1@\(cluster.host):\(cluster.port)/\(cluster.database)")
        #expect(object["outbox"] as? Int == 0 && object["reachable"] as? Bool == true)
        #expect(object["lastPush"] is String && object["lastPull"] is String && object["lastProblem"] == nil)
        // A pulled the log to its end (its own rows back, applied as nothing); B had nothing to add since.
        #expect(object["lag"] as? Int == 0)

        // B's kiosk id on A's data folder is refused; the status says so without failing.
        let taken = try Tool.run(["fleet", "sync", "--once", "--config", b, "--data", dataA])
        #expect(taken.status != 0)
        #expect(
            taken.stderr
                == "tiltquiz: fleet sync failed: the kiosk id \"hall-2\" is bound to another data folder in the fleet "
                + "(TQ001): give this device its own fleet.kiosk_id, or run it on the data folder that first synced "
                + "as hall-2\n")

        cluster.stop()
        let down = try Tool.run(["fleet", "sync", "--once", "--config", a, "--data", dataA])
        #expect(down.status != 0)
        #expect(
            down.stderr
                == "tiltquiz: fleet sync failed: cannot connect to PostgreSQL at \(cluster.host):\(cluster.port): "
                + "the connection was refused (is PostgreSQL running there, and is the port right?)\n")
        let offline = try Tool.run(["fleet", "status", "--config", a, "--data", dataA])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.contains("Reachable:    no: cannot connect to PostgreSQL at "))
        #expect(offline.stdout.contains("Last problem: cannot connect to PostgreSQL at "))
        let offlineJSON = try Tool.run(["fleet", "status", "--json", "--config", a, "--data", dataA])
        let unreachable = try JSONObjects.read(offlineJSON.stdout) as? [String: Any]
        #expect(unreachable?["reachable"] as? Bool == false && unreachable?["outbox"] as? Int == 0)
        #expect((unreachable?["serverProblem"] as? String)?.hasPrefix("cannot connect to PostgreSQL at ") == true)
        #expect(unreachable?["lastProblem"] as? String == unreachable?["serverProblem"] as? String)
    }

    @Test func aConfigWithoutAFleetSectionIsNamed() throws {
        let folder = Tool.temporaryFolder()
        let path = folder + "/config.yaml"
        Tool.write("kiosk: false\n", to: path)
        for command in [["init"], ["status"], ["sync", "--once"]] {
            let result = try Tool.run(
                ["fleet"] + command + ["--config", path] + (command == ["init"] ? [] : ["--data", folder]))
            #expect(result.status != 0)
            #expect(
                result.stderr
                    == "tiltquiz: no fleet section in \(path): set fleet.postgres_url and fleet.password_file to join "
                    + "a fleet (docs/fleet.md)\n", "\(command)")
        }
    }

    @Test func configCheckNamesABadFleetSettingWithItsLine() throws {
        let folder = Tool.temporaryFolder()
        let path = folder + "/config.yaml"
        let passwordFile = folder + "/password"
        Tool.write("pw\n", to: passwordFile)
        chmod(passwordFile, 0o640)
        Tool.write(
            "fleet:\n  postgres_url: postgres://kiosk:secret@db/hall\n  password_file: \(passwordFile)\n"
                + "  kiosk_id: hall 3\n", to: path)
        let result = try Tool.run(["config", "check", path])
        #expect(result.status != 0)
        #expect(
            result.stderr
                == "tiltquiz: \(path):4: fleet.kiosk_id: \"hall 3\" is not allowed; use 1 to 63 letters, digits, "
                + "\"-\", \"_\" and \".\", such as hall-3, or \"\" for the host name\n")
        Tool.write(
            "fleet:\n  postgres_url: postgres://kiosk:secret@db/hall\n  password_file: \(passwordFile)\n", to: path)
        let values = try Tool.run(["config", "check", path])
        #expect(
            values.stderr
                == "tiltquiz: \(path):2: fleet.postgres_url: the fleet URL carries a password; take it out of the URL "
                + "and put it in the password file (mode 0600)\n\(path):3: fleet.password_file: cannot use the "
                + "password file \(passwordFile): it is mode 0640, which lets others read it; make it 0600 "
                + "(chmod 600 \(passwordFile))\n")
        #expect(!values.stderr.contains("secret"))
    }
}
