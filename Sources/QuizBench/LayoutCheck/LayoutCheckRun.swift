import Foundation
import ProcessLifecycle
import QuizApp
import QuizCore
import QuizScreens

/// What `tiltquiz layout-check` does: draws the chosen screen fixtures at
/// each size, in a world of stores of its own per size, and names each text
/// that runs off the screen, lies over another, or is smaller than the
/// screen's readable minimum. Stops between two screens once SIGTERM or
/// SIGINT has come (when the caller has caught them with `StopSignals`).
public struct LayoutCheckRun {
    /// The exit status of a check stopped by SIGTERM or SIGINT (as a shell reports Ctrl-C).
    public static let stoppedStatus: Int32 = 130

    /// The sizes checked when none is given: each landscape size and the same panel turned 90 degrees.
    public static let defaultSizes = ["320x240", "480x320", "800x480", "1280x720", "1920x1080"].flatMap {
        size -> [String] in
        let parts = size.split(separator: "x")
        return [size, "\(parts[1])x\(parts[0])"]
    }

    /// Window sizes, WxH; empty: `defaultSizes`.
    public var sizes: [String]
    /// Fixture names; empty: every screen.
    public var only: [String]
    /// A folder for a PNG of each screen checked.
    public var screenshots: String?
    /// The smallest text allowed, in pixels, instead of the screen's readable minimum.
    public var minimumText: Int?

    /// Every text at this percentage of its size, as `accessibility.text_scale` draws it (100-200).
    public var textScalePercent: Int

    public init(
        sizes: [String] = [], only: [String] = [], screenshots: String? = nil, minimumText: Int? = nil,
        textScalePercent: Int = 100
    ) {
        self.sizes = sizes
        self.only = only
        self.screenshots = screenshots
        self.minimumText = minimumText
        self.textScalePercent = textScalePercent
    }

    /// The language the screens are drawn in (a `GameLanguage` code; `pseudo` shows what a longer one clips).
    public var language = "en"

    /// The panel's dots per inch: with it, the screens lay their buttons out for that panel, and every button must
    /// be at least 9 mm across and high (issue 38).
    public var dotsPerInch: Double?

    /// The sizes this run checks.
    public var sizesChecked: [String] { sizes.isEmpty ? Self.defaultSizes : sizes }

    /// Every problem found, one line each starting with the size and the screen; empty when every screen fits.
    public func problems() throws -> [String] {
        let fixtures = try chosenFixtures()
        let sizeTexts = sizesChecked
        let checked = try sizeTexts.map(Self.parse)
        return try BenchFolder.with(purpose: "layout") { folder in
            let assets = try FrameBench.assets()
            // The stores every size's fixtures start from, made once.
            let templates = try StoreTemplates(folder: PathText.join(folder, "templates"), assets: assets)
            var problems: [String] = []
            for (index, (sizeText, size)) in zip(sizeTexts, checked).enumerated() {
                Self.tell(
                    "checking \(Counted.text(fixtures.count, "screen")) at \(sizeText) (size \(index + 1) of \(sizeTexts.count))"
                )
                // A world of its own for each size: what one size's fixtures saved does not reach the next.
                let sizeFolder = folder + "/\(sizeText)"
                defer { try? FileManager.default.removeItem(atPath: sizeFolder) }
                problems += try check(fixtures, at: size, named: sizeText) { sounds in
                    try ScreenWorld(
                        folder: sizeFolder, assets: assets, sounds: sounds, templates: templates, language: language)
                }
            }
            return problems
        }
    }

    /// The problems of `fixtures` at one size, each line starting with `name`.
    private func check(
        _ fixtures: [ScreenFixture], at size: (width: Int, height: Int), named name: String,
        world makeWorld: (SoundPlayer) throws -> ScreenWorld
    ) throws -> [String] {
        let rig = try FrameBench.openRig(width: size.width, height: size.height, language: language)
        defer { rig.close() }
        rig.textScalePercent = textScalePercent
        rig.density = dotsPerInch.flatMap { PanelDensity(dotsPerInch: $0) }
        let world = try makeWorld(rig.sounds)
        var problems: [String] = []
        for fixture in fixtures {
            try Self.stopIfAsked(at: "\(name), before \(fixture.name)")
            // Every screen's animations as they run: a fixture that chose Reduce motion does not carry it on.
            rig.reducesMotion = false
            let prepared = try fixture.prepare(world)
            var seen: Set<String> = []
            // The moment's start, middle and end: animations move texts.
            for share in [0.0, 0.5, 1.0] {
                try Self.stopIfAsked(at: "\(name), in \(fixture.name)")
                prepared.driver.run(seconds: max(0, prepared.start + prepared.span * share - prepared.driver.time))
                let found = rig.layoutProblems(
                    prepared.driver.scene, at: prepared.driver.time, minimumTextPixels: minimumText)
                if found.texts == 0 { seen.insert("draws no text at all") }
                for problem in found.problems where seen.insert(problem).inserted {}
            }
            problems += seen.sorted().map { "\(name) \(fixture.name): \($0)" }
            if let screenshots {
                try FileManager.default.createDirectory(atPath: screenshots, withIntermediateDirectories: true)
                rig.drawWholeFrame(prepared.driver.scene, at: prepared.driver.time)
                try? rig.saveScreenshot(
                    to: PathText.join(screenshots, "\(name)-\(fixture.name).png"))
            }
        }
        return problems
    }

    /// Ends the check (its stores removed on the way out) once SIGTERM or SIGINT has come.
    private static func stopIfAsked(at place: String) throws {
        guard StopSignals.requested else { return }
        throw CommandFailure(
            "layout-check stopped by a signal at \(place); nothing is reported", exitCode: stoppedStatus)
    }

    /// A line of progress on stderr (stdout holds only the result).
    private static func tell(_ line: String) {
        ProgramMessage.write(line, command: "layout-check")
    }

    private func chosenFixtures() throws -> [ScreenFixture] {
        guard !only.isEmpty else { return ScreenFixture.all }
        let names = ScreenFixture.all.map(\.name)
        return try only.map { name in
            guard let fixture = ScreenFixture.all.first(where: { $0.name == name }) else {
                throw CommandFailure("--only \(name): no such screen; the screens are \(names.joined(separator: ", "))")
            }
            return fixture
        }
    }

    /// Reads a size, WxH, each side 240 to 7680 pixels.
    public static func parse(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (240...7680).contains(width),
            (240...7680).contains(height)
        else { throw CommandFailure("--size \(text): give WIDTHxHEIGHT in pixels, each 240 to 7680, e.g. 800x480") }
        return (width, height)
    }
}
