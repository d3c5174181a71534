import HummingbirdWSClient
import Logging
import NIOSSL
import NIOWebSocket
import QuizCore
import Testing

/// A phone for the tests: a real websocket client (HummingbirdWSClient) on the live listener's `/ws`, reading
/// what the host sends and sending what the test says. One reader at a time (a test, or one child task).
final class TestPhone: @unchecked Sendable {
    private enum Outgoing: Sendable {
        case text(String)
        case binary([UInt8])
        case close
    }

    private let outgoing: AsyncStream<Outgoing>.Continuation
    private var received: AsyncStream<String>.AsyncIterator
    /// The connection: it ends with the close frame the server sent, if any.
    private let connection: Task<WebSocketCloseFrame?, any Error>

    private static let logger = Logger(label: "tiltquiz.live.test", factory: { _ in SwiftLogNoOpLogHandler() })

    /// Opens `/ws` on `host`:`port`, as a page in `language` does (`/ws?language=de`; nil: a client that says
    /// none); with `tls`, over TLS (`wss://`) trusting what it says (a name, not an address, as the client sends
    /// it for SNI).
    init(port: Int, host: String = "127.0.0.1", tls: TLSConfiguration? = nil, language: String? = nil) {
        let (inbox, inboxContinuation) = AsyncStream<String>.makeStream()
        let (toSend, sendContinuation) = AsyncStream<Outgoing>.makeStream()
        received = inbox.makeAsyncIterator()
        outgoing = sendContinuation
        connection = Task {
            defer { inboxContinuation.finish() }
            return try await WebSocketClient.connect(
                url: "\(tls == nil ? "ws" : "wss")://\(host):\(port)/ws" + (language.map { "?language=\($0)" } ?? ""),
                configuration: .init(maxFrameSize: 1 << 16),
                tlsConfiguration: tls, logger: Self.logger
            ) { inbound, outbound, _ in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for try await message in inbound.messages(maxSize: 1 << 20) {
                            if case .text(let text) = message { inboxContinuation.yield(text) }
                        }
                    }
                    group.addTask {
                        for await message in toSend {
                            switch message {
                            case .text(let text): try await outbound.write(.text(text))
                            case .binary(let bytes): try await outbound.write(.binary(.init(bytes: bytes)))
                            case .close: return
                            }
                        }
                    }
                    try await group.next()
                    group.cancelAll()
                }
            }
        }
    }

    func send(_ text: String) { outgoing.yield(.text(text)) }

    func sendBinary(_ bytes: [UInt8]) { outgoing.yield(.binary(bytes)) }

    func join(pin: String = LiveFixtures.pin.digits, name: String) {
        send(#"{"type":"join","pin":"\#(pin)","name":\#(JSONText.string(name))}"#)
    }

    func login(pin: String = LiveFixtures.pin.digits, username: String, password: String) {
        send(
            #"{"type":"login","pin":"\#(pin)","username":\#(JSONText.string(username)),"password":\#(JSONText.string(password))}"#
        )
    }

    func rejoin(token: String, pin: String = LiveFixtures.pin.digits) {
        send(#"{"type":"rejoin","pin":"\#(pin)","token":"\#(token)"}"#)
    }

    func answer(question: Int, option: Int) {
        send(#"{"type":"answer","question":\#(question),"option":\#(option)}"#)
    }

    /// The next message, nil once the socket closed.
    func next() async -> [String: JSONValue]? {
        guard let text = await received.next() else { return nil }
        guard case .object(let fields)? = try? JSONValue.parse(text) else {
            Issue.record("the host sent something that is not a JSON object: \(text)")
            return [:]
        }
        return fields
    }

    /// The next message of `type`, skipping the lobby's player counts; a record of what came instead.
    func expect(_ type: String, sourceLocation: SourceLocation = #_sourceLocation) async -> [String: JSONValue] {
        while let message = await next() {
            if message["type"] == .string(type) { return message }
            if message["type"] == .string("lobby") { continue }
            Issue.record("expected \(type), got \(message)", sourceLocation: sourceLocation)
            return message
        }
        Issue.record("expected \(type), the socket closed", sourceLocation: sourceLocation)
        return [:]
    }

    /// Closes the socket from the phone's side (a reload, a lost network) and waits until it is closed.
    func close() async {
        outgoing.yield(.close)
        outgoing.finish()
        _ = await connection.result
    }

    /// Why the connection ended, once it has: the client's error, or "closed" when it ended without one.
    func ending() async -> String {
        switch await connection.result {
        case .success: return "closed"
        case .failure(let error): return "\(error)"
        }
    }

    /// Waits for the server to close the socket: its close code (nil without a close frame).
    func closedByServer() async -> WebSocketErrorCode? {
        while await received.next() != nil {}
        outgoing.finish()
        return try? await connection.value?.closeCode
    }
}

extension [String: JSONValue] {
    func string(_ key: String) -> String? {
        if case .string(let text)? = self[key] { return text }
        return nil
    }

    func object(_ key: String) -> [String: JSONValue]? {
        if case .object(let members)? = self[key] { return members }
        return nil
    }

    func int(_ key: String) -> Int? {
        if case .number(let number)? = self[key] { return Int(number.text) }
        return nil
    }
}
