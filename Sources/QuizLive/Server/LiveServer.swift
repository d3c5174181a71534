import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOSSL
import NIOWebSocket
import QuizCore
import QuizTLS

/// Where the live listener listens: a host (an address, or 0.0.0.0 for all)
/// and a port (0: any free one, for tests). `AdminConfiguration.parseListen`
/// reads `HOST:PORT` as `admin serve --listen` takes it.
public struct LiveListen: Equatable, Sendable {
    public var host: String
    public var port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }
}

/// A running live listener: the address the phones open, the round's PIN,
/// the host the big screen reads and the operator drives.
public struct LiveSession: Sendable {
    /// `http://HOST:PORT/` (`https://` with TLS) as the listener was given it, with the port it got.
    public let url: String
    public let port: Int
    public let host: LiveHost
    private let task: Task<Void, Never>

    init(url: String, port: Int, host: LiveHost, task: Task<Void, Never>) {
        self.url = url
        self.port = port
        self.host = host
        self.task = task
    }

    /// The round's PIN.
    public var pin: LivePIN { host.pin }

    /// Stops listening: every phone's socket is closed; the round stays readable on `host`.
    public func stop() async {
        task.cancel()
        await task.value
    }
}

/// The live listener could not start.
public struct LiveServerError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    /// Whether the address was the problem (taken, not this machine's), which `live.listen` changes; false for
    /// a certificate or key that cannot be used.
    public var isAboutAddress = true
}

/// The phones' listener: Hummingbird serving the phone page (`/`, `/live.css`, `/live.js`) and its websocket
/// (`/ws`, docs/live.md), and nothing else: every other path is 404. Its own port, apart from the web admin's.
public enum LiveServer {
    /// The most a websocket frame may carry, in bytes (a message is at most `LiveRequest.maximumBytes`).
    static let maximumFrameBytes = 4_096

    /// Starts listening on `listen` for `host`'s round and returns once it does; `ticking` runs a timer that
    /// closes each question when its countdown ends (off when the caller ticks the host itself, as tests do).
    /// With `tls` the page and its socket are served over HTTPS (`live.tls_cert`, `live.tls_key`), so that a
    /// phone's browser gives the page its tilt sensor. `pages` is the page in each language offered.
    public static func start(
        listen: LiveListen, host: LiveHost, pages: PhonePages, ticking: Bool = true, tls: ServerTLS? = nil
    ) async throws(LiveServerError) -> LiveSession {
        var server: HTTPServerBuilder = .http1WebSocketUpgrade(
            webSocketRouter: socketRouter(host), configuration: .init(ws: .init(maxFrameSize: maximumFrameBytes)))
        if let tls {
            let configuration: TLSConfiguration
            do {
                configuration = try tls.checkedConfiguration()
            } catch {
                throw LiveServerError(
                    description: "the live listener cannot serve HTTPS: \(error.description)", isAboutAddress: false)
            }
            do {
                server = try HTTPServerBuilder.tls(server, tlsConfiguration: configuration)
            } catch {
                throw LiveServerError(
                    description: "the live listener cannot serve HTTPS: \(error)", isAboutAddress: false)
            }
        }
        let (ports, continuation) = AsyncStream<Result<Int, any Error>>.makeStream()
        let app = Application(
            router: pageRouter(pages),
            server: server,
            configuration: .init(address: .hostname(listen.host, port: listen.port), serverName: nil, backlog: 2_048),
            onServerRunning: { channel in continuation.yield(.success(channel.localAddress?.port ?? 0)) },
            logger: Logger(label: "tiltquiz.live", factory: { _ in SwiftLogNoOpLogHandler() }))
        let task = Task {
            do {
                try await withThrowingDiscardingTaskGroup { group in
                    group.addTask { try await app.run() }
                    if ticking { group.addTask { try await tick(host) } }
                }
            } catch is CancellationError {
            } catch {
                continuation.yield(.failure(error))
            }
            continuation.finish()
        }
        for await result in ports {
            switch result {
            case .success(let port):
                let shown = listen.host.contains(":") ? "[\(listen.host)]" : listen.host
                let scheme = tls == nil ? "http" : "https"
                return LiveSession(url: "\(scheme)://\(shown):\(port)/", port: port, host: host, task: task)
            case .failure(let error):
                throw LiveServerError(
                    description: "the live listener cannot listen on \(listen.host):\(listen.port): \(error)")
            }
        }
        throw LiveServerError(description: "the live listener on \(listen.host):\(listen.port) stopped as it started")
    }

    /// Ticks the host ten times a second on the wall clock, so that a question closes within 0.1 s of its end.
    private static func tick(_ host: LiveHost) async throws {
        while !Task.isCancelled {
            try await Task.sleep(for: .milliseconds(100))
            host.tick()
        }
    }

    /// The page's three files; everything else is 404. The page is in the language the browser's
    /// `Accept-Language` asks for among `pages`' (it says so with `Content-Language` and `Vary`).
    static func pageRouter(_ pages: PhonePages) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: ExactPaths())
        router.get("/") { request, _ in
            let language = pages.language(for: request.headers[.acceptLanguage])
            var headers = PhonePage.headers(contentType: "text/html; charset=utf-8")
            headers[.contentLanguage] = language
            headers[.vary] = "Accept-Language"
            return Response(
                status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: pages.page(language))))
        }
        for (path, type, body) in [
            ("/live.css", "text/css; charset=utf-8", PhonePage.stylesheet),
            ("/live.js", "text/javascript; charset=utf-8", PhonePage.script),
        ] {
            router.get(RouterPath(path)) { _, _ in
                Response(
                    status: .ok, headers: PhonePage.headers(contentType: type),
                    body: .init(byteBuffer: ByteBuffer(string: body)))
            }
        }
        return router
    }

    /// `/ws`: each phone's socket, its messages handed to `host` and the host's answers written back.
    static func socketRouter(_ host: LiveHost) -> Router<LiveSocketContext> {
        let router = Router(context: LiveSocketContext.self)
        router.ws("/ws") { inbound, outbound, context in
            let (id, outgoing) = host.connect(
                address: context.requestContext.address, language: pageLanguage(context.request))
            defer { host.disconnect(id) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await message in inbound.messages(maxSize: LiveRequest.maximumBytes) {
                        guard case .text(let text) = message else {
                            host.refuse(.notText, from: id)
                            continue
                        }
                        await host.receive(text, from: id)
                    }
                }
                group.addTask {
                    for await message in outgoing {
                        switch message {
                        case .text(let text): try await outbound.write(.text(text))
                        case .close(let closing):
                            try await outbound.close(closing.code, reason: closing.reason)
                            return
                        }
                    }
                }
                try await group.next()
                group.cancelAll()
            }
        }
        return router
    }
}

/// The language the page opening a socket is written in, from `/ws?language=de`: a code as the content's are
/// (two or three lower-case letters); anything else is none, and the phone is asked in the round's words.
func pageLanguage(_ request: Request) -> String? {
    request.uri.queryParameters["language"].map(String.init).flatMap { ContentLanguage.isCode($0) ? $0 : nil }
}

/// 404 for any path but the page's files as written: the router would also answer `/live.js/` and `//`.
struct ExactPaths: RouterMiddleware {
    static let paths = PhonePage.paths

    func handle(
        _ request: Request, context: BasicRequestContext,
        next: (Request, BasicRequestContext) async throws -> Response
    ) async throws -> Response {
        guard Self.paths.contains(request.uri.path) else { return Response(status: .notFound) }
        return try await next(request, context)
    }
}

/// A socket request's context: the phone's address, for the join limit.
public struct LiveSocketContext: RequestContext, WebSocketRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let webSocket: WebSocketHandlerReference<LiveSocketContext>
    /// The peer's IP address ("unknown" when the channel has none).
    public let address: String

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        address = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }
}

extension LiveClosing {
    /// The websocket close code: 1008 (policy) for a malformed message, 1000 (normal) otherwise.
    var code: WebSocketErrorCode {
        switch self {
        case .malformed: return .policyViolation
        case .kicked, .replaced: return .normalClosure
        }
    }

    var reason: String {
        switch self {
        case .kicked: return "kicked"
        case .malformed: return "malformed message"
        case .replaced: return "joined again on another socket"
        }
    }
}
