import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP exchange through URLSession, within `HTTPLimits`: the body is streamed through a delegate and the
/// transfer stopped past `maximumBytes`, redirects are counted, the whole exchange is timed. Blocking: call it
/// off the frame path (the pack library runs it on its own thread).
public struct HTTPTransfer: Sendable {
    public var limits: HTTPLimits
    public var userAgent: String

    public init(limits: HTTPLimits, userAgent: String) {
        self.limits = limits
        self.userAgent = userAgent
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
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: limits.connectSeconds)
        request.httpMethod = method
        request.httpBody = body
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }

        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = limits.connectSeconds
        configuration.timeoutIntervalForResource = limits.totalSeconds
        configuration.httpShouldSetCookies = false
        let delegate = TransferDelegate(limits: limits)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        let task = session.dataTask(with: request)
        task.resume()
        if delegate.done.wait(timeout: .now() + limits.totalSeconds) == .timedOut {
            delegate.stop(.timedOut(seconds: limits.totalSeconds, total: true))
            task.cancel()
            _ = delegate.done.wait(timeout: .now() + 5)
        }
        session.finishTasksAndInvalidate()
        return delegate.result()
    }
}

/// Why an exchange brought no usable answer, in words for one line.
public enum HTTPFailure: Error, Equatable, Sendable, CustomStringConvertible {
    case timedOut(seconds: Double, total: Bool)
    case tooBig(limit: Int)
    case truncated(received: Int, expected: Int)
    case tooManyRedirects(limit: Int)
    case hostNotFound(String)
    case refused
    case connectionLost
    case secureConnection(String)
    case other(String)

    public var description: String {
        switch self {
        case .timedOut(let seconds, let total):
            let time = seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
            return total ? "the download took longer than \(time)" : "no answer within \(time) (timed out)"
        case .tooBig(let limit):
            return "the file is larger than \(limit / 1_000_000 > 0 ? "\(limit / 1_000_000) MB" : "\(limit) bytes"); "
                + "the download was stopped"
        case .truncated(let received, let expected):
            return "the file was cut short: \(received) of \(expected) bytes came before the connection closed"
        case .tooManyRedirects(let limit):
            return "more than \(limit) redirects"
        case .hostNotFound(let host):
            return "the host \(host) was not found (DNS)"
        case .refused:
            return "the server refused the connection (is it running, and is the port right?)"
        case .connectionLost:
            return "the connection was lost before the answer was complete"
        case .secureConnection(let detail):
            return "the secure connection failed (\(detail))"
        case .other(let detail):
            return detail
        }
    }
}

/// Collects one task's answer: counts redirects, stops past the size limit, keeps the first failure.
private final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    struct State {
        var response: HTTPURLResponse?
        var body = Data()
        var redirects = 0
        var failure: HTTPFailure?
        var finished = false
    }

    let limits: HTTPLimits
    let done = DispatchSemaphore(value: 0)
    private let state = Mutex(State())

    init(limits: HTTPLimits) {
        self.limits = limits
    }

    /// Notes why the transfer is being stopped (the first reason wins).
    func stop(_ failure: HTTPFailure) {
        state.withLock { if $0.failure == nil { $0.failure = failure } }
    }

    func result() -> Result<HTTPTransfer.Response, HTTPFailure> {
        state.withLock { state in
            if let failure = state.failure { return .failure(failure) }
            guard let response = state.response else { return .failure(.other("no answer came")) }
            var headers: [String: String] = [:]
            for (name, value) in response.allHeaderFields {
                if let name = name as? String, let value = value as? String { headers[name] = value }
            }
            return .success(.init(status: response.statusCode, headers: headers, body: state.body))
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        let tooBig = response.expectedContentLength > Int64(limits.maximumBytes)
        state.withLock { state in
            state.response = http
            if tooBig, state.failure == nil { state.failure = .tooBig(limit: limits.maximumBytes) }
        }
        completionHandler(tooBig ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = state.withLock { state -> Bool in
            guard state.failure == nil else { return true }
            if state.body.count + data.count > limits.maximumBytes {
                state.failure = .tooBig(limit: limits.maximumBytes)
                state.body = Data()
                return true
            }
            state.body.append(data)
            return false
        }
        if over { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let allowed = state.withLock { state -> Bool in
            state.redirects += 1
            guard state.redirects <= limits.maximumRedirects else {
                if state.failure == nil { state.failure = .tooManyRedirects(limit: limits.maximumRedirects) }
                return false
            }
            return true
        }
        if allowed {
            completionHandler(request)
        } else {
            completionHandler(nil)
            task.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        state.withLock { state in
            guard !state.finished else { return }
            state.finished = true
            let expected = state.response?.expectedContentLength ?? -1
            let encoded = state.response?.value(forHTTPHeaderField: "Content-Encoding").map { !$0.isEmpty } ?? false
            if state.failure == nil, !encoded, expected > 0, state.body.count < expected {
                state.failure = .truncated(received: state.body.count, expected: Int(expected))
            }
            if state.failure == nil, let error { state.failure = failure(error, url: task.originalRequest?.url) }
        }
        done.signal()
    }

    private func failure(_ error: any Error, url: URL?) -> HTTPFailure {
        guard let error = error as? URLError else { return .other("\(error.localizedDescription)") }
        switch error.code {
        case .cannotFindHost, .dnsLookupFailed: return .hostNotFound(url?.host ?? "?")
        case .cannotConnectToHost: return .refused
        case .timedOut: return .timedOut(seconds: limits.connectSeconds, total: false)
        case .networkConnectionLost: return .connectionLost
        case .httpTooManyRedirects: return .tooManyRedirects(limit: limits.maximumRedirects)
        case .notConnectedToInternet: return .other("this machine has no network")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return .secureConnection(error.localizedDescription)
        default: return .other(error.localizedDescription)
        }
    }
}
