import QuizLive
import Testing

@testable import QuizScreens

/// The live round's lists draw every name at one size: the longest name the rule allows is cut short with an
/// ellipsis at its neighbours' size, as a leaderboard's row cuts it, not drawn smaller (it was drawn at the readable
/// minimum beside larger names on the operator's page, the join screen's chips and the rows under the podium).
@Suite struct LiveNamesAtOneSizeTests {
    typealias Clock = LiveTestClock

    static let long = "Maximiliane Katharina von Hohenberg-Ost"
    /// Six players, the long name second: among the first names shown on the operator's page and the join screen.
    static let names = ["Ana", long, "Ben", "Cy", "Dee", "Fay"]
    /// The order they answer in: the long name fifth, under the podium.
    static let answering = ["Ana", "Ben", "Cy", "Dee", long, "Fay"]

    /// A round of one question with `names` joined; answered 2.5 s apart in `answering` order when `answered`,
    /// the podium then on view.
    static func scene(
        _ clock: Clock, answered: Bool, answering: [String] = answering, ties: Set<String> = []
    ) throws -> LiveScene {
        let (scene, host, players) = try clock.roundOfOneQuestion(names)
        guard answered else { return scene }
        scene.handle(.key("enter", down: true), at: 0)
        for (name, token) in zip(names, players) {
            // Within the countdown's first quarter (full points) only the first: each a place of their own.
            // `ties` answer together, at the first of them's time: equal points, one step.
            let place =
                ties.contains(name) ? answering.firstIndex { ties.contains($0) } : answering.firstIndex(of: name)
            clock.set(4 + 2.5 * Double(place ?? 0))
            try host.answerWithoutPhone(token, question: 0, option: 0)
        }
        scene.update(at: clock.read())
        for _ in 0..<2 { scene.handle(.key("enter", down: true), at: clock.read()) }
        #expect(scene.screenName == "live-podium")
        return scene
    }

    /// The texts drawn of `scene` (or of its operator's page, when `page`) at `width` x `height`.
    static func texts(
        _ scene: LiveScene, page: Bool, at time: Double, width: Int, height: Int, language: String
    ) throws -> [LayoutCheck.DrawnText] {
        let rig = try FrameRig(
            width: width, height: height, assetsDirectory: SceneRenderingTests.root + "/assets", language: language)
        defer { rig.close() }
        guard page else { return LayoutCheck.visibleTexts(rig.layoutMarks(scene, at: time)) }
        let operatorPage = try #require(scene.roomPage())
        let drawn = DrawnScene { painter, time in operatorPage.draw(painter, at: time) }
        return LayoutCheck.visibleTexts(rig.layoutMarks(drawn, at: time))
    }

    static let sizes = [(320, 240), (800, 480), (480, 800), (1280, 720)]

    @Test(arguments: sizes)
    func theRowsUnderThePodiumReadAtOneSize(width: Int, height: Int) throws {
        let clock = Clock()
        let scene = try Self.scene(clock, answered: true)
        for language in ["en", "de"] {
            let texts = try Self.texts(
                scene, page: false, at: clock.read(), width: width, height: height, language: language)
            // "4. Dee  400": the rows under the podium, the fourth to the sixth.
            let rows = texts.filter { text in (4...6).contains { text.text.hasPrefix("\($0). ") } }
            #expect(rows.count == 3, "\(language) \(width)x\(height): \(texts.map(\.text))")
            #expect(Set(rows.map(\.pixels)).count == 1, "\(rows.map { "\($0.text) \($0.pixels) px" })")
            // The long name cut short, its points still at the end of its row.
            let long = try #require(rows.first { $0.text.hasPrefix("5. Max") })
            #expect(long.text.contains("…") && long.text.last?.isNumber == true, "\(long.text)")
        }
    }

    /// The long name second: on a step between Ana and Ben, at their size and cut short.
    @Test(arguments: sizes)
    func theNamesOnTheStepsReadAtOneSize(width: Int, height: Int) throws {
        let clock = Clock()
        let scene = try Self.scene(clock, answered: true, answering: ["Ana", Self.long, "Ben", "Cy", "Dee", "Fay"])
        for language in ["en", "ar"] {
            let texts = try Self.texts(
                scene, page: false, at: clock.read(), width: width, height: height, language: language)
            let names = texts.filter { ["Ana", "Ben"].contains($0.text) || $0.text.hasPrefix("Max") }
            #expect(names.count == 3, "\(language) \(width)x\(height): \(texts.map(\.text))")
            #expect(Set(names.map(\.pixels)).count == 1, "\(names.map { "\($0.text) \($0.pixels) px" })")
            #expect(names.contains { $0.text.hasPrefix("Max") && $0.text.hasSuffix("…") })
        }
    }

    @Test(arguments: sizes)
    func theOperatorsNamesReadAtOneSize(width: Int, height: Int) throws {
        try Self.expectNamesAtOneSize(page: true, width: width, height: height, atLeast: 3)
    }

    /// Two names or more on the join screen's chips (320x240 has room for one beside "and 5 more" in Arabic).
    @Test(arguments: [(800, 480), (480, 800), (1280, 720)])
    func theJoinScreensChipsReadAtOneSize(width: Int, height: Int) throws {
        try Self.expectNamesAtOneSize(page: false, width: width, height: height, atLeast: 2)
    }

    /// The joined players' names before the round (on the operator's page when `page`, else the join screen), in
    /// English and Arabic: at least `atLeast` of them, the long one among them, all at one size.
    static func expectNamesAtOneSize(page: Bool, width: Int, height: Int, atLeast: Int) throws {
        let scene = try scene(Clock(), answered: false)
        for language in ["en", "ar"] {
            let texts = try texts(scene, page: page, at: 0, width: width, height: height, language: language)
            let shown = texts.filter { text in names.contains(text.text) || text.text.hasPrefix("Maxim") }
            #expect(
                shown.count >= atLeast && shown.contains { $0.text.hasPrefix("Maxim") },
                "\(language) \(width)x\(height): \(texts.map(\.text))")
            #expect(Set(shown.map(\.pixels)).count == 1, "\(shown.map { "\($0.text) \($0.pixels) px" })")
        }
    }

    /// Three players of equal points on the third step ("Cy and 2 more"): that text takes the size it fits on its
    /// own, and the single names keep the size they have without a tie.
    @Test(arguments: [(480, 800), (240, 320), (800, 480)])
    func aStepOfEqualPointsLeavesTheOtherNamesTheirSize(width: Int, height: Int) throws {
        let order = ["Ana", "Ben", "Cy", "Dee", "Fay", Self.long]
        let clock = Clock()
        let plain = try Self.texts(
            try Self.scene(clock, answered: true, answering: order), page: false, at: clock.read(), width: width,
            height: height, language: "en")
        let tiedClock = Clock()
        let tied = try Self.texts(
            try Self.scene(tiedClock, answered: true, answering: order, ties: ["Cy", "Dee", "Fay"]), page: false,
            at: tiedClock.read(), width: width, height: height, language: "en")
        for name in ["Ana", "Ben"] {
            let alone = try #require(plain.first { $0.text == name }, "\(plain.map(\.text))")
            let beside = try #require(tied.first { $0.text == name }, "\(tied.map(\.text))")
            #expect(beside.pixels == alone.pixels, "\(name) at \(width)x\(height): \(beside.pixels) px beside the tie")
        }
        #expect(tied.contains { $0.text.hasPrefix("Cy") && $0.text != "Cy" }, "\(tied.map(\.text))")
    }
}
