import HummingbirdWSClient
import Logging
import QuizCore

/// One of the live bench's phones: a real websocket client on the listener's `/ws` that joins with `name`, answers
/// each question once (a random option) at a random moment within `answerWithin` seconds of it opening, times
/// each answer until its `counted` comes back, and leaves at the podium.
struct LiveBenchPhone: Sendable {
    let port: Int
    let pin: String
    let name: String
    let answerWithin: Double
    let log: LiveBenchLog

    private static let logger = Logger(label: "tiltquiz.bench.live", factory: { _ in SwiftLogNoOpLogHandler() })

    func play() async throws {
        _ = try await WebSocketClient.connect(
            url: "ws://127.0.0.1:\(port)/ws", configuration: .init(maxFrameSize: 1 << 16), logger: Self.logger
        ) { inbound, outbound, _ in
            try await outbound.write(
                .text(#"{"type":"join","pin":"\#(pin)","name":\#(JSONText.string(name))}"#))
            var answered: Set<Int> = []
            var sentAt: [Int: ContinuousClock.Instant] = [:]
            for try await message in inbound.messages(maxSize: 1 << 20) {
                guard case .text(let text) = message, case .object(let fields)? = try? JSONValue.parse(text),
                    case .string(let type)? = fields["type"]
                else { continue }
                let question = fields["question"].flatMap(Self.int)
                switch type {
                case "welcome":
                    log.joinedOne()
                case "question":
                    guard let question, !answered.contains(question) else { continue }
                    answered.insert(question)
                    try await Task.sleep(for: .milliseconds(Int.random(in: 50...Int(answerWithin * 1000))))
                    sentAt[question] = ContinuousClock.now
                    log.sentOne()
                    let option = Int.random(in: 0..<4)
                    try await outbound.write(.text(#"{"type":"answer","question":\#(question),"option":\#(option)}"#))
                case "counted":
                    guard let question, let sent = sentAt[question] else { continue }
                    log.acknowledged(after: (ContinuousClock.now - sent).seconds)
                case "podium", "refused", "kicked":
                    return
                default:
                    continue
                }
            }
        }
    }

    private static func int(_ value: JSONValue) -> Int? {
        if case .number(let number) = value { return Int(number.text) }
        return nil
    }
}
