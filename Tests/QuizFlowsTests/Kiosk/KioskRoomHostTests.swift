import QuizConfig
import Testing

@testable import QuizFlows

/// A scene that hosts the room (a live round) keeps the kiosk's screen: no attract mode over its join screen or
/// podium, no reset of a round nobody touches, and attract mode already on gives the screen back; the admin's
/// pages still time out.
@Suite struct KioskRoomHostTests {
    static func flow() -> KioskFlow {
        KioskFlow(timeouts: TimeoutSettings(), attract: AttractSettings())
    }

    @Test func aRoundNobodyTouchesIsNeitherCoveredNorReset() {
        var flow = Self.flow()
        var effects: [KioskEffect] = []
        // Ten minutes of ticks: the join screen (not playing), then a round under way (playing).
        for second in 1...600 {
            effects += flow.reduce(.tick(at: Double(second), playing: second > 60, hostsRoom: true))
        }
        #expect(effects.isEmpty, "\(effects)")
        #expect(flow.screen == .game)
        // The same ticks without a host: attract mode after the idle time.
        var plain = Self.flow()
        for second in 1...600 { _ = plain.reduce(.tick(at: Double(second), playing: false)) }
        #expect(plain.screen.isAttract)
        var playing = Self.flow()
        var reset: [KioskEffect] = []
        for second in 1...600 { reset += playing.reduce(.tick(at: Double(second), playing: true)) }
        #expect(reset.contains(.abandonGame(reason: "timeout")), "a visitor's game is reset")
    }

    /// The admin menu offers the round's page only while a room is hosted; picking it opens the page in place
    /// of the game, and Back on it returns to the menu.
    @Test func theAdminMenuOpensTheRoomsPage() {
        #expect(!AdminMenuItem.shown(creditGrantCents: nil).contains(.liveRound))
        #expect(AdminMenuItem.shown(creditGrantCents: nil, room: true).contains(.liveRound))
        var flow = Self.flow()
        _ = flow.reduce(.gestureCompleted(at: 1))
        _ = flow.reduce(.pinAccepted(at: 2))
        #expect(flow.screen == .adminMenu)
        #expect(flow.reduce(.adminPicked(.liveRound, at: 3)) == [.roomPageOpened])
        #expect(flow.screen == .operatorPage)
        _ = flow.reduce(.backToMenu(at: 4))
        #expect(flow.screen == .adminMenu)
    }

    @Test func attractModeGivesTheScreenBackWhenARoundOpens() {
        var flow = Self.flow()
        for second in 1...200 { _ = flow.reduce(.tick(at: Double(second), playing: false)) }
        #expect(flow.screen.isAttract)
        #expect(flow.reduce(.tick(at: 201, playing: false, hostsRoom: true)) == [.woke])
        #expect(flow.screen == .game)
    }

    @Test func theAdminPagesStillTimeOutOverAHostedRound() {
        var flow = Self.flow()
        _ = flow.reduce(.gestureCompleted(at: 1))
        _ = flow.reduce(.pinAccepted(at: 2))
        #expect(flow.screen == .adminMenu)
        let late = 2 + KioskFlow.adminIdleSeconds + 1
        #expect(flow.reduce(.tick(at: late, playing: true, hostsRoom: true)) == [.adminTimedOut])
        #expect(flow.screen == .game)
    }
}
