import Foundation
import TestSupport
import Testing

/// The packaged units pass `systemd-analyze verify`, checked against the
/// package's own files: a root folder holds the unpacked .deb, this
/// machine's system units (for multi-user.target and friends) and the
/// programs the units start, so the check finds /usr/bin/tiltquiz where
/// the package puts it.
@Suite(
    .enabled(if: DebianPackage.canBuild, "dpkg-dev is not installed (scripts/install-deps.sh)"),
    .enabled(if: Command.which("systemd-analyze") != nil, "systemd-analyze is not installed"))
struct SystemdUnitTests {
    private static let systemUnits = "/usr/lib/systemd/system"

    /// `systemd-analyze verify --root` on `unit`, with `programs` from this machine copied in.
    private func verify(_ unit: String, programs: [String]) throws -> Tool.Result {
        let package = try DebianPackage.shared.get()
        let root = Tool.temporaryFolder()
        let copy = try Command.run("/bin/cp", ["-a", package.files + "/.", root])
        try #require(copy.status == 0, "\(copy.stderr)")
        try FileManager.default.createDirectory(atPath: root + "/usr/lib/systemd", withIntermediateDirectories: true)
        let units = try Command.run("/bin/cp", ["-a", Self.systemUnits, root + "/usr/lib/systemd/"])
        try #require(units.status == 0, "\(units.stderr)")
        for program in programs {
            let copied = try Command.run("/bin/cp", [program, root + program])
            try #require(copied.status == 0, "\(copied.stderr)")
        }
        return try Command.run(
            Command.which("systemd-analyze") ?? "systemd-analyze",
            ["verify", "--root=" + root, "/lib/systemd/system/" + unit])
    }

    @Test func theConsoleUnitVerifiesCleanly() throws {
        let result = try verify("tiltquiz.service", programs: [])
        // verify exits 0 on an unknown key or a bad value and only warns: no output is the pass.
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cage"), "cage is not installed"))
    func theCageUnitVerifiesCleanly() throws {
        let result = try verify("tiltquiz-cage.service", programs: ["/usr/bin/cage", "/usr/bin/env"])
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func aMisspeltDirectiveIsCaught() throws {
        // The check above can fail: a unit with a typo does not pass it.
        let package = try DebianPackage.shared.get()
        let unit = package.files + "/lib/systemd/system/tiltquiz.service"
        let text = try String(contentsOfFile: unit, encoding: .utf8)
        let broken = Tool.temporaryFolder() + "/tiltquiz.service"
        Tool.write(text.replacingOccurrences(of: "WatchdogSec=", with: "WatchdogSecs="), to: broken)
        let result = try Command.run(Command.which("systemd-analyze") ?? "systemd-analyze", ["verify", broken])
        #expect(result.stderr.contains("Unknown key 'WatchdogSecs'"), "\(result.stderr)")
    }
}
