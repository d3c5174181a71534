import Foundation
import TestSupport

/// A `LoopbackProxy` between a device and the test's PostgreSQL. Once `arm`ed, it lets the client's bytes of the
/// next `fleet.push` call through and, as soon as the server's reply to them starts to come back, closes both sides
/// of that connection without passing one byte of it on. PostgreSQL writes a statement's reply at its Sync, after
/// the implicit transaction committed, so the server has the push and the device never hears that it does.
final class CuttingProxy: Sendable {
    private let proxy: LoopbackProxy
    private let state: State
    /// The text of the call the proxy cuts, as the client sends it (in the statement's Parse message).
    private static let call = Array("fleet.push".utf8)

    /// Whether the proxy is armed, and how many connections it cut.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var armed = false
        var cuts = 0
    }

    /// The port the proxy listens on.
    var port: Int { proxy.port }

    /// Listens on a free loopback port, forwarding each connection to 127.0.0.1:`upstream`.
    init(to upstream: Int) throws {
        let state = State()
        self.state = state
        proxy = try LoopbackProxy(to: upstream, backlog: 16) { link, direction, chunk in
            switch direction {
            case .toServer:
                // The mark goes on before the call is passed on, so it is there before the server can answer.
                guard link.saw(Self.call, in: chunk, going: .toServer) else { return .pass }
                let cutting = state.lock.withLock {
                    defer { state.armed = false }
                    return state.armed
                }
                if cutting { link.mark("cut at reply") }
                return .pass
            case .toClient:
                guard link.has("cut at reply") else { return .pass }
                state.lock.withLock { state.cuts += 1 }
                return .close
            }
        }
    }

    /// Cuts the next `fleet.push` call's connection once the server answers it.
    func arm() { state.lock.withLock { state.armed = true } }

    /// How many connections the proxy has cut.
    var cuts: Int { state.lock.withLock { state.cuts } }

    /// Stops listening and closes every connection.
    func stop() { proxy.stop() }
}
