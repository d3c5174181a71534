import Foundation
import QuizScreens
import QuizStore

/// CPU time per frame for every screen, with the software renderer at
/// 1280x720 on SDL's dummy driver, side by side with a floor frame that only
/// clears and presents. Frames alternate floor / screen, so both see the
/// same machine.
enum FrameBench {
    static let width = 1280
    static let height = 720

    /// A frame time's median and 99th percentile.
    struct Timing: Encodable {
        var medianMs: Double
        var p99Ms: Double
    }

    /// One screen's frame times and the ratio of its median to the floor's.
    struct ScreenTiming: Encodable {
        var medianMs: Double
        var p99Ms: Double
        var ratio: Double
    }

    struct Figures: Encodable {
        var floor: Timing
        var screens: [String: ScreenTiming]
        var framesPerScreen: Int
        var width: Int
        var height: Int
    }

    /// The bundled assets folder (icons, packs).
    static func assets() throws -> String {
        do {
            return try AssetLocator.locate()
        } catch {
            throw CommandFailure(error)
        }
    }

    /// A headless 1280x720 window with the software renderer (SDL's dummy driver unless SDL_VIDEODRIVER says otherwise).
    static func openRig() throws -> FrameRig {
        setenv("SDL_VIDEODRIVER", ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? "dummy", 1)
        do {
            return try FrameRig(width: width, height: height, assetsDirectory: try assets())
        } catch let error as ScreenError {
            throw CommandFailure(error)
        }
    }

    static func run(quick: Bool, screenshots: String? = nil) throws -> Figures {
        let assets = try assets()
        let folder = NSTemporaryDirectory() + "tiltquiz-bench-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rig = try openRig()
        defer { rig.close() }
        let world = try ScreenWorld(folder: folder, assets: assets, sounds: rig.sounds)
        let frames = quick ? 120 : 600
        var floor: [Double] = []
        var measured: [String: [Double]] = [:]
        for fixture in ScreenFixture.all {
            let (driver, start, span) = try fixture.prepare(world)
            let time = { (frame: Int) in start + (Double(frame) / 60).truncatingRemainder(dividingBy: span) }
            // Warm up: the first pass over the span makes the textures a screen keeps.
            for frame in 0..<Int(span * 60) + 1 { rig.drawFrame(driver.scene, at: time(frame)) }
            var times: [Double] = []
            for frame in 0..<frames {
                floor.append(CPUClock.milliseconds { rig.drawFloorFrame() })
                times.append(CPUClock.milliseconds { rig.drawFrame(driver.scene, at: time(frame)) })
            }
            measured[fixture.name] = times
            if let screenshots {
                rig.drawFrame(driver.scene, at: time(frames / 2))
                try? rig.saveScreenshot(to: (screenshots as NSString).appendingPathComponent(fixture.name + ".png"))
            }
        }
        let floorTiming = Timing(medianMs: Percentile.of(floor, 0.5), p99Ms: Percentile.of(floor, 0.99))
        let screens = measured.mapValues { times in
            let median = Percentile.of(times, 0.5)
            return ScreenTiming(
                medianMs: median, p99Ms: Percentile.of(times, 0.99), ratio: median / max(floorTiming.medianMs, 1e-6))
        }
        return Figures(floor: floorTiming, screens: screens, framesPerScreen: frames, width: width, height: height)
    }
}
