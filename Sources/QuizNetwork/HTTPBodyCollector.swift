import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import QuizCore
import Synchronization

/// Collects one request's answer for `HTTPTransfer`: stops the transfer past `maximumBytes` (the body is never
/// read whole first), and fails it when nothing moved for `connectSeconds` or the exchange's total time ran out.
/// AsyncHTTPClient calls it on the request's event loop; the watch runs there too.
final class HTTPBodyCollector: HTTPClientResponseDelegate, Sendable {
    typealias Response = HTTPTransfer.Response

    /// Why the collector stopped the transfer.
    struct Stop: Error {
        var failure: HTTPFailure
    }

    /// What had come when the transfer failed: tells an answer cut short from a connection lost before it.
    struct Received {
        var head: Bool
        var bytes: Int
        /// The promised length of the body, when there is one and it counts the bytes received (not encoded).
        var expected: Int?
    }

    private struct State {
        var head: HTTPResponseHead?
        var body = Data()
        var lastActivity = NIODeadline.now()
        var watch: Scheduled<Void>?
        var finished = false
    }

    let limits: HTTPLimits
    /// When the whole exchange (redirects included) must be over.
    let deadline: NIODeadline
    private let state = Mutex(State())

    init(limits: HTTPLimits, deadline: NIODeadline) {
        self.limits = limits
        self.deadline = deadline
    }

    private var idle: TimeAmount {
        .nanoseconds(Int64(limits.connectSeconds * 1_000_000_000))
    }

    /// Starts the watch of `task`'s time: no news for `connectSeconds` (connecting included), or the deadline
    /// passed, fails it.
    func watch(_ task: HTTPClient.Task<Response>) {
        let start = state.withLock { $0.lastActivity } + idle
        task.eventLoop.execute { self.schedule(task, at: min(start, self.deadline)) }
    }

    /// Ends the watch; called when the request is over, however it ended.
    func finish() {
        let watch = state.withLock { state in
            state.finished = true
            defer { state.watch = nil }
            return state.watch
        }
        watch?.cancel()
    }

    func received() -> Received {
        state.withLock { state in
            let encoded = state.head?.headers.contains(name: "Content-Encoding") ?? false
            let expected = state.head.flatMap { Self.contentLength($0) }
            return Received(head: state.head != nil, bytes: state.body.count, expected: encoded ? nil : expected)
        }
    }

    private func schedule(_ task: HTTPClient.Task<Response>, at time: NIODeadline) {
        let scheduled = task.eventLoop.scheduleTask(deadline: time) { self.check(task) }
        let over = state.withLock { state in
            if !state.finished { state.watch = scheduled }
            return state.finished
        }
        if over { scheduled.cancel() }
    }

    private func check(_ task: HTTPClient.Task<Response>) {
        let now = NIODeadline.now()
        let (quietUntil, finished) = state.withLock { ($0.lastActivity + idle, $0.finished) }
        guard !finished else { return }
        if now >= deadline {
            task.fail(reason: Stop(failure: .timedOut(seconds: limits.totalSeconds, total: true)))
        } else if now >= quietUntil {
            task.fail(reason: Stop(failure: .timedOut(seconds: limits.connectSeconds, total: false)))
        } else {
            schedule(task, at: min(quietUntil, deadline))
        }
    }

    private func moved() {
        state.withLock { $0.lastActivity = .now() }
    }

    private static func contentLength(_ head: HTTPResponseHead) -> Int? {
        head.headers.first(name: "Content-Length").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    // MARK: HTTPClientResponseDelegate

    func didSendRequestPart(task: HTTPClient.Task<Response>, _ part: IOData) {
        moved()
    }

    func didSendRequest(task: HTTPClient.Task<Response>) {
        moved()
    }

    func didReceiveHead(task: HTTPClient.Task<Response>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
        let tooBig = (Self.contentLength(head) ?? 0) > limits.maximumBytes
        state.withLock { state in
            state.head = head
            state.lastActivity = .now()
        }
        guard !tooBig else {
            return task.eventLoop.makeFailedFuture(Stop(failure: .tooBig(limit: limits.maximumBytes)))
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didReceiveBodyPart(task: HTTPClient.Task<Response>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
        let over = state.withLock { state in
            state.lastActivity = .now()
            guard state.body.count + buffer.readableBytes <= limits.maximumBytes else {
                state.body = Data()
                return true
            }
            state.body.append(contentsOf: buffer.readableBytesView)
            return false
        }
        guard !over else { return task.eventLoop.makeFailedFuture(Stop(failure: .tooBig(limit: limits.maximumBytes))) }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didReceiveError(task: HTTPClient.Task<Response>, _ error: any Error) {
        finish()
    }

    func didFinishRequest(task: HTTPClient.Task<Response>) throws -> Response {
        finish()
        return try state.withLock { state in
            guard let head = state.head else { throw Stop(failure: .other("no answer came")) }
            var headers: [String: String] = [:]
            for (name, value) in head.headers {
                // A header sent twice reads as one, its values joined by commas (RFC 9110, 5.3).
                let known = headers.keys.first { $0.caseInsensitiveCompare(name) == .orderedSame }
                if let known { headers[known]? += ", " + value } else { headers[name] = value }
            }
            return Response(status: Int(head.status.code), headers: headers, body: state.body)
        }
    }
}
