import AsyncHTTPClient
import Foundation
import QuizCore

/// The proxies downloads go through, read from the environment as curl reads it: `http_proxy` for http URLs
/// (lower case only, as curl), `https_proxy` or `HTTPS_PROXY` for https URLs, `all_proxy` or `ALL_PROXY` for
/// both when those are not set, and `no_proxy` or `NO_PROXY` (host names, domains and addresses, comma
/// separated; `*` for all) for hosts reached directly. A proxy is `http://[user:password@]host[:port]` (port
/// 1080 if none) or `socks5://host[:port]`. Through an HTTP proxy every URL goes through a CONNECT tunnel,
/// http ones too (async-http-client's way).
public struct HTTPProxySettings: Sendable, Equatable {
    /// A variable's name and value, for the proxy and for the message when the value is not one.
    public struct Variable: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    public var http: Variable?
    public var https: Variable?
    public var noProxy: Variable?

    /// No proxy: every URL is reached directly.
    public static let direct = HTTPProxySettings()

    /// The settings `environment` (this process's unless given) holds; empty values count as unset.
    public static func environment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> HTTPProxySettings {
        func first(_ names: String...) -> Variable? {
            names.lazy.compactMap { name in
                environment[name].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
                    .map { Variable(name: name, value: $0.trimmingCharacters(in: .whitespaces)) }
            }.first
        }
        return HTTPProxySettings(
            http: first("http_proxy", "all_proxy", "ALL_PROXY"),
            https: first("https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"),
            noProxy: first("no_proxy", "NO_PROXY"))
    }

    /// The proxy for `url`: nil to go directly, or why the variable that names it is not a proxy.
    func route(for url: URL) -> Result<HTTPClient.Configuration.Proxy?, HTTPFailure> {
        let variable = url.scheme?.lowercased() == "https" ? https : http
        guard let variable, let host = url.host?.lowercased(), !bypasses(host) else { return .success(nil) }
        return Self.proxy(variable).map { $0 }
    }

    /// Whether `no_proxy` sends `host` directly: `*`, the host itself, or a domain it is in.
    public func bypasses(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let entries = (noProxy?.value ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).map {
            $0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        }
        return entries.contains { entry in
            let domain = entry.hasPrefix(".") ? String(entry.dropFirst()) : entry
            return entry == "*" || bare == domain || bare.hasSuffix("." + domain)
        }
    }

    private static func proxy(_ variable: Variable) -> Result<HTTPClient.Configuration.Proxy, HTTPFailure> {
        let text = variable.value.contains("://") ? variable.value : "http://" + variable.value
        func problem(_ reason: String) -> Result<HTTPClient.Configuration.Proxy, HTTPFailure> {
            .failure(.other("the proxy \(variable.name)=\(variable.value) cannot be used: \(reason)"))
        }
        guard let parts = URLComponents(string: text), let host = parts.host, !host.isEmpty else {
            return problem("it is not http://host:port")
        }
        let port = parts.port ?? 1080
        switch parts.scheme?.lowercased() {
        case "http":
            guard let user = parts.user else { return .success(.server(host: host, port: port)) }
            let name = user.removingPercentEncoding ?? user
            let password = parts.password.map { $0.removingPercentEncoding ?? $0 } ?? ""
            return .success(.server(host: host, port: port, authorization: .basic(username: name, password: password)))
        case "socks5", "socks5h":
            guard parts.user == nil else { return problem("a SOCKS proxy with a password is not supported") }
            return .success(.socksServer(host: host, port: port))
        case let scheme:
            return problem("\(scheme ?? "?"):// proxies are not supported (http:// and socks5:// are)")
        }
    }
}
