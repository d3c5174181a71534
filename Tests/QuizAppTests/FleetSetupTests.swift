import Foundation
import QuizConfig
import QuizText
import TestSupport
import Testing

@testable import QuizApp

/// The `fleet` group read through QuizFleet: each value only it can judge (the URL, the password file, the CA
/// file, the host name as a kiosk id) a problem on its own line of the file, as `config check` prints them.
@Suite struct FleetSetupTests {
    let folder = TemporaryFolder(prefix: "tiltquiz-fleet-setup-")

    /// A password file with `mode`.
    func passwordFile(mode: mode_t = 0o600) -> String {
        let path = folder.write("password", "secret-pw\n")
        chmod(path, mode)
        return path
    }

    /// The problems of `fleet` (the group's lines, after `fleet:` on line 1), as `config check` prints them.
    func problems(_ lines: [String]) throws -> [String] {
        let text = "fleet:\n" + lines.map { "  " + $0 + "\n" }.joined()
        let settings = try #require(try KioskConfig.parse(text, file: "kiosk.yaml").fleet)
        do {
            _ = try FleetSetup(settings, file: "kiosk.yaml")
            return []
        } catch {
            return error.description.split(separator: "\n").map(String.init)
        }
    }

    @Test func aGoodGroupMakesTheServerAndSaysItWithoutThePassword() throws {
        let text = """
            fleet:
              postgres_url: postgres://kiosk@db.example:6432/hall?sslmode=disable
              password_file: \(passwordFile())
              kiosk_id: hall-3
              sync_seconds: 7
            """
        let settings = try #require(try KioskConfig.parse(text, file: "kiosk.yaml").fleet)
        let setup = try FleetSetup(settings, file: "kiosk.yaml")
        #expect(setup.connection.server.address == "db.example:6432")
        #expect(setup.connection.server.database == "hall")
        let english = try CatalogFolder(assets: Repository.path("assets")).catalog("en")
        #expect(
            setup.summary(english)
                == "Fleet: kiosk@db.example:6432/hall (sslmode=disable), kiosk hall-3, synced every 7\u{00A0}s while the game "
                + "plays (not connected by this check; `tiltquiz fleet status` connects)")
        #expect(!setup.summary(english).contains("secret-pw"))
        let german = try CatalogFolder(assets: Repository.path("assets")).catalog("de")
        #expect(
            setup.summary(german)
                == "Flotte: kiosk@db.example:6432/hall (sslmode=disable), Kiosk hall-3, abgeglichen alle 7\u{00A0}s, solange "
                + "das Spiel läuft (diese Prüfung verbindet sich nicht; `tiltquiz fleet status` verbindet sich)")
    }

    @Test func aPasswordInTheURLIsNamedWithoutRepeatingIt() throws {
        let lines = try problems(["postgres_url: postgres://kiosk:hunter2@db/hall", "password_file: \(passwordFile())"])
        #expect(
            lines == [
                "kiosk.yaml:2: fleet.postgres_url: the fleet URL carries a password; take it out of the URL and put it "
                    + "in the password file (mode 0600)"
            ])
        #expect(!lines.joined().contains("hunter2"))
    }

    @Test func aURLThatIsNotPostgresIsNamed() throws {
        #expect(
            try problems(["postgres_url: https://db/hall", "password_file: \(passwordFile())"]) == [
                "kiosk.yaml:2: fleet.postgres_url: the fleet URL does not start with postgres:// or postgresql:// "
                    + "(postgres://user@host:port/database?sslmode=...)"
            ])
    }

    @Test func aPasswordFileOthersMayReadOrThatIsMissingIsNamed() throws {
        let readable = passwordFile(mode: 0o644)
        #expect(
            try problems(["postgres_url: postgres://kiosk@db/hall", "password_file: \(readable)"]) == [
                "kiosk.yaml:3: fleet.password_file: cannot use the password file \(readable): it is mode 0644, which "
                    + "lets others read it; make it 0600 (chmod 600 \(readable))"
            ])
        let missing = folder.file("none")
        #expect(
            try problems(["postgres_url: postgres://kiosk@db/hall", "password_file: \(missing)"]) == [
                "kiosk.yaml:3: fleet.password_file: cannot use the password file \(missing): it does not exist"
            ])
    }

    @Test func aCAFileWithAModeThatChecksNoCertificateIsNamed() throws {
        let ca = folder.write("ca.pem", "")
        #expect(
            try problems([
                "postgres_url: postgres://kiosk@db/hall?sslmode=prefer", "password_file: \(passwordFile())",
                "ca_file: \(ca)",
            ]) == [
                "kiosk.yaml:4: fleet.ca_file: cannot use the CA file \(ca): it is read only with sslmode=require, "
                    + "verify-ca or verify-full, and the URL says sslmode=prefer"
            ])
        #expect(
            try problems([
                "postgres_url: postgres://kiosk@db/hall?sslmode=verify-full", "password_file: \(passwordFile())",
                "ca_file: \(ca)",
            ]) == ["kiosk.yaml:4: fleet.ca_file: cannot use the CA file \(ca): it holds no PEM certificate"])
    }

    @Test func everyProblemIsNamedInFileOrder() throws {
        let lines = try problems([
            "postgres_url: postgres://kiosk:pw@db/hall", "password_file: \(folder.file("none"))",
        ])
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("kiosk.yaml:2: fleet.postgres_url:") == true)
        #expect(lines.last?.hasPrefix("kiosk.yaml:3: fleet.password_file:") == true)
    }

    @Test func aCommandWithoutAFleetSectionSaysSo() throws {
        let folder = CatalogFolder(assets: Repository.path("assets"))
        /// The failure's line in `language`; nil (and the test failed) when the config without a section is taken.
        func refusal(in language: String) throws -> String? {
            let words = try folder.catalog(language)
            return #expect(throws: CommandFailure.self) {
                try FleetSetup.required(KioskConfig(), path: "/etc/tiltquiz/a.yaml", words: words)
            }?.message
        }
        #expect(
            try refusal(in: "en")
                == "no fleet section in /etc/tiltquiz/a.yaml: set fleet.postgres_url and fleet.password_file to "
                + "join a fleet (docs/fleet.md)")
        #expect(
            try refusal(in: "de")
                == "kein Abschnitt fleet in /etc/tiltquiz/a.yaml: Setze fleet.postgres_url und fleet.password_file, "
                + "um einer Flotte beizutreten (docs/fleet.md)")
    }
}
