import Foundation
import TestSupport

/// A `LoopbackProxy` between kiosks and the test's PostgreSQL, on a port of its own that the kiosks' configs name:
/// the server behind it may stop and start again on another port (`forward(to:)`) while the kiosks run on, as a
/// server restarted by its operator keeps its address. Told to, it holds the next push of a game's result (a
/// `fleet.push` whose changes hold a `result`): either its request, which then never reaches the server, or the
/// server's reply, sent after the server committed it, which then never reaches the kiosk. A test waits for the hold
/// (`waitForHold`) and kills the kiosk while its push is under way.
final class FleetProxy: Sendable {
    /// Where a push is held.
    enum Hold: Sendable {
        /// The kiosk's request: the server never sees the push.
        case request
        /// The server's answer: the server committed the push, the kiosk never hears it.
        case reply
    }

    private let proxy: LoopbackProxy
    private let state: State
    /// What a push of a game's result carries, as `FleetServerCalls.push` writes it into the statement's Bind.
    private static let needle = Array(#""kind":"result""#.utf8)

    /// The hold asked for, the holds made, and the signal a test waits on.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var armed: Hold?
        var holds = 0
        let held = DispatchSemaphore(value: 0)

        func noteHold() {
            lock.withLock { holds += 1 }
            held.signal()
        }
    }

    /// The port the kiosks connect to.
    var port: Int { proxy.port }

    /// Listens on a free loopback port, forwarding each connection to 127.0.0.1:`upstream`.
    init(to upstream: Int) throws {
        let state = State()
        self.state = state
        proxy = try LoopbackProxy(to: upstream) { link, direction, chunk in
            switch direction {
            case .toServer:
                // Held at the request: this chunk and everything after it never reach the server.
                if link.has("request held") { return .drop }
                guard link.saw(Self.needle, in: chunk, going: .toServer) else { return .pass }
                let hold: Hold? = state.lock.withLock {
                    defer { state.armed = nil }
                    return state.armed
                }
                switch hold {
                case .request?:
                    link.mark("request held")
                    state.noteHold()
                    return .drop
                case .reply?:
                    link.mark("reply held")
                    return .pass
                case nil:
                    return .pass
                }
            case .toClient:
                // Held at the reply: the server's answer and all after it never reach the kiosk.
                guard link.has("reply held") else { return .pass }
                if link.mark("reply seen") { state.noteHold() }
                return .drop
            }
        }
    }

    /// New connections go to the server on `port` from now on (it started again elsewhere).
    func forward(to port: Int) { proxy.forward(to: port) }

    /// Holds the next push of a game's result at `hold`.
    func holdNextResultPush(at hold: Hold) { state.lock.withLock { state.armed = hold } }

    /// Waits until a push is held; false after 120 s (a hang guard, not a timing).
    func waitForHold() -> Bool { state.held.wait(timeout: .now() + 120) == .success }

    /// Pushes held so far.
    var holdCount: Int { state.lock.withLock { state.holds } }

    /// Stops listening and closes every connection.
    func stop() { proxy.stop() }
}
