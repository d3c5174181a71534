import Foundation
import TestSupport
import Testing

/// What the units promise an operator: notify with a watchdog, restarts, the
/// unprivileged user with the device groups, tty1, and the video driver.
@Suite struct UnitSettingsTests {
    /// Every `Key=value` of a unit file, values in order (comments and sections dropped).
    private func settings(_ unit: String) throws -> [String: [String]] {
        let text = try String(contentsOfFile: Tool.root + "/deploy/systemd/" + unit, encoding: .utf8)
        var result: [String: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("[") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            result[String(line[..<equals]), default: []].append(String(line[line.index(after: equals)...]))
        }
        return result
    }

    @Test(arguments: ["tiltquiz.service", "tiltquiz-cage.service"])
    func runsUnderAWatchdogAsTheKioskUserOnTty1(unit: String) throws {
        let unitSettings = try settings(unit)
        #expect(unitSettings["Type"] == ["notify"])
        #expect(unitSettings["WatchdogSec"]?.count == 1)
        #expect(unitSettings["Restart"] == ["always"])
        #expect(unitSettings["User"] == ["tiltquiz"])
        let groups = Set((unitSettings["SupplementaryGroups"] ?? []).flatMap { $0.split(separator: " ") })
        #expect(groups.isSuperset(of: ["input", "video", "render"]), "\(groups)")
        #expect(unitSettings["TTYPath"] == ["/dev/tty1"])
        #expect(unitSettings["Conflicts"]?.first?.contains("getty@tty1.service") == true)
        #expect(unitSettings["WantedBy"] == ["multi-user.target"])
        let execStart = try #require(unitSettings["ExecStart"]?.first)
        #expect(execStart.contains("/usr/bin/tiltquiz play --config /etc/tiltquiz/config.yaml"))
    }

    @Test func theConsoleUnitDrawsThroughKmsdrmAndTheCageUnitThroughWayland() throws {
        let console = try settings("tiltquiz.service")
        #expect(console["Environment"]?.contains { $0.contains("SDL_VIDEODRIVER=kmsdrm") } == true)
        #expect(console["NotifyAccess"] == ["main"])
        let cage = try settings("tiltquiz-cage.service")
        #expect(cage["Environment"]?.contains { $0.contains("SDL_VIDEODRIVER=wayland") } == true)
        // The game is cage's child: it may notify, and the watchdog pid (cage's) is dropped for it.
        #expect(cage["NotifyAccess"] == ["all"])
        #expect(cage["ExecStart"]?.first?.hasPrefix("/usr/bin/cage ") == true)
        #expect(cage["ExecStart"]?.first?.contains("/usr/bin/env -u WATCHDOG_PID ") == true)
        #expect(cage["PAMName"] == ["login"])
    }
}
