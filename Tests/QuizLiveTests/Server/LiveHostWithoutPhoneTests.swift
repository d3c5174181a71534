import QuizLive
import TestSupport
import Testing

/// Players with no phone (`LiveHost.joinWithoutPhone`, `answerWithoutPhone`): the screen fixtures' crowd. They
/// join and answer by the same rules as phones, at the host's time, and are refused as phones are.
struct LiveHostWithoutPhoneTests {
    @Test func aPlayerWithoutPhoneJoinsAndAnswersByTheRoundsRules() throws {
        let clock = ManualClock(50)
        let host = LiveHost(pin: LiveFixtures.pin, now: clock.read)
        let ana = try host.joinWithoutPhone("  Ana  ")
        let ben = try host.joinWithoutPhone("Ben")
        #expect(host.round.players.map(\.name) == ["Ana", "Ben"])
        #expect(host.round.player(ana)?.joinedAt == 50)
        #expect(throws: LiveRefusal.nameTaken("Ana")) { try host.joinWithoutPhone("ANA") }
        #expect(throws: LiveRefusal.nameBreaksRule) { try host.joinWithoutPhone("A") }
        #expect(throws: LiveRefusal.noQuestionOpen) { try host.answerWithoutPhone(ana, question: 0, option: 0) }
        #expect(host.start(LiveFixtures.questions(2)) == nil)
        clock.advance(by: 2)
        try host.answerWithoutPhone(ana, question: 0, option: 0)
        #expect(host.round.answers[ana]?.at == 52)
        #expect(host.round.answers[ana]?.speedPoints == 600)
        #expect(throws: LiveRefusal.twice) { try host.answerWithoutPhone(ana, question: 0, option: 1) }
        #expect(throws: LiveRefusal.unknownOption(7)) { try host.answerWithoutPhone(ben, question: 0, option: 7) }
        try host.answerWithoutPhone(ben, question: 0, option: 2)
        #expect(host.round.phase == .results(index: 0), "everyone answered")
        #expect(host.round.player(ana)?.points == 600)
    }
}
