import Foundation
import QuizCore
import QuizStore
import Testing
import TiltInput

@testable import QuizScreens

/// Issue 34, items 11 and 13: what a newcomer met on small screens (a date and a line cut beside empty space,
/// About's licence out of reach, a pack's title cut, home tiles with 5 px icons and texts in four sizes). In the
/// serialized rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    static let smallScreenSizes = [(320, 240), (480, 800), (1280, 720)]

    static func rig(_ width: Int, _ height: Int) throws -> FrameRig {
        try FrameRig(width: width, height: height, assetsDirectory: root + "/assets")
    }

    /// Saves the frame as a PNG into `TILTQUIZ_SMALL_SHOTS` when it is set, to look at.
    static func shoot(_ rig: FrameRig, _ scene: any Scene, at time: Double, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["TILTQUIZ_SMALL_SHOTS"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        rig.drawWholeFrame(scene, at: time)
        try rig.saveScreenshot(to: folder + "/" + name + ".png")
    }

    static func visibleTexts(_ rig: FrameRig, _ scene: any Scene, at time: Double) -> [LayoutCheck.DrawnText] {
        LayoutCheck.visibleTexts(rig.layoutMarks(scene, at: time))
    }

    /// "Wednesday 2 Decemb…" and "Nobody has played toda…" at 320x240: the whole date, and the empty board's line
    /// on two lines.
    @Test(arguments: smallScreenSizes)
    func dailyHomeShowsTheWholeDateAndTheEmptyBoardsLine(width: Int, height: Int) throws {
        let rig = try Self.rig(width, height)
        defer { rig.close() }
        let wednesday = try #require(CalendarDay(year: 2026, month: 12, day: 2))
        let scene = DailyScene(
            saving: DailySceneTests.MemorySaving(), player: PlayerRef(id: 1, name: "Ada", isGuest: false),
            sounds: rig.sounds, today: { _ in wednesday })
        try Self.shoot(rig, scene, at: 1, "\(width)x\(height)-daily-home")
        let (problems, _) = rig.layoutProblems(scene, at: 1)
        #expect(problems.isEmpty, "\(width)x\(height):\n\(problems.joined(separator: "\n"))")
        let texts = Self.visibleTexts(rig, scene, at: 1)
        #expect(texts.allSatisfy { $0.cut == nil }, "\(width)x\(height): \(texts.filter { $0.cut != nil })")
        #expect(texts.contains { $0.text.hasPrefix("Wed") && $0.text.hasSuffix("2026") }, "\(width)x\(height)")
        #expect(texts.map(\.text).joined(separator: " ").contains("Nobody has played today yet"))
    }

    /// Which came first's About at 320x240 stopped at "pictures carry…": it scrolls to its licence's last words
    /// with Down (or the wheel, or a drag) and back with Up; on larger screens it is whole.
    @Test(arguments: smallScreenSizes)
    func whichCameFirstsAboutCanBeReadToItsEnd(width: Int, height: Int) throws {
        let rig = try Self.rig(width, height)
        defer { rig.close() }
        let day = try #require(CalendarDay(year: 2026, month: 7, day: 20))
        let scene = WhichCameFirstScene(
            saving: NoWhichCameFirstSaving(), player: PlayerRef(id: 1, name: "Ada", isGuest: false), sounds: rig.sounds,
            tilt: TiltFeed(source: SimulatedTilt()), today: { _ in day })
        scene.handle(.key("up", down: true), at: 0.5)
        scene.handle(.key("enter", down: true), at: 0.6)
        #expect(scene.screenName == "wcf-about")
        let (problems, _) = rig.layoutProblems(scene, at: 2)
        #expect(problems.isEmpty, "\(width)x\(height):\n\(problems.joined(separator: "\n"))")
        func words(at time: Double) -> String {
            Self.visibleTexts(rig, scene, at: time).map(\.text).joined(separator: " ")
        }
        #expect(words(at: 2).contains("Two events that happened"), "\(width)x\(height)")
        if width == 320 {
            #expect(!words(at: 2).contains("own licences."), "at 320x240 the end is below")
            for step in 0..<20 { scene.handle(.key("down", down: true), at: 3 + Double(step) * 0.1) }
            try Self.shoot(rig, scene, at: 6, "\(width)x\(height)-about-end")
            #expect(words(at: 6).contains("own licences."), "Down scrolls to the end")
            #expect(!words(at: 6).contains("Two events that happened"))
            scene.handle(.scroll(-30), at: 7)
            #expect(words(at: 8).contains("Two events that happened"), "the wheel or a drag scrolls back")
            scene.handle(.key("pagedown", down: true), at: 9)
            scene.handle(.key("pagedown", down: true), at: 9.1)
            #expect(words(at: 10).contains("own licences."), "Page Down goes a screen at a time")
        } else {
            #expect(words(at: 2).contains("own licences."), "\(width)x\(height) shows it whole")
        }
        scene.handle(.key("enter", down: true), at: 11)
        #expect(scene.screenName == "wcf-splash")
    }

    /// The packs list at 480x800 cut "Marvel Super Heroes" (19 characters): every title up to 30 characters is
    /// shown whole at every size.
    @Test(arguments: smallScreenSizes)
    func packTitlesOfThirtyCharactersAreShownWhole(width: Int, height: Int) throws {
        let rig = try Self.rig(width, height)
        defer { rig.close() }
        let titles = ["Marvel Super Heroes", "Mathematics", "Capitals of the Ancient Worlds"]
        let library = PackLibraryDouble(
            entries: titles.enumerated().map { index, title in
                QuizPackEntry(
                    id: "p\(index)", title: title, summary: "Heroes, sums and cities of the old world",
                    icon: nil, questionCount: 6, best: index == 1 ? PackScore(right: 5, total: 6) : nil)
            }, questions: [:])
        let scene = PacksScene(
            library: library, player: PlayerRef(id: 1, name: "Ada", isGuest: false), sounds: rig.sounds)
        try Self.shoot(rig, scene, at: 1, "\(width)x\(height)-packs")
        let (problems, _) = rig.layoutProblems(scene, at: 1)
        #expect(problems.isEmpty, "\(width)x\(height):\n\(problems.joined(separator: "\n"))")
        let shown = Self.visibleTexts(rig, scene, at: 1).map(\.text)
        for title in titles { #expect(shown.contains(title), "\(width)x\(height): \(title) in \(shown)") }
    }

    /// Home: one type scale for every tile (one title size, one line size, smaller than the title), icons as
    /// large on every tile and 20 px at least at 320x240, no empty band above the tiles.
    @Test(arguments: smallScreenSizes)
    func homeTilesShareOneTypeScale(width: Int, height: Int) throws {
        let rig = try Self.rig(width, height)
        defer { rig.close() }
        let database = try QuizDatabase()
        let feed = TiltFeed(source: SimulatedTilt())
        let infos: [GameModeInfo] = [.tilt, .trivia, .daily, .whichCameFirst, .packs]
        let modes = infos.map { info in
            HomeMode(info: info) { _, time in
                TrueFalseScene(
                    game: TrueFalseGame(pool: MoonQuestion.pool, rules: .init(roundLength: 1), seed: 1, now: time),
                    tilt: feed, sounds: rig.sounds)
            }
        }
        let scene = HomeScene(
            modes: modes, roster: StorePlayerRoster(saves: PlaySaves(database: database)), tilt: feed, kiosk: true)
        try Self.shoot(rig, scene, at: 1, "\(width)x\(height)-home")
        let (problems, _) = rig.layoutProblems(scene, at: 1)
        #expect(problems.isEmpty, "\(width)x\(height):\n\(problems.joined(separator: "\n"))")
        let layout = HomeLayout(size: Size(width: Double(width), height: Double(height)), tileCount: infos.count)
        let marks = rig.layoutMarks(scene, at: 1)
        let texts = LayoutCheck.visibleTexts(marks)
        let tiles = Array(zip(layout.tiles, infos))
        let titles = texts.filter { text in tiles.contains { $0.contains(text.rect) && $1.title.contains(text.text) } }
        let lines = texts.filter { text in
            tiles.contains { $0.contains(text.rect) && $1.summary.contains(text.text) && !$1.title.contains(text.text) }
        }
        #expect(titles.count >= infos.count, "\(width)x\(height): every title shown")
        #expect(Set(titles.map(\.pixels)).count == 1, "\(width)x\(height): one title size: \(titles)")
        #expect(Set(lines.map(\.pixels)).count <= 1, "\(width)x\(height): one line size: \(lines)")
        if let line = lines.first, let title = titles.first { #expect(line.pixels < title.pixels) }
        let icons = LayoutCheck.visibleIcons(marks).filter { icon in layout.tiles.contains { $0.contains(icon) } }
        #expect(icons.count == infos.count, "\(width)x\(height): an icon per tile")
        #expect(Set(icons.map(\.width)).count == 1 && (icons.first?.width ?? 0) >= 20, "\(width)x\(height): \(icons)")
        let top = layout.tiles.map(\.y).min() ?? 0
        #expect(top - layout.playerLine.maxY <= layout.margin * 2, "\(width)x\(height): a band above the tiles")
    }
}

/// A history with no events and no games: enough for the splash and About.
private final class NoWhichCameFirstSaving: WhichCameFirstSaving {
    func events(month: Int, day: Int) -> [WhichCameFirstEvent] { [] }
    func savedGame(player: PlayerRef, day: CalendarDay) -> SavedWhichCameFirstGame? { nil }
    func save(_ game: WhichCameFirstGame, kind: WhichCameFirstGameKind, player: PlayerRef) {}
    func board(day: CalendarDay, kind: WhichCameFirstGameKind, player: PlayerRef, top: Int) -> WhichCameFirstBoard {
        WhichCameFirstBoard(rows: [], players: 0)
    }
    func games(player: PlayerRef, from first: CalendarDay, through last: CalendarDay) -> [SavedWhichCameFirstGame] {
        []
    }
}
