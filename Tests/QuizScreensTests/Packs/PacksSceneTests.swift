import Foundation
import QuizCore
import QuizFlows
import TestSupportText
import Testing
import TiltInput

@testable import QuizScreens

/// The quiz packs scene: the list, a round through question, answer and
/// finished, swipes, Settings and Scores, over a library double.
@Suite struct PacksSceneTests {
    static let player = PlayerRef(id: 3, name: "Ada", isGuest: false)

    func scene(_ library: PackLibraryDouble = .sample()) -> PacksScene {
        PacksScene(library: library, player: Self.player, sounds: SoundPlayer(directory: "", enabled: false))
    }

    @Test func aRoundGoesQuestionAnswerFinishedAndBackToTheList() {
        let library = PackLibraryDouble.sample()
        let scene = scene(library)
        #expect(scene.screenName == "packs")
        scene.handle(.key("enter", down: true), at: 1)
        #expect(scene.screenName == "pack-question")
        scene.handle(.key("enter", down: true), at: 2)
        #expect(scene.screenName == "pack-question", "Submit does nothing before an answer is chosen")
        scene.handle(.key("2", down: true), at: 2)
        scene.handle(.key("enter", down: true), at: 3)
        #expect(scene.screenName == "pack-answer")
        #expect(library.answers.map(\.right) == [true])
        #expect(library.answers.first?.answerID == 11)
        scene.handle(.swipe(.right), at: 4)
        #expect(scene.screenName == "pack-question")
        scene.handle(.key("down", down: true), at: 4)  // chooses the first answer: wrong
        scene.handle(.swipe(.right), at: 5)  // Submit, once an answer is chosen
        #expect(scene.screenName == "pack-answer")
        scene.handle(.key("right", down: true), at: 6)
        scene.handle(.key("3", down: true), at: 6)
        scene.handle(.key("1", down: true), at: 6)  // one answer at a time: the last choice counts
        scene.handle(.key("enter", down: true), at: 7)
        scene.handle(.key("enter", down: true), at: 8)
        #expect(scene.screenName == "pack-finished")
        #expect(scene.isDone)
        #expect(library.games.count == 1)
        #expect(library.games.first.map { "\($0.right)/\($0.total) \($0.packID)" } == "1/3 quiz-mathematics")
        #expect(library.answers.map(\.right) == [true, false, false])
        scene.handle(.key("enter", down: true), at: 9)
        #expect(scene.screenName == "packs")
    }

    @Test func swipeLeftAbandonsTheRoundAndKeepsItsAnswers() {
        let library = PackLibraryDouble.sample()
        let scene = scene(library)
        scene.handle(.key("enter", down: true), at: 1)
        scene.handle(.key("2", down: true), at: 1)
        scene.handle(.key("enter", down: true), at: 2)
        scene.handle(.swipe(.left), at: 3)
        #expect(scene.screenName == "packs")
        #expect(library.answers.count == 1)
        #expect(library.games.isEmpty, "an abandoned round is no finished game")
    }

    @Test func aBeatenBestShowsOnTheListAfterTheRound() {
        let library = PackLibraryDouble.sample()
        let scene = scene(library)
        scene.handle(.key("enter", down: true), at: 1)
        for step in 0..<3 {
            scene.handle(.key("2", down: true), at: Double(step))
            scene.handle(.key("enter", down: true), at: Double(step))
            scene.handle(.key("enter", down: true), at: Double(step))
        }
        #expect(scene.round?.score == PackScore(right: 3, total: 3))
        scene.handle(.key("enter", down: true), at: 5)
        #expect(scene.packs.first?.best == PackScore(right: 3, total: 3))
    }

    @Test func aQuickFlickMovesOnAsASwipe() {
        let scene = scene()
        scene.handle(.key("enter", down: true), at: 1)
        scene.handle(.key("2", down: true), at: 1)
        // One tilt after the other, each back to neutral, and the screen it leaves.
        let tilts: [(stages: [(TiltSide, Int, at: Double)], neutralAt: Double, screen: String, why: Comment)] = [
            (
                [(.right, 1, at: 2.0), (.right, 2, at: 2.15)], 2.4, "pack-answer",
                "a flick right submits the chosen answer"
            ),
            ([(.left, 1, at: 4.0)], 4.3, "pack-answer", "a tilt to stage 1 only is no flick"),
            ([(.left, 2, at: 5.0)], 6.5, "pack-answer", "a slow tilt back is no flick"),
            ([(.left, 3, at: 7.0)], 7.3, "packs", "a flick left goes back to the list"),
        ]
        for tilt in tilts {
            for stage in tilt.stages { scene.handle(TimedTiltEventFixture.stage(stage.0, stage.1, at: stage.at)) }
            scene.handle(TimedTiltEventFixture.neutral(at: tilt.neutralAt))
            #expect(scene.screenName == tilt.screen, tilt.why)
        }
    }

    @Test func settingsKeepsATypedURLAndChecks() {
        let library = PackLibraryDouble.sample()
        let scene = scene(library)
        scene.handle(.key("up", down: true), at: 1)  // to the toolbar: Settings
        #expect(scene.focus == .settings)
        scene.handle(.key("enter", down: true), at: 1)
        #expect(scene.screenName == "pack-settings")
        scene.handle(.key("enter", down: true), at: 2)  // Change URL
        #expect(scene.screenName == "pack-url")
        #expect(scene.keyboard.text == "https://", "the field starts with what every address starts with")
        for _ in 0..<8 { scene.handle(.key("backspace", down: true), at: 2) }
        scene.handle(.text("ftp://example.org"), at: 2)
        scene.handle(.key("enter", down: true), at: 2)
        #expect(scene.screenName == "pack-url", "an ftp address is refused under the field")
        #expect(scene.keyboard.problem == ScreenText("keyboard.problem_url_scheme"))
        for _ in 0..<17 { scene.handle(.key("backspace", down: true), at: 3) }
        scene.handle(.text("http://127.0.0.1:8080/packs.json"), at: 3)
        scene.handle(.key("enter", down: true), at: 3)
        #expect(scene.screenName == "pack-settings")
        #expect(library.status.url == "http://127.0.0.1:8080/packs.json")
        #expect(scene.focus == .checkNow, "Check now is next once a URL is kept")
        scene.handle(.key("enter", down: true), at: 4)
        #expect(library.checks == 1)
        scene.handle(.key("escape", down: true), at: 5)
        #expect(scene.screenName == "packs")
    }

    @Test func aPullDownAtTheTopOfTheListChecks() {
        let library = PackLibraryDouble.sample()
        let scene = scene(library)
        scene.handle(.scroll(-3), at: 1)
        #expect(library.checks == 0 && scene.noticeLine?.english == "No pack URL is set: set one in Settings")
        #expect(scene.noticeLine?.isError == true)
        _ = library.setURL("http://127.0.0.1:8080/packs.json")
        scene.handle(.scroll(-1), at: 1)
        #expect(library.checks == 0, "a nudge is not a pull")
        scene.handle(.scroll(-3), at: 1)
        #expect(library.checks == 1)
        #expect(scene.noticeLine?.english == "Changes: 1 pack added (Space)", "the check's outcome is said on the list")
        scene.handle(.swipe(.down), at: 2)
        #expect(library.checks == 2)
    }

    @Test func aKioskListHasNoSettingsButAdminOpensThem() {
        let scene = scene()
        scene.isInKiosk = true
        #expect(scene.toolbar == [.scores])
        scene.openSettings(fromAdmin: true, at: 1)
        #expect(scene.screenName == "pack-settings")
        scene.handle(.key("escape", down: true), at: 2)
        #expect(scene.closedAdminSettings)
    }

    @Test func theVerdictFollowsTheScore() throws {
        #expect(PackRound.verdict(PackScore(right: 5, total: 5)) == .perfect)
        #expect(PackRound.verdict(PackScore(right: 4, total: 5)) == .almost)
        #expect(PackRound.verdict(PackScore(right: 3, total: 5)) == .wellDone)
        #expect(PackRound.verdict(PackScore(right: 1, total: 5)) == .goodTry)
        #expect(PackRound.verdict(PackScore(right: 0, total: 5)) == .keepGoing)
        // Said in the player's language: each verdict its own words, none of them English in German.
        let assets = SceneRenderingTests.root + "/assets"
        let english = try Painter.catalog(assets: assets)
        let german = try Painter.catalog(assets: assets, language: "de")
        let words = PackVerdict.allCases.map { PacksView.words(for: $0, german) }
        #expect(Set(words.map(\.phrase)).count == PackVerdict.allCases.count)
        let goodTry = PacksView.words(for: .goodTry, english)
        #expect(goodTry.phrase == "Good try!" && goodTry.line == "Each play teaches a few more. Have another go.")
        for verdict in PackVerdict.allCases {
            let (phrase, line) = PacksView.words(for: verdict, german)
            let (englishPhrase, englishLine) = PacksView.words(for: verdict, english)
            #expect(phrase != englishPhrase && line != englishLine, "\(verdict): \(phrase) \(line)")
        }
        #expect(PackIcons.shortTitle(String(repeating: "x", count: 40)).count == 30)
        #expect(PackIcons.shortTitle("Mathematics") == "Mathematics")
    }
}

/// Tilt events as a sensor's pipeline reports them.
enum TimedTiltEventFixture {
    static func stage(_ side: TiltSide, _ stage: Int, at time: Double) -> TimedTiltEvent {
        TimedTiltEvent(time: time, event: .stage(side, stage))
    }

    static func neutral(at time: Double) -> TimedTiltEvent {
        TimedTiltEvent(time: time, event: .neutral)
    }
}
