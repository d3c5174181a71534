import Foundation
import LocalPostgres
import TestSupport
import Testing

/// `tiltquiz fleet refused` through the real executable against a real PostgreSQL (docs/fleet.md, "Taking a kept
/// change again"): the changes the server kept listed, taken again once their cause is gone, dropped; as the web
/// admin's user only, and each failure a user causes named.
@Suite struct FleetRefusedCommandTests {
    /// A config file in `folder` naming the cluster as `user` with `password`, in `language` when given.
    func config(
        _ folder: String, _ cluster: PostgresCluster, user: String, password: String, language: String? = nil
    ) -> String {
        let passwordFile = folder + "/password-\(user)-\(language ?? "en")"
        Tool.write(password + "\n", to: passwordFile)
        chmod(passwordFile, 0o600)
        let path = folder + "/\(user)-\(language ?? "en").yaml"
        Tool.write(
            (language.map { "language: \($0)\n" } ?? "")
                + """
                fleet:
                  postgres_url: postgres://\(user)@\(cluster.host):\(cluster.port)/\(cluster.database)?sslmode=disable
                  password_file: \(passwordFile)
                  kiosk_id: office
                """, to: path)
        return path
    }

    @Test func anAdminListsTakesAgainAndDropsTheChangesTheServerRefused() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let folder = Tool.temporaryFolder()
        let owner = config(folder, cluster, user: cluster.user, password: cluster.password)
        let initialized = try Tool.run(["fleet", "init", "--config", owner])
        #expect(initialized.status == 0, "\(initialized.stderr)")
        _ = try KioskHall.psql(cluster, "CREATE ROLE hall1 LOGIN PASSWORD 'pw-hall1' IN ROLE tiltquiz_kiosk")
        _ = try KioskHall.psql(cluster, "CREATE ROLE boss LOGIN PASSWORD 'pw-boss' IN ROLE tiltquiz_admin")
        let kiosk = config(folder, cluster, user: "hall1", password: "pw-hall1")
        let admin = config(folder, cluster, user: "boss", password: "pw-boss")
        let place = "boss@\(cluster.host):\(cluster.port)/\(cluster.database)"

        // hall-1 pushes Ana, a Daily Challenge a constraint the admin added refuses, and a purchase whose quantity
        // is text.
        let device = UUID().uuidString.lowercased()
        let ana = UUID().uuidString.lowercased()
        let daily = UUID().uuidString.lowercased()
        _ = try KioskHall.psql(
            cluster, "ALTER TABLE fleet.daily ADD CONSTRAINT daily_at_most_100 CHECK (score <= 100)")
        _ = try KioskHall.psql(cluster, "SELECT * FROM fleet.hello('\(device)', 'hall-1')")
        let batch = """
            [{"seq":1,"id":"\(ana)","kind":"player","player":"\(ana)","stamp":null,
              "body":{"name":"Ana","avatar":"fox","passwordHash":"h","createdAt":"2026-12-02T10:00:00.000Z"}},
             {"seq":2,"id":"\(daily)","kind":"daily","player":"\(ana)","stamp":null,
              "body":{"date":"2026-12-02","score":170,"completedAt":"2026-12-02T09:00:00.000Z"}},
             {"seq":3,"id":"\(UUID().uuidString.lowercased())","kind":"purchase","player":"\(ana)","stamp":null,
              "body":{"item":"jumpIt","quantity":"three","priceCents":99,"provider":"credits"}}]
            """
        #expect(try KioskHall.psql(cluster, "SELECT fleet.push('\(device)', '\(batch)'::jsonb)") == ["3"])

        // A kiosk's user may not: the line names the user, the reason and what to do.
        let refused = try Tool.run(["fleet", "refused", "--config", kiosk])
        #expect(refused.status == 1)
        #expect(
            refused.stderr.hasPrefix(
                "tiltquiz: the user hall1 at hall1@\(cluster.host):\(cluster.port)/\(cluster.database) may not read, "
                    + "take again or drop the refused changes (permission denied for table ")
                && refused.stderr.hasSuffix(
                    " (42501)): put the web admin's user, a member of tiltquiz_admin, in fleet.postgres_url\n"),
            "\(refused.stderr)")
        let kioskRetry = try Tool.run(["fleet", "refused", "--retry", "--config", kiosk])
        #expect(
            kioskRetry.status == 1 && kioskRetry.stderr.contains("(permission denied for function take_again (42501))"))

        let list = try Tool.run(["fleet", "refused", "--config", admin])
        #expect(list.status == 0, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "The server at \(place) keeps refused changes (2 changes):")
        #expect(lines.count == 3)
        #expect(
            lines.dropFirst().first?.hasPrefix("\(device) (hall-1) #2 (daily), 20") == true
                && lines.dropFirst().first?.hasSuffix(
                    #": new row for relation "daily" violates check constraint "daily_at_most_100" (23514)"#) == true,
            "\(lines)")
        #expect(
            lines.last?.hasPrefix("\(device) (hall-1) #3 (purchase), 20") == true
                && lines.last?.hasSuffix(#": invalid input syntax for type integer: "three" (22P02)"#) == true)

        let json = try Tool.run(["fleet", "refused", "--json", "--config", admin])
        let kept = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(
            kept.map { $0["seq"] as? Int } == [2, 3] && kept.map { $0["kiosk"] as? String } == ["hall-1", "hall-1"])
        #expect(kept.first?["sqlState"] as? String == "23514" && kept.first?["device"] as? String == device)

        // Before the constraint goes, both are refused again.
        let early = try Tool.run(["fleet", "refused", "--retry", "--config", admin])
        #expect(early.status == 0, "\(early.stderr)")
        #expect(
            early.stdout.hasPrefix(
                "Took the kept changes at \(place) again. Went in: 0 changes; refused again: 2 changes.\n\(device) #2 "
                    + "(daily): new row for relation"), "\(early.stdout)")

        // The admin drops the constraint: the Daily Challenge goes in, once; the purchase stays.
        _ = try KioskHall.psql(cluster, "ALTER TABLE fleet.daily DROP CONSTRAINT daily_at_most_100")
        let retried = try Tool.run(["fleet", "refused", "--retry", "--device", device, "--seq", "2", "--config", admin])
        #expect(retried.status == 0, "\(retried.stderr)")
        #expect(
            retried.stdout == "Took the kept changes at \(place) again. Went in: 1 change; refused again: 0 changes.\n")
        let twice = try Tool.run(["fleet", "refused", "--retry", "--json", "--config", admin])
        let again = try #require(try JSONSerialization.jsonObject(with: Data(twice.stdout.utf8)) as? [String: Any])
        #expect(again["taken"] as? Int == 0 && (again["keptAgain"] as? [[String: Any]])?.count == 1)
        #expect(try KioskHall.psql(cluster, "SELECT score FROM fleet.daily") == ["170"])
        #expect(try KioskHall.psql(cluster, "SELECT count(*) FROM fleet.change_log WHERE kind = 'daily'") == ["1"])

        // A device the fleet does not know is named; the garbage is dropped.
        let stranger = UUID().uuidString.lowercased()
        let unknown = try Tool.run(["fleet", "refused", "--drop", "--device", stranger, "--config", admin])
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr
                == "tiltquiz: the fleet at \(place) has no device \(stranger) (TQ004): give a device id as `tiltquiz "
                + "fleet refused` lists them\n")
        let dropped = try Tool.run(["fleet", "refused", "--drop", "--device", device, "--config", admin])
        #expect(dropped.stdout == "Dropped the kept changes of the device \(device) at \(place): 1 change.\n")
        let empty = try Tool.run(["fleet", "refused", "--config", admin])
        #expect(empty.stdout == "The server at \(place) keeps no change it refused.\n")
        let german = try Tool.run(
            [
                "fleet", "refused", "--config",
                config(folder, cluster, user: "boss", password: "pw-boss", language: "de"),
            ])
        #expect(german.stdout == "Der Server auf \(place) bewahrt keine abgewiesene Änderung auf.\n")

        // Flags that cannot go together, or a wrong password, or a server that is down: each says why.
        let both = try Tool.run(["fleet", "refused", "--retry", "--drop", "--config", admin])
        #expect(both.status != 0 && both.stderr.contains("give --retry or --drop, not both"))
        let noDevice = try Tool.run(["fleet", "refused", "--drop", "--config", admin])
        #expect(noDevice.status != 0 && noDevice.stderr.contains("--drop needs --device"))
        let germanSeq = try Tool.run(
            [
                "fleet", "refused", "--seq", "0", "--config",
                config(folder, cluster, user: "boss", password: "pw-boss", language: "de"),
            ])
        #expect(
            germanSeq.status != 0 && germanSeq.stderr.contains("--seq 0 ist keine Ausgangsnummer: sie beginnen bei 1"),
            "\(germanSeq.stderr)")
        let wrong = config(folder, cluster, user: "boss", password: "not-the-password", language: "fr")
        let denied = try Tool.run(["fleet", "refused", "--config", wrong])
        #expect(
            denied.status == 1 && denied.stderr.contains("boss") && denied.stderr.contains("28P01"), "\(denied.stderr)")
        cluster.stop()
        let down = try Tool.run(["fleet", "refused", "--retry", "--config", admin])
        #expect(
            down.status == 1 && down.stderr.hasPrefix("tiltquiz: cannot connect to PostgreSQL at \(cluster.host):"),
            "\(down.stderr)")
    }
}
