import NIOWebSocket
import QuizCore
import QuizLive
import TestSupport
import Testing

/// Whole rounds over real websockets on loopback; the host's clock is the test's.
@Suite("Live listener: whole rounds with websocket phones")
struct LiveRoundSocketTests {
    @Test func aRoundFromJoinToPodium() async throws {
        try await LiveServerFixture.with { server in
            let (ana, anaToken) = await server.joined("Ana")
            #expect(await ana.expect("lobby").int("players") == 1)
            let (bo, _) = await server.joined("Bo")
            #expect(await bo.expect("lobby").int("players") == 2)
            #expect(await ana.expect("lobby").int("players") == 2)
            #expect(server.host.round.players.map(\.name) == ["Ana", "Bo"])

            #expect(server.host.start(LiveFixtures.questions(2)) == nil)
            let question = await ana.expect("question")
            #expect(question.string("text") == "Question 1?")
            #expect(question["options"] == .array(["A0", "B0", "C0", "D0"].map(JSONValue.string)))
            #expect(question["statement"] == .bool(false))
            #expect(question.int("question") == 0 && question.int("count") == 2)
            #expect(question["remaining"] == .number(JSONNumber(text: "20.0")))
            _ = await bo.expect("question")

            // Ana right at once, Bo wrong 5 s later: the question closes when both answered.
            ana.answer(question: 0, option: 0)
            #expect(await ana.expect("counted").int("question") == 0)
            server.clock.advance(by: 5)
            bo.answer(question: 0, option: 3)
            _ = await bo.expect("counted")
            let right = await ana.expect("result")
            #expect(right["correct"] == .bool(true) && right.int("points") == 600 && right.int("place") == 1)
            let wrong = await bo.expect("result")
            #expect(wrong["correct"] == .bool(false) && wrong.int("points") == 0 && wrong.int("place") == 2)
            #expect(wrong.int("answered") == 3 && wrong.int("right") == 0)
            #expect(server.host.round.distribution == [1, 0, 0, 1])

            // The second question: Bo answers after the countdown, before the host ticked.
            #expect(server.host.next() == nil)
            _ = await ana.expect("question")
            _ = await bo.expect("question")
            ana.answer(question: 1, option: 1)
            _ = await ana.expect("counted")
            server.clock.advance(by: 20.5)
            bo.answer(question: 1, option: 1)
            let late = await bo.expect("refused")
            #expect(late.string("reason") == "late")
            #expect(late.string("message") == LiveRefusal.late.message)
            server.host.tick()
            let streak = await ana.expect("result")
            #expect(streak.int("points") == 700 && streak.int("bonus") == 100 && streak.int("total") == 1_300)
            #expect(await bo.expect("result").int("answered") == nil)

            #expect(server.host.next() == nil)
            let podium = await bo.expect("podium")
            #expect(podium.int("place") == 2 && podium.int("players") == 2)
            #expect(
                podium["top"]
                    == .array([
                        .object(["name": .string("Ana"), "points": .number(1_300), "rank": .number(1)]),
                        .object(["name": .string("Bo"), "points": .number(0), "rank": .number(2)]),
                    ]))
            #expect(await ana.expect("podium").int("place") == 1)
            #expect(server.host.round.player(LiveToken(anaToken)!)?.points == 1_300)
            await ana.close()
            await bo.close()
        }
    }

    @Test func aPhoneThatDropsComesBackWithItsToken() async throws {
        try await LiveServerFixture.with { server in
            let (ana, token) = await server.joined("Ana")
            let (bo, _) = await server.joined("Bo")
            server.host.start(LiveFixtures.questions(2))
            _ = await ana.expect("question")
            ana.answer(question: 0, option: 0)
            _ = await ana.expect("counted")
            await ana.close()

            // 90 s without the phone; the question closes meanwhile.
            server.clock.advance(by: 90)
            server.host.tick()
            _ = await bo.expect("question")
            #expect(await bo.expect("result").int("place") == 2)

            let back = server.phone()
            back.rejoin(token: token)
            let welcome = await back.expect("welcome")
            #expect(welcome.string("name") == "Ana" && welcome.int("points") == 600 && welcome.string("token") == token)
            let result = await back.expect("result")
            #expect(result.int("total") == 600 && result.int("place") == 1)
            #expect(server.host.round.players.count == 2)
            #expect(server.host.round.player(LiveToken(token)!)?.isConnected == true)

            // A reload during a question answered already: the question comes back with the answer marked.
            server.host.next()
            _ = await back.expect("question")
            back.answer(question: 1, option: 2)
            _ = await back.expect("counted")
            let reload = server.phone()
            reload.rejoin(token: token)
            _ = await reload.expect("welcome")
            #expect(await reload.expect("question").int("answered") == 2)
            #expect(await back.closedByServer() == .normalClosure)
            reload.answer(question: 1, option: 1)
            #expect(await reload.expect("refused").string("reason") == "twice")
            await reload.close()
            await bo.close()
        }
    }

    @Test func aKickedPhoneIsClosedAndItsTokenRefused() async throws {
        try await LiveServerFixture.with { server in
            let (ana, _) = await server.joined("Ana")
            let (bo, boToken) = await server.joined("Bo")
            #expect(server.host.kick(LiveToken(boToken)!) == nil)
            #expect(await bo.expect("kicked").string("message") == LiveRefusal.kicked.message)
            #expect(await bo.closedByServer() == .normalClosure)
            #expect(await ana.expect("lobby").int("players") == 1)

            let again = server.phone()
            again.rejoin(token: boToken)
            #expect(await again.expect("refused").string("reason") == "kicked")
            again.answer(question: 0, option: 0)
            #expect(await again.expect("refused").string("reason") == "not-in-round")
            #expect(server.host.round.players.map(\.name) == ["Ana"])
            await again.close()
            await ana.close()
        }
    }

    @Test func aWrongPINIsRefusedAndTheSocketStaysOpen() async throws {
        try await LiveServerFixture.with { server in
            let phone = server.phone()
            phone.join(pin: "9999", name: "Ana")
            let refused = await phone.expect("refused")
            #expect(refused.string("reason") == "wrong-pin")
            #expect(server.host.round.players.isEmpty)
            phone.join(name: "Ana")
            #expect(await phone.expect("welcome").string("name") == "Ana")
            phone.join(name: "Ana again")
            #expect(await phone.expect("error").string("message") == LiveProtocolError.joinedAlready.description)
            #expect(await phone.closedByServer() == .policyViolation)
        }
    }

    @Test func tenJoinsAMinuteFromOneAddress() async throws {
        try await LiveServerFixture.with { server in
            let phone = server.phone()
            for _ in 0..<10 {
                phone.join(pin: "1111", name: "Ana")
                #expect(await phone.expect("refused").string("reason") == "wrong-pin")
            }
            phone.join(name: "Ana")
            let limited = await phone.expect("refused")
            #expect(limited.string("reason") == "too-many-joins")
            // The page's own words fill in the limit (docs/live.md), in the page's language.
            #expect(limited.object("values")?.int("limit") == 10)
            #expect(server.host.round.players.isEmpty)
            server.clock.advance(by: 60)
            phone.join(name: "Ana")
            #expect(await phone.expect("welcome").string("name") == "Ana")
            await phone.close()
        }
    }

    @Test func aNameWithMarkupIsSentAsTextToOtherPhones() async throws {
        try await LiveServerFixture.with { server in
            let probe = "<img src=x onerror=alert(1)>"
            let (ana, _) = await server.joined(probe)
            server.host.end()
            let podium = await ana.expect("podium")
            #expect(
                podium["top"] == .array([.object(["name": .string(probe), "points": .number(0), "rank": .number(1)])]))
            // The page puts text in with textContent only.
            let script = try await RawHTTP.send(port: server.port, method: "GET", path: "/live.js")
            #expect(script.status == 200 && script.body.contains("textContent"))
            for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("] {
                #expect(!script.body.contains(sink))
            }
            await ana.close()
        }
    }
}
