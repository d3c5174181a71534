import Foundation
import QuizApp
import QuizCore
import QuizScreens
import QuizStore

/// CPU time per frame for every screen, with the software renderer at
/// 1280x720 on SDL's dummy driver, side by side with a floor frame that only
/// clears and presents. Frames alternate floor / screen, so both see the
/// same machine.
enum FrameBench {
    static let width = 1280
    static let height = 720

    /// One screen's frame times as the game loop draws them (only what
    /// changed), the ratio of their median to the floor's, the same frames
    /// drawn whole, and the mean share of the pixels a frame redrew.
    struct ScreenTiming: Encodable {
        var medianMs: Double
        var p99Ms: Double
        var ratio: Double
        var wholeMedianMs: Double
        var wholeP99Ms: Double
        var redrawnShare: Double
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

    /// A headless window (1280x720 unless given) with the software renderer (SDL's dummy driver unless SDL_VIDEODRIVER says otherwise).
    static func openRig(width: Int = width, height: Int = height, language: String = "en") throws -> FrameRig {
        do {
            return try FrameRig(width: width, height: height, assetsDirectory: try assets(), language: language)
        } catch let error as ScreenError {
            throw CommandFailure(error)
        }
    }

    static func run(
        quick: Bool, screenshots: String? = nil, screens: [String] = [], language: String = "en"
    ) throws -> Figures {
        let assets = try assets()
        let rig = try openRig(language: language)
        defer { rig.close() }
        do {
            try rig.openFloorWindow()
        } catch {
            throw CommandFailure(error)
        }
        return try BenchFolder.with { folder in
            let world = try ScreenWorld(folder: folder, assets: assets, sounds: rig.sounds, language: language)
            let frames = quick ? 120 : 600
            var floor: [Double] = []
            var measured: [String: (times: [Double], whole: [Double], redrawn: Double)] = [:]
            for fixture in ScreenFixture.all where screens.isEmpty || screens.contains(fixture.name) {
                // Warm up: one span drawn whole makes the textures the screen keeps. Every screen is measured
                // with its animations (a fixture that chose Reduce motion does not carry it on).
                rig.reducesMotion = false
                let warm = try fixture.prepare(world)
                while warm.driver.time < warm.start + warm.span {
                    rig.drawWholeFrame(warm.driver.scene, at: warm.driver.time)
                    warm.driver.run(seconds: 1.0 / 60)
                }
                // The scene plays on between frames as in the game (its tilt, timers and demo move);
                // when the moment measured is over, a new scene is brought to it.
                var driver = try fixture.prepare(world).driver
                var began = driver.time
                let screen = driver.scene.screenName
                var times: [Double] = []
                var whole: [Double] = []
                var redrawn = 0.0
                for _ in 0..<frames {
                    if driver.time - began >= warm.span - 1e-9 || driver.scene.screenName != screen {
                        let shown = (scene: driver.scene, time: driver.time)
                        driver = try fixture.prepare(world).driver
                        began = driver.time
                        // Preparing a scene (a store opened, seconds of game driven) evicts the frame's pixels and
                        // textures from the processor's caches, as no game frame ever is; the old scene's next frame is
                        // drawn, untimed, so the next frame finds the caches as a game's frame after its
                        // previous one does. Its new texts are still made (and timed) by the frame that shows them.
                        rig.drawWholeFrame(shown.scene, at: shown.time)
                    }
                    let scene = driver.scene
                    let time = driver.time
                    floor.append(CPUClock.milliseconds { rig.drawFloorFrame() })
                    times.append(CPUClock.milliseconds { redrawn += rig.drawFrame(scene, at: time) })
                    whole.append(CPUClock.milliseconds { rig.drawWholeFrame(scene, at: time) })
                    driver.run(seconds: 1.0 / 60)
                }
                measured[fixture.name] = (times, whole, redrawn / Double(frames))
                if let screenshots {
                    rig.drawFrame(driver.scene, at: driver.time)
                    try? rig.saveScreenshot(to: PathText.join(screenshots, fixture.name + ".png"))
                }
            }
            let floorTiming = Timing(of: floor)
            let screens = measured.mapValues { screen in
                let drawn = Timing(of: screen.times)
                let whole = Timing(of: screen.whole)
                return ScreenTiming(
                    medianMs: drawn.medianMs, p99Ms: drawn.p99Ms,
                    ratio: drawn.medianMs / max(floorTiming.medianMs, 1e-6),
                    wholeMedianMs: whole.medianMs, wholeP99Ms: whole.p99Ms, redrawnShare: screen.redrawn)
            }
            return Figures(floor: floorTiming, screens: screens, framesPerScreen: frames, width: width, height: height)
        }
    }
}
