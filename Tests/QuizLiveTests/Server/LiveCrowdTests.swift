import QuizCore
import QuizLive
import Testing

@Suite("Live listener: 200 phones in one round")
struct LiveCrowdTests {
    /// 200 websocket phones join (the clock moved 6 s between joins: they share one address), all answer at
    /// once, and every answer is counted: none lost, every phone told its result.
    @Test func twoHundredPhonesLoseNoAnswer() async throws {
        try await LiveServerFixture.with { server in
            var phones: [TestPhone] = []
            for number in 0..<200 {
                phones.append(await server.joined("Phone \(number)").phone)
                server.clock.advance(by: 6)
            }
            #expect(server.host.round.players.count == 200)
            #expect(server.host.start(LiveFixtures.questions(1)) == nil)
            let counted = await withTaskGroup(of: Bool.self) { group in
                for (number, phone) in phones.enumerated() {
                    group.addTask {
                        _ = await phone.expect("question")
                        phone.answer(question: 0, option: number % 4)
                        let reply = await phone.expect("counted")
                        let result = await phone.expect("result")
                        return reply.int("question") == 0 && result.int("answered") == number % 4
                    }
                }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(counted == 200)
            let round = server.host.round
            #expect(round.phase == .results(index: 0))
            #expect(round.answers.count == 200)
            #expect(round.distribution == [50, 50, 50, 50])
            #expect(round.players.filter { $0.points == 600 }.count == 50)
            for phone in phones { await phone.close() }
        }
    }
}
