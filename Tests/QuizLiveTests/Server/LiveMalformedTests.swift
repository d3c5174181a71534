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
        try await Self.closes(sending: { $0.send(message) }, error: { $0.hasPrefix("the message") })
    }

    @Test func aBinaryMessageClosesItsSocket() async throws {
        try await Self.closes(
            sending: { $0.sendBinary([1, 2, 3]) }, error: { $0 == LiveProtocolError.notText.description })
    }

    /// Over the message's limit (1 KB) in one frame: refused as too large.
    @Test func aMessageOverOneKilobyteClosesItsSocket() async throws {
        let message = #"{"type":"join","pin":"0427","name":""# + String(repeating: "x", count: 2_000) + #""}"#
        try await Self.closes(
            sending: { $0.send(message) },
            error: { $0 == LiveProtocolError.tooLarge(message.utf8.count).description })
    }

    /// Over the frame's limit (4 KB): the websocket layer closes it (1009) before it is read.
    @Test func aFrameOverFourKilobytesClosesItsSocket() async throws {
        try await Self.closes(sending: { $0.send(String(repeating: "x", count: 10_000)) }, error: nil)
    }

    /// Ana and Bo join and get the first question; Ana's phone sends what `sending` sends and is closed, with an
    /// `error` message whose text passes `error` (1008), or without one (nil: 1009); Bo plays on.
    static func closes(
        sending: (TestPhone) -> Void, error: ((String) -> Bool)?, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await LiveServerFixture.with { server in
            let (bad, _) = await server.joined("Ana")
            let (good, _) = await server.joined("Bo")
            server.host.start(LiveFixtures.questions(1))
            _ = await bad.expect("question")
            sending(bad)
            if let error {
                let message = await bad.expect("error").string("message") ?? ""
                #expect(error(message), "\(message)", sourceLocation: sourceLocation)
            }
            let code = await bad.closedByServer()
            #expect(code == (error == nil ? .messageTooLarge : .policyViolation), sourceLocation: sourceLocation)
            _ = await good.expect("question")
            good.answer(question: 0, option: 0)
            #expect(await good.expect("counted").int("question") == 0, sourceLocation: sourceLocation)
            #expect(server.host.round.answers.count == 1, sourceLocation: sourceLocation)
            await good.close()
        }
    }
}
