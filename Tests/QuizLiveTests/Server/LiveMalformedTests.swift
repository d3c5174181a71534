import NIOWebSocket
import QuizCore
import QuizLive
import Testing

@Suite("Live listener: messages of the wrong shape or size close that socket only")
struct LiveMalformedTests {
    /// Each sends one bad message on a joined phone's socket; another phone plays on.
    @Test(arguments: [
        "not json", "[1,2]", #"{"pin":"0427"}"#, #"{"type":"cheat"}"#,
        #"{"type":"answer","question":0,"option":1,"points":600}"#, #"{"type":"answer","question":0}"#,
        #"{"type":"answer","question":"0","option":1}"#, #"{"type":"answer","question":0,"option":-1}"#,
        #"{"type":"join","pin":"0427","name":"\#(String(repeating: "x", count: 300))"}"#,
    ])
    func aMalformedMessageClosesItsSocket(message: String) async throws {
        try await LiveServerFixture.with { server in
            let (bad, _) = await server.joined("Ana")
            let (good, _) = await server.joined("Bo")
            server.host.start(LiveFixtures.questions(1))
            _ = await bad.expect("question")
            bad.send(message)
            let error = await bad.expect("error")
            #expect(error.string("message")?.hasPrefix("the message") == true)
            #expect(await bad.closedByServer() == .policyViolation)
            try await Self.stillPlays(good)
        }
    }

    @Test func aBinaryMessageClosesItsSocket() async throws {
        try await LiveServerFixture.with { server in
            let (bad, _) = await server.joined("Ana")
            let (good, _) = await server.joined("Bo")
            server.host.start(LiveFixtures.questions(1))
            _ = await bad.expect("question")
            bad.sendBinary([1, 2, 3])
            #expect(await bad.expect("error").string("message") == LiveProtocolError.notText.description)
            #expect(await bad.closedByServer() == .policyViolation)
            try await Self.stillPlays(good)
        }
    }

    /// Over the message's limit (1 KB) in one frame: refused as too large.
    @Test func aMessageOverOneKilobyteClosesItsSocket() async throws {
        try await LiveServerFixture.with { server in
            let (bad, _) = await server.joined("Ana")
            let (good, _) = await server.joined("Bo")
            server.host.start(LiveFixtures.questions(1))
            _ = await bad.expect("question")
            let message = #"{"type":"join","pin":"0427","name":""# + String(repeating: "x", count: 2_000) + #""}"#
            bad.send(message)
            let error = await bad.expect("error").string("message")
            #expect(error == LiveProtocolError.tooLarge(message.utf8.count).description)
            #expect(await bad.closedByServer() == .policyViolation)
            try await Self.stillPlays(good)
        }
    }

    /// Over the frame's limit (4 KB): the websocket layer closes it before it is read.
    @Test func aFrameOverFourKilobytesClosesItsSocket() async throws {
        try await LiveServerFixture.with { server in
            let (bad, _) = await server.joined("Ana")
            let (good, _) = await server.joined("Bo")
            server.host.start(LiveFixtures.questions(1))
            bad.send(String(repeating: "x", count: 10_000))
            #expect(await bad.closedByServer() == .messageTooLarge)
            try await Self.stillPlays(good)
        }
    }

    /// `phone` still gets the question and has its answer counted.
    static func stillPlays(_ phone: TestPhone) async throws {
        _ = await phone.expect("question")
        phone.answer(question: 0, option: 0)
        #expect(await phone.expect("counted").int("question") == 0)
        await phone.close()
    }
}
