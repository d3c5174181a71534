import Testing

@testable import QuizConfig

/// `fleet`: no URL is a single device; with one, the password file, the kiosk id, the period and the CA file as
/// written (QuizFleet judges the URL and the files: QuizAppTests' FleetSetupTests).
@Suite struct FleetConfigTests {
    @Test func withoutAURLThereIsNoFleet() throws {
        #expect(try KioskConfig.parse("", file: "a.yaml").fleet == nil)
        #expect(try KioskConfig.parse("fleet:\n", file: "a.yaml").fleet == nil)
        let empty = "fleet:\n  postgres_url: \"\"\n  password_file: \"\"\n  kiosk_id: \"\"\n  ca_file: \"\"\n"
        #expect(try KioskConfig.parse(empty, file: "a.yaml").fleet == nil)
    }

    @Test func theGroupSetsTheFleet() throws {
        let text = """
            fleet:
              postgres_url: postgres://kiosk@db.example:6432/hall?sslmode=verify-full
              password_file: /etc/tiltquiz/fleet-password
              kiosk_id: hall-3
              ca_file: /etc/tiltquiz/ca.pem
            """
        let fleet = try #require(try KioskConfig.parse(text, file: "a.yaml").fleet)
        #expect(fleet.postgresURL == "postgres://kiosk@db.example:6432/hall?sslmode=verify-full")
        #expect(fleet.passwordFile == "/etc/tiltquiz/fleet-password")
        #expect(fleet.kioskID == "hall-3" && fleet.kioskIDSetting == "hall-3")
        #expect(fleet.caFile == "/etc/tiltquiz/ca.pem")
        #expect(
            fleet.lines == ["postgres_url": 2, "password_file": 3, "kiosk_id": 4, "ca_file": 5])
    }

    @Test func theKioskIDIsTheHostNameByDefault() throws {
        let text = "fleet:\n  postgres_url: postgres://kiosk@db/hall\n  password_file: /etc/p\n"
        let fleet = try #require(try KioskConfig.parse(text, file: "a.yaml").fleet)
        #expect(fleet.kioskIDSetting == nil)
        #expect(fleet.kioskID == FleetSettings.hostName && !fleet.kioskID.isEmpty)
        #expect(fleet.caFile == nil)
    }

    @Test func theSyncPeriodIsFiveSecondsByDefaultAndSetByTheFile() throws {
        let fleet = try #require(try KioskConfig.parse(Self.fleet, file: "a.yaml").fleet)
        #expect(fleet.syncSeconds == 5)
        let set = try #require(try KioskConfig.parse(Self.fleet + "  sync_seconds: 30\n", file: "a.yaml").fleet)
        #expect(set.syncSeconds == 30 && set.lines["sync_seconds"] == 4)
    }

    @Test func aURLWithoutAPasswordFileIsNamed() {
        #expect(
            problems("fleet:\n  postgres_url: postgres://kiosk@db/hall\n") == [
                "2: fleet.password_file: is needed with fleet.postgres_url: an absolute path to the file (mode 0600) "
                    + "holding the password of the URL's user"
            ])
    }

    @Test func settingsWithoutAURLAreNamed() {
        #expect(
            problems("fleet:\n  kiosk_id: hall-3\n  ca_file: /etc/ca.pem\n") == [
                "2: fleet.kiosk_id: is set, but fleet.postgres_url is not; set the URL to join a fleet, or leave the "
                    + "fleet's settings empty for a single device",
                "3: fleet.ca_file: is set, but fleet.postgres_url is not; set the URL to join a fleet, or leave "
                    + "the fleet's settings empty for a single device",
            ])
    }

    static let fleet = "fleet:\n  postgres_url: postgres://kiosk@db/hall\n  password_file: /etc/p\n"

    @Test(arguments: [
        ("  sync_seconds: 0", "4: fleet.sync_seconds: 0 is not allowed; use a whole number from 1 to 3600"),
        ("  sync_seconds: soon", "4: fleet.sync_seconds: \"soon\" is not allowed; use a whole number from 1 to 3600"),
        (
            "  kiosk_id: hall 3",
            "4: fleet.kiosk_id: \"hall 3\" is not allowed; use 1 to 63 letters, digits, \"-\", \"_\" and \".\", "
                + "such as hall-3, or \"\" for the host name"
        ),
        (
            "  kiosk_id: " + String(repeating: "k", count: 64),
            "4: fleet.kiosk_id: \"\(String(repeating: "k", count: 64))\" is not allowed; use 1 to 63 letters, "
                + "digits, \"-\", \"_\" and \".\", such as hall-3, or \"\" for the host name (it has 64 characters)"
        ),
        (
            "  ca_file: ca.pem",
            "4: fleet.ca_file: \"ca.pem\" is not allowed; use an absolute path such as /etc/tiltquiz/fleet-ca.pem, "
                + "or \"\" for none"
        ),
        ("  kiosk: hall-3", "4: fleet.kiosk: unknown setting; did you mean fleet.kiosk_id?"),
    ])
    func badValuesSayWhatIsAllowed(line: String, expected: String) {
        #expect(problems(Self.fleet + line + "\n") == [expected])
    }

    @Test func aRelativePasswordFileIsNamedOnce() {
        #expect(
            problems("fleet:\n  postgres_url: postgres://kiosk@db/hall\n  password_file: fleet-password\n") == [
                "3: fleet.password_file: \"fleet-password\" is not allowed; use an absolute path such as "
                    + "/etc/tiltquiz/fleet-password, or \"\" for none"
            ])
    }

    @Test func aKioskIDMayUseLettersDigitsAndThreeMarks() throws {
        let fleet = try #require(
            try KioskConfig.parse(Self.fleet + "  kiosk_id: Hall_3.north-2\n", file: "a.yaml").fleet)
        #expect(fleet.kioskID == "Hall_3.north-2")
    }
}
