import Foundation
import TestSupport
import Testing

@testable import QuizConfig

/// The search order: --config, then the user's folder, then /etc; one file only.
@Suite struct ConfigLocatorTests {
    let environment = ["HOME": "/home/ops", "XDG_CONFIG_HOME": "/home/ops/.xdg"]

    func locate(
        _ explicit: String? = nil, files: Set<String>, environment: [String: String]? = nil
    ) throws
        -> String?
    {
        try ConfigLocator.locate(
            explicit: explicit, environment: environment ?? self.environment, fileExists: { files.contains($0) })
    }

    @Test func anExplicitFileWinsEvenWhenMissing() throws {
        let files: Set = ["/home/ops/.xdg/tiltquiz/config.yaml", "/etc/tiltquiz/config.yaml"]
        #expect(try locate("kiosk.yaml", files: files) == "kiosk.yaml")
        #expect(try locate("/nowhere/config.yaml", files: []) == "/nowhere/config.yaml")
    }

    @Test func theUsersFileComesBeforeTheSystemsFile() throws {
        let files: Set = ["/home/ops/.xdg/tiltquiz/config.yaml", "/etc/tiltquiz/config.yaml"]
        #expect(try locate(files: files) == "/home/ops/.xdg/tiltquiz/config.yaml")
    }

    @Test func theSystemsFileIsTheLastPlace() throws {
        #expect(try locate(files: ["/etc/tiltquiz/config.yaml"]) == "/etc/tiltquiz/config.yaml")
        #expect(try locate(files: ["/etc/tiltquiz/config.yml"]) == "/etc/tiltquiz/config.yml")
    }

    @Test func noFileMeansTheDefaults() throws {
        #expect(try locate(files: []) == nil)
        #expect(try locate(files: ["/etc/tiltquiz/other.yaml", "/home/ops/.xdg/config.yaml"]) == nil)
    }

    @Test func ymlIsFoundToo() throws {
        #expect(try locate(files: ["/home/ops/.xdg/tiltquiz/config.yml"]) == "/home/ops/.xdg/tiltquiz/config.yml")
    }

    @Test func withoutXDGConfigHomeTheDotConfigFolderIsUsed() throws {
        let files: Set = ["/home/ops/.config/tiltquiz/config.yaml"]
        #expect(
            try locate(files: files, environment: ["HOME": "/home/ops"]) == "/home/ops/.config/tiltquiz/config.yaml")
        // An empty or relative XDG_CONFIG_HOME is invalid (XDG spec) and ignored.
        for xdg in ["", "relative/dir"] {
            let environment = ["HOME": "/home/ops", "XDG_CONFIG_HOME": xdg]
            #expect(try locate(files: files, environment: environment) == "/home/ops/.config/tiltquiz/config.yaml")
        }
    }

    @Test func theSearchedFoldersAreListedInOrder() {
        #expect(
            ConfigLocator.searchDirectories(environment: environment) == ["/home/ops/.xdg/tiltquiz", "/etc/tiltquiz"])
        #expect(ConfigLocator.searchDirectories(environment: [:]) == ["/etc/tiltquiz"])
    }

    @Test func yamlAndYmlSideBySideIsAnError() {
        let files: Set = ["/etc/tiltquiz/config.yaml", "/etc/tiltquiz/config.yml"]
        let expected = ConfigError(
            file: "/etc/tiltquiz/config.yaml",
            problems: [
                ConfigProblem(line: nil, key: "", reason: .twoFiles(other: "/etc/tiltquiz/config.yml"))
            ])
        #expect(throws: expected) { try locate(files: files) }
    }

    @Test func locateAndLoadGivesTheDefaultsWithoutAFile() throws {
        let folder = TemporaryFolder()
        let environment = ["XDG_CONFIG_HOME": folder.path]
        // /etc/tiltquiz may exist on a kiosk image, so only check the user's folder when it does not.
        if !FileManager.default.fileExists(atPath: "/etc/tiltquiz") {
            let (config, path) = try KioskConfig.locateAndLoad(explicit: nil, environment: environment)
            #expect(config == .defaults)
            #expect(path == nil)
        }
        try FileManager.default.createDirectory(atPath: folder.file("tiltquiz"), withIntermediateDirectories: true)
        let file = folder.write("tiltquiz/config.yaml", "sound:\n  volume: 30\n")
        let (config, path) = try KioskConfig.locateAndLoad(explicit: nil, environment: environment)
        #expect(path == file)
        var expected = KioskConfig.defaults
        expected.sound.volumePercent = 30
        #expect(config == expected)
    }
}
