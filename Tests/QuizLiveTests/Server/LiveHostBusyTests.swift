import Foundation
import TestSupport
import Testing

@testable import QuizLive

/// The big screen's frame never waits for the phones (`LiveHost.roundIfFree`, `tickIfFree`): while a phone's
/// message holds the round it reads nothing and closes nothing, and once the round is free both act as `round`
/// and `tick()` do.
struct LiveHostBusyTests {
    @Test func aFrameReadsAndTicksOnlyWhenNoPhoneHoldsTheRound() throws {
        let clock = ManualClock(0)
        let host = LiveHost(pin: LiveFixtures.pin, now: clock.read)
        _ = try host.joinWithoutPhone("Ana")
        #expect(host.start(LiveFixtures.questions(2)) == nil)
        clock.advance(by: 60)
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let phone = Thread {
            host.state.withLock { _ in
                holding.signal()
                release.wait()
            }
        }
        phone.start()
        holding.wait()
        #expect(host.roundIfFree == nil)
        host.tickIfFree()
        release.signal()
        // The tick above found the round held: the question is still open once it is free.
        let free = host.round
        guard case .question(index: 0, _, _) = free.phase else {
            Issue.record("the question closed while a phone held the round: \(free.phase)")
            return
        }
        host.tickIfFree()
        #expect(host.round.phase == .results(index: 0))
        #expect(host.roundIfFree?.phase == .results(index: 0))
    }
}
