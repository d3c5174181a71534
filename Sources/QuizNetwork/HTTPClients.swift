import AsyncHTTPClient
import Dispatch
import NIOCore
import NIOPosix
import QuizCore
import Synchronization

/// The game's HTTP client (async-http-client on one SwiftNIO event loop thread), made at the first exchange:
/// a game that downloads nothing starts no thread and opens no socket for it. `shutDown()` stops it; the next
/// exchange makes it again. One client per proxy route (direct, or through a proxy; usually just one).
public final class HTTPClients: Sendable {
    /// The game's clients, used by every `HTTPTransfer` unless a test passes its own.
    public static let shared = HTTPClients()

    private struct State {
        var group: MultiThreadedEventLoopGroup?
        var clients: [HTTPClient.Configuration.Proxy?: HTTPClient] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    /// Whether the event loop thread runs (a client was made and not shut down since).
    public var isRunning: Bool {
        state.withLock { $0.group != nil }
    }

    /// The client for `proxy` (nil: direct), made with the event loop thread at the first call.
    func client(proxy: HTTPClient.Configuration.Proxy?) -> HTTPClient {
        state.withLock { state in
            if let client = state.clients[proxy] { return client }
            let group = state.group ?? MultiThreadedEventLoopGroup(numberOfThreads: 1)
            state.group = group
            let client = HTTPClient(eventLoopGroupProvider: .shared(group), configuration: Self.configuration(proxy))
            state.clients[proxy] = client
            return client
        }
    }

    /// Stops the clients (an exchange under way fails) and the event loop thread, and waits for both.
    public func shutDown() {
        let (clients, group) = take()
        for client in clients { try? client.syncShutdown() }
        try? group?.syncShutdownGracefully()
    }

    /// What the process does as it ends: stops the clients (an exchange under way fails) and leaves the event
    /// loop thread to end with the process. A name lookup under way runs on a thread of its own that nothing
    /// can stop and hands its answer to the loop when it ends; on a loop already shut down, SwiftNIO prints an
    /// error line for each, and a slow lookup that outlived a failed start ("no display available") put three
    /// such lines under the one clear message.
    public func stopClientsAtExit() {
        let clients = state.withLock { state in
            let clients = Array(state.clients.values)
            state.clients = [:]
            return clients
        }
        for client in clients { try? client.syncShutdown() }
    }

    /// A set of clients let go without `shutDown()` stops them all the same (async-http-client stops a debug
    /// build when a client that still runs is freed), without waiting: the last reference may go on any thread.
    deinit {
        let (clients, group) = take()
        guard let group else { return }
        EventLoopFuture.andAllComplete(clients.map { $0.shutdown() }, on: group.next()).whenComplete { _ in
            DispatchQueue.global().async { try? group.syncShutdownGracefully() }
        }
    }

    private func take() -> ([HTTPClient], MultiThreadedEventLoopGroup?) {
        state.withLock { state in
            let taken = (Array(state.clients.values), state.group)
            state.clients = [:]
            state.group = nil
            return taken
        }
    }

    /// Redirects are followed by `HTTPTransfer` (each exchange has its own limit), timeouts are watched per
    /// exchange (`HTTPLimits`), a connection serves one exchange (downloads are minutes apart, and a kept one
    /// may have been closed by the server meanwhile), a refused connection fails at once instead of being
    /// tried again until the deadline, and gzip or deflate answers are decoded (the size limit counts the
    /// decoded bytes; past 100 times the compressed size the download stops).
    private static func configuration(_ proxy: HTTPClient.Configuration.Proxy?) -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            // Only a bound: the exchange's own watch (`HTTPLimits.connectSeconds`) stops it sooner.
            timeout: .init(connect: .seconds(120)),
            proxy: proxy,
            decompression: .enabled(limit: .ratio(HTTPFailure.decompressionRatio)))
        configuration.maximumUsesPerConnection = 1
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }
}
