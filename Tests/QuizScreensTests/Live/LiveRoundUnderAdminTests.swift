import QuizConfig
import QuizCore
import QuizFlows
import QuizLive
import Testing
import TiltInput

@testable import QuizScreens

/// A live round in a kiosk goes on while the operator is at the PIN pad or in the admin menu: the phones'
/// question closes on the big screen and its results come, as they do behind the round's own operator page.
@Suite struct LiveRoundUnderAdminTests {
    static let size = Size(width: 1280, height: 720)

    @Test func theRoundMovesOnBehindThePINPadAndTheAdminMenu() throws {
        let recorder = LiveOperatorPageTests.Recorder()
        let live = try LiveOperatorPageTests.scene(recorder)
        var config = KioskConfig()
        config.kiosk = true
        config.admin.gesture = .chord
        let hash = try PINHash.parse(KioskSceneTests.pinHash)
        config.admin.pinHash = hash
        let feed = TiltFeed(source: SimulatedTilt())
        let services = KioskServices(
            records: InMemoryKioskRecords(), demos: [],
            verifyPIN: { AdminPIN.verify(pin: $0, against: hash) }, version: "test", timeZone: .current)
        let kiosk = KioskScene(game: live, config: config, services: services, tilt: feed, size: Self.size)
        func step(to seconds: Double) {
            recorder.seconds.withLock { $0 = seconds }
            kiosk.update(at: seconds)
        }
        step(to: 0.1)
        kiosk.handle(.key("enter", down: true), at: 0.1)
        step(to: 0.2)
        #expect(live.screenName == "live-question")

        kiosk.openPINPad(at: 1)
        #expect(kiosk.screenName == "pinpad")
        step(to: 25)
        #expect(live.screenName == "live-distribution", "the question closed behind the PIN pad")

        for digit in "2468" { kiosk.handle(.key(String(digit), down: true), at: 25) }
        kiosk.handle(.key("enter", down: true), at: 25)
        #expect(kiosk.screenName == "admin")
        step(to: 32)
        #expect(live.screenName == "live-leaderboard", "the results moved on behind the admin menu")
    }
}
