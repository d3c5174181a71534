import Foundation
import TestSupport
import Testing

/// `scripts/build-deb.sh` (what `make deb` runs): what the package holds,
/// what it depends on, and maintainer scripts that at least parse.
@Suite(.enabled(if: DebianPackage.canBuild, "dpkg-dev is not installed (scripts/install-deps.sh)"))
struct DebianPackageTests {
    @Test func holdsTheGameItsAssetsUnitsUdevRuleAndConfig() throws {
        let package = try DebianPackage.shared.get()
        let listing = try package.dpkgDeb(["-c"])
        // "-rwxr-xr-x root/root 1234 2026-11-22 08:59 ./usr/bin/tiltquiz": mode, owner and path.
        let entries = Dictionary(
            listing.split(separator: "\n").map { line in
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                return (String(fields.last ?? ""), "\(fields.first ?? "") \(fields.count > 1 ? fields[1] : "")")
            }, uniquingKeysWith: { first, _ in first })
        let expected = [
            "./usr/bin/tiltquiz": "-rwxr-xr-x root/root",
            "./usr/share/tiltquiz/assets/packs/true-false.json": "-rw-r--r-- root/root",
            "./usr/share/tiltquiz/assets/sounds/right.wav": "-rw-r--r-- root/root",
            "./usr/share/tiltquiz/assets/icons/star.svg": "-rw-r--r-- root/root",
            "./lib/systemd/system/tiltquiz.service": "-rw-r--r-- root/root",
            "./lib/systemd/system/tiltquiz-cage.service": "-rw-r--r-- root/root",
            "./lib/systemd/system/tiltquiz-admin.service": "-rw-r--r-- root/root",
            "./lib/udev/rules.d/70-tiltquiz-accelerometer.rules": "-rw-r--r-- root/root",
            "./usr/lib/tiltquiz/iio-permissions": "-rwxr-xr-x root/root",
            "./etc/tiltquiz/config.yaml": "-rw-r--r-- root/root",
            "./usr/share/doc/tiltquiz/README.md": "-rw-r--r-- root/root",
        ]
        for (path, modeAndOwner) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(entries[path] == modeAndOwner, "\(path) in\n\(listing)")
        }
        // Nothing world-writable, nothing owned by the builder.
        for (path, modeAndOwner) in entries {
            #expect(modeAndOwner.hasSuffix(" root/root"), "\(path): \(modeAndOwner)")
            #expect(!modeAndOwner.hasPrefix("-rw-rw-rw") && !modeAndOwner.hasPrefix("drwxrwxrwx"), "\(path)")
        }
        // Every pack the game ships is in the package.
        let packs = try FileManager.default.subpathsOfDirectory(atPath: Tool.root + "/assets/packs")
        for pack in packs where pack.contains(".") {
            #expect(entries["./usr/share/tiltquiz/assets/packs/" + pack] != nil, "\(pack) is not packaged")
        }
        // The installed config is the example, which `tiltquiz config check` accepts.
        let config = package.files + "/etc/tiltquiz/config.yaml"
        #expect(
            FileManager.default.contentsEqual(atPath: config, andPath: Tool.root + "/deploy/config.example.yaml"))
        let check = try Tool.run(["config", "check", config])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func controlNamesTheLibrariesTheBinaryLinksAndTheConfigIsAConffile() throws {
        let package = try DebianPackage.shared.get()
        let control = try String(contentsOfFile: package.control + "/control", encoding: .utf8)
        let fields = Dictionary(
            control.split(separator: "\n").compactMap { line -> (String, String)? in
                guard !line.hasPrefix(" "), let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }, uniquingKeysWith: { first, _ in first })
        #expect(fields["Package"] == "tiltquiz")
        let version = fields["Version"] ?? ""
        #expect(package.path.hasSuffix("/tiltquiz_\(version)_\(fields["Architecture"] ?? "?").deb"), "\(package.path)")
        let depends = (fields["Depends"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
        }
        for needed in [
            "libc6", "libsdl2-2.0-0", "libsdl2-ttf-2.0-0", "libsdl2-image-2.0-0", "libevdev2", "libsqlite3-0",
            "libsystemd0", "adduser", "fonts-dejavu-core", "ca-certificates",
        ] {
            #expect(depends.contains(needed), "Depends: \(fields["Depends"] ?? "")")
        }
        // Sound plays through SDL2's own audio.
        #expect(!depends.contains { $0.hasPrefix("libsdl2-mixer") }, "Depends: \(fields["Depends"] ?? "")")
        let conffiles = try String(contentsOfFile: package.control + "/conffiles", encoding: .utf8)
        #expect(conffiles == "/etc/tiltquiz/config.yaml\n")
        // md5sums covers the binary, as `dpkg --verify` needs.
        let sums = try String(contentsOfFile: package.control + "/md5sums", encoding: .utf8)
        #expect(sums.contains("  usr/bin/tiltquiz\n"))
    }

    @Test func maintainerScriptsParseAndCreateAndRemoveTheKioskUser() throws {
        let package = try DebianPackage.shared.get()
        for script in ["postinst", "prerm", "postrm"] {
            let path = package.control + "/" + script
            #expect(FileManager.default.isExecutableFile(atPath: path), "\(script) is not executable")
            let parsed = try Command.run("/bin/sh", ["-n", path])
            #expect(parsed.status == 0, "\(script): \(parsed.stderr)")
        }
        let postinst = try String(contentsOfFile: package.control + "/postinst", encoding: .utf8)
        #expect(postinst.contains("adduser --system"))
        #expect(postinst.contains("for group in input video render audio"))
        let commands = postinst.split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#")
        }
        #expect(!commands.contains { $0.contains("systemctl enable") }, "enabling the unit is the admin's choice")
        let postrm = try String(contentsOfFile: package.control + "/postrm", encoding: .utf8)
        #expect(postrm.contains("purge)") && postrm.contains("deluser --system"))
    }
}
