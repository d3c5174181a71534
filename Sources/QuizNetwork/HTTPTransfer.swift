import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import QuizCore
import Synchronization

/// One HTTP exchange through async-http-client (the game's `HTTPClients`), within `HTTPLimits`: the body is
/// streamed through a delegate and the transfer stopped past `maximumBytes`, the time with no news and the whole
/// exchange are timed, redirects are followed here and counted. Blocking: call it off the frame path (the pack
/// library runs it on its own thread). Proxies come from the environment as curl reads them (`HTTPProxySettings`).
public struct HTTPTransfer: Sendable {
    public var limits: HTTPLimits
    public var userAgent: String
    public var proxies: HTTPProxySettings
    public var clients: HTTPClients

    /// `proxies` are read from this process's environment unless given; `clients` are the game's shared ones
    /// unless a test passes its own.
    public init(
        limits: HTTPLimits, userAgent: String, proxies: HTTPProxySettings = .environment(),
        clients: HTTPClients = .shared
    ) {
        self.limits = limits
        self.userAgent = userAgent
        self.proxies = proxies
        self.clients = clients
    }

    /// What the server answered.
    public struct Response: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: Data

        /// A header by name, in any case.
        public func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    /// Sends `method` to `url` with `headers` and `body`; the answer, whatever its status, or why none came.
    public func exchange(
        _ url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil
    ) -> Result<Response, HTTPFailure> {
        let deadline = NIODeadline.now() + .nanoseconds(Int64(limits.totalSeconds * 1_000_000_000))
        var hop = HTTPHop(url: url, method: method, headers: headers, body: body)
        var redirects = 0
        while true {
            let response: Response
            switch send(hop, deadline: deadline) {
            case .failure(let failure): return .failure(failure)
            case .success(let answer): response = answer
            }
            guard let next = hop.redirected(by: response) else { return .success(response) }
            redirects += 1
            guard redirects <= limits.maximumRedirects else {
                return .failure(.tooManyRedirects(limit: limits.maximumRedirects))
            }
            switch next {
            case .failure(let failure): return .failure(failure)
            case .success(let following): hop = following
            }
        }
    }

    /// One request of the exchange, waited for on the caller's thread.
    private func send(_ hop: HTTPHop, deadline: NIODeadline) -> Result<Response, HTTPFailure> {
        let proxy: HTTPClient.Configuration.Proxy?
        switch proxies.route(for: hop.url) {
        case .failure(let failure): return .failure(failure)
        case .success(let route): proxy = route
        }
        let request: HTTPClient.Request
        do {
            request = try hop.request(userAgent: userAgent)
        } catch {
            return .failure(HTTPFailure(requestError: error, url: hop.url))
        }
        let collector = HTTPBodyCollector(limits: limits, deadline: deadline)
        let task = clients.client(proxy: proxy).execute(request: request, delegate: collector, deadline: deadline)
        collector.watch(task)
        let outcome = HTTPOutcome()
        task.futureResult.whenComplete(outcome.set)
        // The watch fails the task in time; this wait is only a bound should the task never end.
        let bound = Double(deadline.uptimeNanoseconds &- NIODeadline.now().uptimeNanoseconds) / 1e9
        if outcome.done.wait(timeout: .now() + max(bound, 0) + 2) == .timedOut {
            task.fail(reason: HTTPBodyCollector.Stop(failure: .timedOut(seconds: limits.totalSeconds, total: true)))
            _ = outcome.done.wait(timeout: .now() + 2)
        }
        collector.finish()
        switch outcome.result {
        case .success(let response)?: return .success(response)
        case .failure(let error)?:
            if let stop = error as? HTTPBodyCollector.Stop { return .failure(stop.failure) }
            return .failure(HTTPFailure(error, received: collector.received(), limits: limits))
        case nil: return .failure(.timedOut(seconds: limits.totalSeconds, total: true))
        }
    }
}

/// The result of one request, handed from the event loop to the waiting thread.
private final class HTTPOutcome: Sendable {
    let done = DispatchSemaphore(value: 0)
    private let value = Mutex<Result<HTTPTransfer.Response, any Error>?>(nil)

    var result: Result<HTTPTransfer.Response, any Error>? {
        value.withLock { $0 }
    }

    func set(_ result: Result<HTTPTransfer.Response, any Error>) {
        value.withLock { $0 = result }
        done.signal()
    }
}
