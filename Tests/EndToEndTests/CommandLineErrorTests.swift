import Foundation
import TestSupport
import Testing

/// Mistakes a user can make get one clear line and a non-zero exit.
@Suite struct CommandLineErrorTests {
    func expectOneLineError(_ arguments: [String], contains text: String, environment: [String: String] = [:]) throws {
        let result = try Tool.run(arguments, environment: environment)
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line, got: \(result.stderr)")
        #expect(result.stderr.contains(text), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownOptionsAndBadValues() throws {
        try expectOneLineError(["play", "--bogus"], contains: "--bogus")
        try expectOneLineError(["play", "--size", "big"], contains: "--size")
        try expectOneLineError(["play", "--tilt", "wobble"], contains: "--tilt")
        try expectOneLineError(["play", "--tilt", "gamepad", "--headless"], contains: "--tilt gamepad needs a window")
        try expectOneLineError(["play", "--questions", "0", "--headless"], contains: "--questions")
        try expectOneLineError(
            ["play", "--questions", "15", "--headless"],
            contains: "--questions must be between 1 and 10: game over lists every statement of the round")
    }

    @Test func aBadWindowSizeSaysWhatIsAllowed() throws {
        try expectOneLineError(
            ["play", "--size", "big"], contains: "write it as WIDTHxHEIGHT in pixels, such as 800x480")
        try expectOneLineError(
            ["play", "--size", "100x50"], contains: "the width must be 160 to 7680 and the height 120 to 4320 pixels")
    }

    @Test func anInputScriptThatCannotBeReadSaysWhichAndWhy() throws {
        let folder = Tool.temporaryFolder()
        try expectOneLineError(
            ["play", "--headless", "--data", folder + "/d", "--input", folder + "/missing.jsonl"],
            contains: folder + "/missing.jsonl: cannot read the file: No such file or directory")
        try expectOneLineError(
            ["play", "--headless", "--data", folder + "/d", "--input", folder],
            contains: folder + ": cannot read the file: Is a directory")
        // An empty device is an empty script: nothing to press, the game plays on to its end.
        let empty = try Tool.run(["play", "--headless", "--data", folder + "/d", "--input", "/dev/null"])
        #expect(empty.status == 0, "\(empty.stderr)")
    }

    @Test func aMalformedTraceNamesTheLine() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(
            "{\"t\": 0.0, \"x\": 0, \"y\": 0, \"z\": 9.8}\n{\"t\": 0.01, \"x\": \"a\", \"y\": 0, \"z\": 9.8}\n",
            to: folder + "/bad.jsonl")
        try expectOneLineError(
            ["play", "--headless", "--data", folder + "/d", "--tilt", "replay:" + folder + "/bad.jsonl"],
            contains: "bad.jsonl:2")
        try expectOneLineError(["replay", folder + "/bad.jsonl", "--json"], contains: "bad.jsonl:2")
        try expectOneLineError(["replay", folder + "/missing.jsonl"], contains: "missing.jsonl")
    }

    @Test func aMalformedInputScriptNamesTheLine() throws {
        let folder = Tool.temporaryFolder()
        Tool.write("{\"t\": 0.5, \"key\": \"enter\"}\n{\"t\": 1, \"tap\": [2, 0.5]}\n", to: folder + "/in.jsonl")
        try expectOneLineError(
            ["play", "--headless", "--data", folder + "/d", "--input", folder + "/in.jsonl"], contains: "in.jsonl:2")
    }

    @Test func noDisplayIsAClearError() throws {
        let folder = Tool.temporaryFolder()
        try expectOneLineError(
            ["play", "--data", folder + "/d"], contains: "no display available",
            environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": "x11"])
    }

    @Test func anUnwritableDataFolderIsAClearError() throws {
        try expectOneLineError(
            ["play", "--headless", "--data", "/proc/tiltquiz"], contains: "cannot use the data folder /proc/tiltquiz")
    }

    @Test func aFileInTheWayOfTheDataFolderSaysSo() throws {
        let folder = Tool.temporaryFolder()
        Tool.write("not a folder", to: folder + "/file")
        try expectOneLineError(
            ["play", "--headless", "--data", folder + "/file/data"],
            contains: "cannot use the data folder \(folder)/file: it is a file, not a folder")
    }

    /// Short relative folders, which Foundation's path functions crash on, are made and played in (inside a
    /// folder that exists: `x` here).
    @Test(arguments: ["d", "d/", "x/y/"])
    func aShortRelativeDataFolderIsMadeAndPlayedIn(data: String) throws {
        let folder = Tool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/x", withIntermediateDirectories: true)
        let result = try Tool.run(
            ["play", "--headless", "--mode", "tilt", "--no-sound", "--data", data], directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/" + data + "/tiltquiz.sqlite"))
    }
}
