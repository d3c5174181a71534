import Foundation
import TestSupport
import Testing

/// The renderer a real window gets (`display.renderer`): on a machine with no
/// GPU, `auto` draws with SDL's software renderer and loads no OpenGL at all;
/// `accelerated` uses OpenGL whatever implements it. The game says which on stderr.
@Suite(.serialized) struct RendererChoiceTests {
    /// Starts the game in a window on `server`, waits for its title screen, and
    /// returns what it said on stderr and which of its mapped files are OpenGL's.
    func titleScreen(on server: VirtualDisplay, config: String?) throws -> (stderr: String, glLibraries: [String]) {
        let folder = Tool.temporaryFolder()
        var arguments = ["play", "--mode", "tilt", "--size", "640x400", "--no-sound", "--data", folder + "/data"]
        arguments += ["--screenshots", folder + "/shots"]
        if let config {
            Tool.write(config, to: folder + "/config.yaml")
            arguments += ["--config", folder + "/config.yaml"]
        }
        let game = try Child(
            arguments, folder: folder, environment: ["DISPLAY": server.display, "SDL_VIDEODRIVER": "x11"])
        defer { game.kill() }
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: folder + "/shots/001-title.png"), Date() < deadline,
            game.process.isRunning
        {
            usleep(20_000)
        }
        let maps = (try? String(contentsOfFile: "/proc/\(game.pid)/maps", encoding: .utf8)) ?? ""
        let gl = Set(
            maps.split(separator: "\n").compactMap { line in
                line.split(separator: "/").last.map(String.init)
            }.filter { $0.hasPrefix("libGL") || $0.hasPrefix("libLLVM") || $0.hasSuffix("_dri.so") })
        return (game.stderr, gl.sorted())
    }

    @Test(.enabled(if: RendererChoiceTests.hasNoGPU, "this machine has a GPU render node"))
    func withoutAGPUAutoDrawsInSoftwareAndLoadsNoOpenGL() throws {
        let server = try VirtualDisplay.start()
        defer { server.stop() }
        let run = try titleScreen(on: server, config: nil)
        #expect(run.stderr.contains("software renderer (no GPU: no render node in /dev/dri)"), "\(run.stderr)")
        #expect(run.glLibraries.isEmpty, "OpenGL loaded: \(run.glLibraries)")
    }

    @Test func theConfigCanAskForEitherRenderer() throws {
        let server = try VirtualDisplay.start()
        defer { server.stop() }
        let software = try titleScreen(on: server, config: "display:\n  renderer: software\n")
        #expect(
            software.stderr.contains("software renderer (display.renderer: software in the config)"),
            "\(software.stderr)")
        #expect(software.glLibraries.isEmpty, "OpenGL loaded: \(software.glLibraries)")
        let accelerated = try titleScreen(on: server, config: "display:\n  renderer: accelerated\n")
        // Where no OpenGL can be had at all, the game says so and draws in software.
        #expect(
            accelerated.stderr.contains("accelerated renderer (display.renderer: accelerated")
                || accelerated.stderr.contains("software renderer (no accelerated renderer:"), "\(accelerated.stderr)")
    }

    /// The video driver's and the renderer's lines are in the config's language, as every line of `play` is.
    @Test func theStartLinesAreInTheConfigsLanguage() throws {
        let server = try VirtualDisplay.start()
        defer { server.stop() }
        let german = try titleScreen(on: server, config: "language: de\ndisplay:\n  renderer: software\n")
        #expect(german.stderr.contains("tiltquiz: Videotreiber x11\n"), "\(german.stderr)")
        #expect(
            german.stderr.contains("tiltquiz: Software-Renderer (display.renderer: software in der Konfiguration)\n"),
            "\(german.stderr)")
    }

    static var hasNoGPU: Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []).allSatisfy {
            !$0.hasPrefix("renderD")
        }
    }
}
