import Foundation
import QuizCore
import TestSupportImages
import Testing

@testable import QuizScreens

/// Every packs screen draws at small, wide and tall sizes. In the serialized
/// rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    /// The packs screens in turn, each reached from the last by the input given.
    static let packSteps: [(name: String, input: [InputEvent])] = [
        ("packs", []),
        ("pack-question", [.key("enter", down: true)]),
        ("pack-question-chosen", [.key("3", down: true)]),
        ("pack-answer-wrong", [.key("enter", down: true)]),
        ("pack-question-2", [.key("enter", down: true)]),
        ("pack-answer-right", [.key("2", down: true), .key("enter", down: true)]),
        (
            "pack-finished",
            [
                .key("enter", down: true), .key("2", down: true), .key("enter", down: true),
                .key("enter", down: true),
            ]
        ),
        ("packs-after", [.key("enter", down: true)]),
        ("pack-scores", [.key("up", down: true), .key("left", down: true), .key("enter", down: true)]),
        ("pack-settings", [.key("escape", down: true), .key("up", down: true), .key("enter", down: true)]),
        ("pack-url", [.key("enter", down: true), .text("quiz.example.org/packs/questions.json")]),
    ]

    @Test(arguments: [(1280, 720), (800, 480), (480, 800), (320, 240)])
    func everyPacksScreenDraws(width: Int, height: Int) throws {
        let rig = try FrameRig(width: width, height: height, assetsDirectory: SceneRenderingTests.root + "/assets")
        defer { rig.close() }
        let library = PackLibraryDouble.sample()
        library.status = PackSourceStatus(
            url: "https://quiz.example.org/packs/questions.json", origin: .config, lastSuccess: Date(),
            lastChange: {
                var changes = QuizPackChanges()
                changes.updated = ["Mathematics", "Science"]
                return changes
            }(), lastProblem: nil, packsUpdated: Date())
        let scene = PacksScene(
            library: library, player: PlayerRef(id: 1, name: "Ada", isGuest: false),
            sounds: SoundPlayer(directory: "", enabled: false))
        let folder =
            ProcessInfo.processInfo.environment["TILTQUIZ_PACK_SHOTS"]
            ?? NSTemporaryDirectory() + "tiltquiz-packs-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var time = 1.0
        for step in Self.packSteps {
            for input in step.input { scene.handle(input, at: time) }
            time += 1
            rig.drawWholeFrame(scene, at: time)
            let path = folder + "/\(width)x\(height)-\(step.name).png"
            try rig.saveScreenshot(to: path)
            let image = try #require(PixelImage(path: path))
            #expect(image.distinctColours > 20, "\(step.name) at \(width)x\(height) draws something")
            let (problems, texts) = rig.layoutProblems(scene, at: time)
            #expect(texts >= 5, "\(step.name) at \(width)x\(height) lists its texts")
            #expect(problems.isEmpty, "\(step.name) at \(width)x\(height):\n\(problems.joined(separator: "\n"))")
            #expect(
                scene.screenName
                    == step.name.replacingOccurrences(
                        of: #"-(chosen|wrong|right|2|after)$"#, with: "",
                        options: .regularExpression
                    ).replacingOccurrences(of: "pack-answer", with: "pack-answer"),
                "\(step.name) reached at \(width)x\(height)")
        }
    }
}

extension SceneRenderingTests {
    /// A round's back button narrowed to its icon on a small panel (its label too long there) takes taps where
    /// it is drawn: a tap on the pack's title beside it is not a way back.
    @Test func aNarrowedBackButtonTakesTapsWhereItIsDrawn() throws {
        let rig = try FrameRig(
            width: 240, height: 320, assetsDirectory: SceneRenderingTests.root + "/assets", language: "pseudo")
        defer { rig.close() }
        let scene = PacksScene(
            library: PackLibraryDouble.sample(), player: PlayerRef(id: 1, name: "Ada", isGuest: false),
            sounds: SoundPlayer(directory: "", enabled: false))
        scene.handle(.key("enter", down: true), at: 1)
        rig.drawWholeFrame(scene, at: 2)
        let drawn = try #require(scene.roundBackButton)
        let laidOut = PacksLayout(size: Size(width: 240, height: 320), textGrowth: 1).backButton
        #expect(drawn.width < laidOut.width, "\(drawn) in \(laidOut)")
        scene.handle(.tap(x: (drawn.maxX + laidOut.maxX) / 2, y: drawn.midY), at: 3)
        #expect(scene.screenName == "pack-question")
        scene.handle(.tap(x: drawn.midX, y: drawn.midY), at: 4)
        #expect(scene.screenName == "packs")
    }
}

extension SceneRenderingTests {
    /// On a tall panel of a phone's width (480x800, 720x1280) a pack's row is tall enough for its description on
    /// two lines under the title, where one line cut it ("Sums, primes, angles and percenta…"); 240x320 and the
    /// landscape sizes keep rows of one line.
    @Test(arguments: [(480, 800), (720, 1280)])
    func aPacksDescriptionTakesTwoLinesOnATallPanel(width: Int, height: Int) throws {
        let size = Size(width: Double(width), height: Double(height))
        #expect(PacksLayout(size: size).twoLineDescriptions)
        #expect(PacksLayout(size: size).rowHeight > PacksLayout(size: size).oneLineRowHeight)
        #expect(!PacksLayout(size: Size(width: 240, height: 320)).twoLineDescriptions)
        #expect(!PacksLayout(size: Size(width: 1280, height: 720)).twoLineDescriptions)

        let rig = try FrameRig(width: width, height: height, assetsDirectory: SceneRenderingTests.root + "/assets")
        defer { rig.close() }
        let library = PackLibraryDouble.sample()
        let scene = PacksScene(
            library: library, player: PlayerRef(id: 1, name: "Ada", isGuest: false),
            sounds: SoundPlayer(directory: "", enabled: false))
        rig.drawWholeFrame(scene, at: 1)
        let texts = rig.layoutMarks(scene, at: 1).compactMap { mark -> String? in
            if case .text(let drawn) = mark { return drawn.text }
            return nil
        }
        // Only a title longer than 30 characters is shortened, on purpose (`PackIcons.shortTitle`), and may be cut further.
        let player = PlayerRef(id: 1, name: "Ada", isGuest: false)
        let shortened = library.packs(for: player).map { PackIcons.shortTitle($0.title) }.filter { $0.hasSuffix("…") }
        #expect(!shortened.isEmpty)
        let cut = texts.filter { $0.hasSuffix("…") }
        #expect(cut.allSatisfy { line in shortened.contains { $0.hasPrefix(line.dropLast()) } }, "\(texts)")
        let drawn = texts.joined(separator: " ")
        for pack in library.packs(for: player) where !pack.summary.isEmpty {
            #expect(pack.summary.split(separator: " ").allSatisfy { drawn.contains($0) }, "\(pack.summary): \(texts)")
        }
        let (problems, _) = rig.layoutProblems(scene, at: 1)
        #expect(problems.isEmpty, "\(problems)")
    }
}
