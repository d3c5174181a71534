import Testing

@testable import QuizBench

/// `bench --only live` through a small round: real websocket phones on loopback join, every answer sent is
/// acknowledged and counted by the round, and the times are measured. Awaited, never blocked on: a test that held a
/// thread of the tasks' pool while its round needs one could leave the round none on two cores. The big screen drawn
/// beside the round is tested through the real executable (`BenchCommandTests`), in a process of its own: SDL is
/// never shared with this process's layout checks.
@Suite struct LiveBenchTests {
    @Test func everyPhonesAnswerIsAcknowledgedAndCounted() async throws {
        // The phones in this process: a test's process is not tiltquiz, which the bench starts them in. They answer
        // within 0.3 s of a question that stays open a minute (it closes once all have answered), so a busy
        // machine cannot make an answer late.
        let size = LiveBench.Size(
            phones: 12, questions: 2, questionSeconds: 60, phonesApart: false, answerWithin: 0.3)
        let figures = try await LiveBench.measure(size)
        #expect(figures.joined == 12)
        #expect(figures.sent == 24 && figures.acknowledged == 24 && figures.counted == 24, "\(figures)")
        #expect(figures.ackP99Ms > 0 && figures.ackMedianMs <= figures.ackP99Ms && figures.ackP99Ms <= figures.ackMaxMs)
        #expect(figures.memoryBeforeMB > 0 && figures.memoryAtPhonesMB > 0)
        #expect(figures.lines().first?.hasPrefix("live:   12 phones joined of 12") == true)
    }
}
