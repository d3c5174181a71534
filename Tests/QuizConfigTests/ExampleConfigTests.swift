import Foundation
import Testing

@testable import QuizConfig

/// `deploy/config.example.yaml` documents every setting at its default, and stays valid.
@Suite struct ExampleConfigTests {
    /// The example beside the sources (symlinks resolved, so a package that links the test folder finds it too).
    static let path = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("deploy/config.example.yaml").path

    func exampleText() throws -> String {
        try String(contentsOfFile: Self.path, encoding: .utf8)
    }

    @Test func theExampleLoadsAsTheDefaults() throws {
        #expect(try KioskConfig.load(path: Self.path) == .defaults)
    }

    @Test func theExampleSetsEveryKeyWithACommentAboveIt() throws {
        let lines = try exampleText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var group = ""
        var documented: [String] = []
        var comments = 0
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") {
                comments += 1
                continue
            }
            guard let colon = trimmed.firstIndex(of: ":"), !trimmed.isEmpty else {
                comments = 0
                continue
            }
            let name = String(trimmed[..<colon])
            let nested = line.hasPrefix("  ")
            if !nested { group = ConfigSchema.isGroup(name) ? name : "" }
            let key = nested ? group + "." + name : name
            if ConfigSchema.keys.contains(key) {
                // display.height shares display.width's comment, which covers both.
                #expect(comments > 0 || key == "display.height", "\(key) has no comment above it")
                documented.append(key)
            }
            comments = 0
        }
        #expect(documented == ConfigSchema.keys)
    }

    @Test func theExamplesHashPinLineHasTheRealShape() throws {
        // The sample line in the comment must match what hash-pin prints, minus the real values.
        let text = try exampleText()
        #expect(text.contains("#   pin_hash: \(PINHash.scheme)$\(AdminPIN.defaultIterations)$<salt>$<hash>"))
    }

    @Test func uncommentingTheKioskLinesGivesAWorkingKiosk() throws {
        let pinHash = try AdminPIN.hash(pin: "2468", salt: Array(0..<16), iterations: 10_000)
        let text = try exampleText()
            .replacingOccurrences(of: "kiosk: false", with: "kiosk: true")
            .replacingOccurrences(of: "pin_hash: \"\"", with: "pin_hash: \(pinHash)")
            .replacingOccurrences(of: "fullscreen: false", with: "fullscreen: true")
        let config = try KioskConfig.parse(text, file: "kiosk.yaml")
        #expect(config.kiosk && config.display.fullscreen && config.admin.pinHash == pinHash)
    }
}
