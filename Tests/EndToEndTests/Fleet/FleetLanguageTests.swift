import Foundation
import LocalPostgres
import TestSupport
import Testing

/// A sync's problem in the operator's language (issue 37), through the real executable: with `language: de`,
/// `fleet sync --once` and `fleet status` word the kept problem in German (the kiosk's page words it with the same
/// code); `--json` keeps the English line for scripts and adds the problem as a value.
@Suite struct FleetLanguageTests {
    @Test func aSyncProblemIsGermanWithAGermanConfigAndTheJSONKeepsItsEnglish() throws {
        let folder = Tool.temporaryFolder()
        let address = "127.0.0.1:\(try PostgresCluster.freePort())"
        let passwordFile = folder + "/password"
        Tool.write("pw\n", to: passwordFile)
        chmod(passwordFile, 0o600)
        let config = folder + "/de.yaml"
        Tool.write(
            """
            language: de
            fleet:
              postgres_url: postgres://kiosk@\(address)/hall?sslmode=disable
              password_file: \(passwordFile)
              kiosk_id: hall-1
            """, to: config)
        let flags = ["--config", config, "--data", folder + "/data"]
        let german =
            "keine Verbindung zu PostgreSQL unter \(address): die Verbindung wurde abgewiesen (läuft PostgreSQL dort, "
            + "und stimmt der Port?)"

        let sync = try Tool.run(["fleet", "sync", "--once"] + flags)
        #expect(sync.status == 1)
        #expect(sync.stderr == "tiltquiz: Abgleich mit der Flotte gescheitert: \(german)\n")

        let status = try Tool.run(["fleet", "status"] + flags)
        #expect(status.status == 0, "\(status.stderr)")
        let lines = status.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix(": " + german) || $0.contains(" " + german + " (20") }, "\(lines)")
        #expect(lines.filter { $0.contains(german) }.count == 2, "the last problem and the look at the server")
        #expect(!status.stdout.contains("cannot connect"), "\(status.stdout)")

        let json = try Tool.run(["fleet", "status", "--json"] + flags)
        let object = try #require(try JSONObjects.read(json.stdout) as? [String: Any])
        let english =
            "cannot connect to PostgreSQL at \(address): the connection was refused (is PostgreSQL running there, "
            + "and is the port right?)"
        #expect(object["lastProblem"] as? String == english && object["serverProblem"] as? String == english)
        let kind = try #require(object["lastProblemKind"] as? [String: Any])
        let unreachable = try #require(kind["unreachable"] as? [String: Any])
        #expect(unreachable["address"] as? String == address)
        #expect((unreachable["reason"] as? [String: Any])?.keys.sorted() == ["refused"])
        #expect((object["serverProblemKind"] as? [String: Any])?.keys.sorted() == ["unreachable"])
    }
}
