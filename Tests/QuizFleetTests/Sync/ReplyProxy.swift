import Foundation
import TestSupport

/// A `LoopbackProxy` between a device and the test's PostgreSQL that counts the connections made through it and,
/// while armed, stops the server's replies on a connection from the client's next `call` on (the function's name,
/// as the client sends it in the statement's Parse message): each chunk of them gets `verdict`. The mark goes on
/// before the call is passed on, so it is there before the server can answer.
/// - `.close` (`FleetSyncCutTests`, armed `once` at `fleet.push`): the call goes through and, as soon as the
///   server's reply to it starts to come back, both sides of the connection close without one byte of it passed
///   on. PostgreSQL writes a statement's reply at its Sync, after the implicit transaction committed, so the
///   server has the push and the device never hears that it does.
/// - `.drop` (`FleetSyncSilenceTests`, armed at `fleet.hello` until `disarm`): the device hears neither a reply
///   nor a reset, as from a network gone quiet.
final class ReplyProxy: Sendable {
    private let proxy: LoopbackProxy
    private let state: State

    /// Whether the proxy is armed, the connections made through it and the chunks of replies it stopped.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var armed = false
        var connections = 0
        var stopped = 0
    }

    /// The port the proxy listens on.
    var port: Int { proxy.port }

    /// Listens on a free loopback port, forwarding each connection to 127.0.0.1:`upstream`; armed, it gives
    /// `verdict` to the replies after the next `call` (`once`: on that one connection, then it disarms; otherwise
    /// after each, until `disarm`).
    init(to upstream: Int, at call: String, then verdict: LoopbackProxy.Verdict, once: Bool) throws {
        let state = State()
        self.state = state
        let needle = Array(call.utf8)
        proxy = try LoopbackProxy(to: upstream, backlog: 16) { link, direction, chunk in
            switch direction {
            case .toServer:
                if link.mark("counted") { state.lock.withLock { state.connections += 1 } }
                guard link.saw(needle, in: chunk, going: .toServer) else { return .pass }
                let stopping = state.lock.withLock {
                    defer { if once { state.armed = false } }
                    return state.armed
                }
                if stopping { link.mark("stopped") }
                return .pass
            case .toClient:
                guard link.has("stopped") else { return .pass }
                state.lock.withLock { state.stopped += 1 }
                return verdict
            }
        }
    }

    /// Stops the replies after the next call (or each, until `disarm`).
    func arm() { state.lock.withLock { state.armed = true } }

    /// Connections that make the call from now on are answered again.
    func disarm() { state.lock.withLock { state.armed = false } }

    /// Connections made through the proxy so far.
    var connections: Int { state.lock.withLock { state.connections } }

    /// Chunks of the server's replies stopped so far (with `.close`, one a connection cut).
    var stopped: Int { state.lock.withLock { state.stopped } }

    /// Stops listening and closes every connection.
    func stop() { proxy.stop() }
}
