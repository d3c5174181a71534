import Foundation
import QuizConfig
import QuizCore
import QuizFlows
import QuizText
import Testing
import TiltInput

@testable import QuizScreens

/// The kiosk's admin page of the fleet status (issue 36): the lines `tiltquiz fleet status` prints, drawn from the
/// status the fleet's sync took after its last sync; in the menu only when the device is in a fleet.
@Suite struct FleetStatusPageTests {
    /// 2026-12-02 17:44:07 UTC and five seconds before.
    static let status = FleetStatus(
        deviceID: "6f1d2c9e-4b7a-4e58-9a31-0c2d5e8f7a10", kioskID: "hall-1",
        server: "kiosk_hall@db.hall:5432/tiltquiz", outbox: 3, lastPush: Date(timeIntervalSince1970: 1_796_233_442),
        lastPull: Date(timeIntervalSince1970: 1_796_233_447), reachable: true, lag: 2)

    /// `status` after a sync that found PostgreSQL at db.hall:5432 refusing the connection.
    static var offline: FleetStatus {
        var offline = status
        (offline.reachable, offline.lag) = (false, nil)
        offline.lastProblem = .unreachable(address: "db.hall:5432", reason: .refused)
        return offline
    }

    /// A kiosk in a fleet whose last sync found PostgreSQL refusing the connection, its admin menu open (the
    /// gesture made, the PIN accepted).
    static func offlineKioskAtItsMenu(size: Size, sounds: SoundPlayer) -> KioskScene {
        var config = KioskConfig()
        config.kiosk = true
        let feed = TiltFeed(source: SimulatedTilt())
        var services = KioskServices(
            records: InMemoryKioskRecords(), demos: [], verifyPIN: { _ in true }, version: "test",
            timeZone: TimeZone(identifier: "UTC") ?? .current)
        let shown = offline
        services.fleetStatus = { shown }
        let game = TrueFalseScene(
            game: TrueFalseGame(pool: MoonQuestion.pool, rules: .init(roundLength: 1), seed: 1), tilt: feed,
            sounds: sounds)
        let scene = KioskScene(game: game, config: config, services: services, tilt: feed, size: size)
        for event in [KioskEvent.gestureCompleted(at: 1), .pinAccepted(at: 1)] {
            scene.perform(scene.flow.reduce(event), at: 1)
        }
        return scene
    }

    static func texts(_ status: FleetStatus?) throws -> [String] {
        let catalog = try CatalogFolder(assets: SceneRenderingTests.root + "/assets").catalog("en")
        return FleetStatusLines.lines(status, catalog: catalog).map { "\($0.label): \($0.value)" }
    }

    @Test func theLinesSayWhatFleetStatusPrints() throws {
        #expect(
            try Self.texts(Self.status) == [
                "Device: 6f1d2c9e-4b7a-4e58-9a31-0c2d5e8f7a10", "Kiosk: hall-1",
                "Server: kiosk_hall@db.hall:5432/tiltquiz", "Outbox: 3 changes waiting",
                "Last push: 2026-12-02T17:44:02Z", "Last pull: 2026-12-02T17:44:07Z",
                "Reachable: yes, 2 change-log entries not pulled yet", "Last problem: none",
            ])
        var offline = Self.status
        (offline.reachable, offline.lag, offline.outbox) = (false, nil, 1)
        offline.lastProblem = .unreachable(address: "db.hall:5432", reason: .noAnswer(seconds: 60))
        let lines = try Self.texts(offline)
        #expect(lines[3] == "Outbox: 1 change waiting" && lines[6] == "Reachable: no")
        #expect(lines[7] == "Last problem: cannot connect to PostgreSQL at db.hall:5432: no answer within 60\u{00A0}s")
        var fresh = Self.status
        (fresh.deviceID, fresh.lastPush, fresh.lastPull, fresh.lag) = (nil, nil, nil, nil)
        #expect(
            try Array(Self.texts(fresh)[..<6]) == [
                "Device: none yet (made by the first sync)", "Kiosk: hall-1",
                "Server: kiosk_hall@db.hall:5432/tiltquiz", "Outbox: 3 changes waiting", "Last push: never",
                "Last pull: never",
            ])
        #expect(try Self.texts(nil) == ["Status: no sync has ended yet"])
    }

    /// The changes the server refused and kept (fleet migration 11): a line once the server has been asked, none
    /// before; the last one's reason as PostgreSQL gave it.
    @Test func theChangesTheServerRefusedAreCounted() throws {
        #expect(try Self.texts(Self.status).count == 8, "not asked yet: no line")
        var refused = Self.status
        refused.refused = 0
        #expect(try Self.texts(refused).last == "Refused by the server: none")
        (refused.refused, refused.lastRefusal) = (2, "#12 (purchase): invalid input syntax for type integer (22P02)")
        #expect(
            try Self.texts(refused).last
                == "Refused by the server: 2 changes; the last: #12 (purchase): invalid input syntax for type integer (22P02)"
        )
        let german = try CatalogFolder(assets: SceneRenderingTests.root + "/assets").catalog("de")
        let line = try #require(FleetStatusLines.lines(refused, catalog: german).last)
        #expect(line.label == "Vom Server abgelehnt" && line.value.hasPrefix("2 Änderungen; die letzte: #12"))
    }

    /// The last problem is worded in the page's language from the journal's value (issue 37); the server's words
    /// stay as the server gave them, and a line an older store kept in English shows as it is.
    @Test func theLastProblemIsInThePagesLanguage() throws {
        let folder = CatalogFolder(assets: SceneRenderingTests.root + "/assets")
        var offline = Self.status
        offline.reachable = false
        offline.lastProblem = .unreachable(address: "db.hall:5432", reason: .refused)
        func problem(_ language: String) throws -> String {
            try #require(FleetStatusLines.lines(offline, catalog: try folder.catalog(language)).last?.value)
        }
        #expect(
            try problem("de")
                == "keine Verbindung zu PostgreSQL unter db.hall:5432: die Verbindung wurde abgewiesen (läuft "
                + "PostgreSQL dort, und stimmt der Port?)")
        #expect(
            try problem("ar")
                == "تعذّر الاتصال بـ PostgreSQL على db.hall:5432: رُفض الاتصال (هل يعمل PostgreSQL هناك، وهل المنفذ صحيح؟)"
        )
        offline.lastProblem = .userRefused(
            address: "db.hall:5432", user: "kiosk_hall", message: "no pg_hba.conf entry for host \"10.0.0.7\"")
        #expect(
            try problem("de")
                == "PostgreSQL unter db.hall:5432 lässt den Benutzer kiosk_hall nicht herein (28000): no pg_hba.conf "
                + "entry for host \"10.0.0.7\"")
        offline.lastProblem = FleetProblem(stored: "cannot reach the fleet's PostgreSQL at hall:5432")
        #expect(try problem("de") == "cannot reach the fleet's PostgreSQL at hall:5432")
    }

    @Test func fleetStatusIsInTheMenuOnlyWithAFleetAndBackReturnsToTheMenu() throws {
        #expect(!AdminMenuItem.shown(creditGrantCents: nil).contains(.fleet))
        let items = AdminMenuItem.shown(creditGrantCents: nil, fleet: true)
        #expect(items == [.resume, .restart, .calibrate, .deviceInfo, .fleet, .exit])

        let kiosk = try KioskSceneTests.Kiosk(gesture: .corners, fleetStatus: { Self.status })
        kiosk.run(until: 1)
        kiosk.holdCorners(for: 5.2)
        kiosk.tapPIN("2468")
        #expect(kiosk.scene.menuItems == items)
        kiosk.tap(AdminMenuLayout(size: KioskSceneTests.size, items: items).buttons[4])
        #expect(kiosk.scene.screenName == "admin-fleet")
        kiosk.tap(DeviceInfoView(size: KioskSceneTests.size, lines: [], title: "").backButton)
        #expect(kiosk.scene.screenName == "admin")
        #expect(try KioskSceneTests.Kiosk(gesture: .corners).scene.menuItems.contains(.fleet) == false)
    }
}

/// The fleet status page at 1280x720 and 480x800, compared with its goldens (`Goldens/admin-fleet-*.png`). In the
/// serialized rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    @Test(arguments: [(1280, 720), (480, 800)])
    func theFleetStatusPage(width: Int, height: Int) throws {
        let rig = try FrameRig(width: width, height: height, assetsDirectory: Self.root + "/assets")
        defer { rig.close() }
        let scene = FleetStatusPageTests.offlineKioskAtItsMenu(
            size: Size(width: Double(width), height: Double(height)), sounds: rig.sounds)
        // The way an operator comes: the gesture, the PIN, the menu's Fleet status.
        scene.perform(scene.flow.reduce(.adminPicked(.fleet, at: 1)), at: 1)
        #expect(scene.screenName == "admin-fleet")

        rig.drawFrame(scene, at: 1)
        let (problems, _) = rig.layoutProblems(scene, at: 1)
        #expect(problems.isEmpty, "\(width)x\(height):\n\(problems.joined(separator: "\n"))")
        let folder = NSTemporaryDirectory() + "tiltquiz-fleet-page-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        rig.drawWholeFrame(scene, at: 1)
        try rig.saveScreenshot(to: folder + "/shot.png")
        try compare(
            folder + "/shot.png",
            golden: Self.root + "/Tests/QuizScreensTests/Goldens/admin-fleet-\(width)x\(height).png")
    }
}
