import QuizCore
import Testing

@testable import QuizFlows

/// The fleet's offline line on home: on after a failed sync, off after a successful one, and nothing else about
/// the home changes with it (issue 36).
@Suite struct HomeOfflineLineTests {
    @Test func aFailedSyncShowsTheLineAndASuccessfulOneTakesItAway() {
        var flow = HomeFlowTests.kiosk()
        _ = flow.reduce(.appeared, at: 0)
        #expect(!flow.offline, "no sync has failed yet")
        let before = flow
        #expect(flow.reduce(.fleetSynced(offline: true), at: 1).isEmpty)
        #expect(flow.offline)
        var withoutLine = flow
        withoutLine.offline = false
        #expect(withoutLine == before, "only the line changed: the screen, focus and player stay")
        #expect(flow.reduce(.fleetSynced(offline: true), at: 2).isEmpty && flow.offline)
        #expect(flow.reduce(.fleetSynced(offline: false), at: 3).isEmpty)
        #expect(!flow.offline && flow == before)
    }

    @Test func theLineStaysThroughAGameAndShowsBackHome() {
        var flow = HomeFlowTests.handheld(player: HomeFlowTests.ada)
        _ = flow.reduce(.appeared, at: 0)
        _ = flow.reduce(.fleetSynced(offline: true), at: 1)
        _ = flow.reduce(.keyPressed("enter"), at: 2)
        #expect(flow.screen == .playing && flow.offline)
        _ = flow.reduce(.modeLeft(played: true), at: 3)
        #expect(flow.screen == .tiles && flow.offline)
    }
}
