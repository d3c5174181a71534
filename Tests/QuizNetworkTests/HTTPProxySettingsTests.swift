import Foundation
import Testing

@testable import QuizNetwork

/// Which environment variables name the proxy of a URL, as curl reads them.
@Suite struct HTTPProxySettingsTests {
    typealias Variable = HTTPProxySettings.Variable

    @Test func eachSchemeHasItsVariablesAndAllProxyIsTheFallback() {
        let environment = [
            "http_proxy": "http://web:3128", "HTTP_PROXY": "http://ignored:1", "HTTPS_PROXY": "secure:3129",
            "ALL_PROXY": "http://all:8080", "NO_PROXY": "example.org",
        ]
        #expect(
            HTTPProxySettings.environment(environment)
                == HTTPProxySettings(
                    http: Variable(name: "http_proxy", value: "http://web:3128"),
                    https: Variable(name: "HTTPS_PROXY", value: "secure:3129"),
                    noProxy: Variable(name: "NO_PROXY", value: "example.org")))
        // Upper-case HTTP_PROXY is not read (curl does not: CGI programs get it from a request header).
        #expect(
            HTTPProxySettings.environment(["HTTP_PROXY": "http://ignored:1", "all_proxy": "http://all:8080"])
                == HTTPProxySettings(
                    http: Variable(name: "all_proxy", value: "http://all:8080"),
                    https: Variable(name: "all_proxy", value: "http://all:8080")))
        #expect(HTTPProxySettings.environment(["https_proxy": "  ", "http_proxy": ""]) == .direct)
        #expect(HTTPProxySettings.environment([:]) == .direct)
    }

    @Test func noProxyMatchesHostsDomainsAndEverything() {
        let settings = HTTPProxySettings(noProxy: Variable(name: "no_proxy", value: "localhost,.example.org, 10.0.0.7"))
        #expect(settings.bypasses("localhost"))
        #expect(settings.bypasses("example.org"))
        #expect(settings.bypasses("packs.example.org"))
        #expect(settings.bypasses("10.0.0.7"))
        #expect(!settings.bypasses("notexample.org"))
        #expect(!settings.bypasses("10.0.0.70"))
        #expect(HTTPProxySettings(noProxy: Variable(name: "NO_PROXY", value: "*")).bypasses("anything.net"))
        #expect(!HTTPProxySettings.direct.bypasses("example.org"))
    }

    @Test func aValueThatIsNotAProxySaysWhichVariableAndWhy() throws {
        let url = try #require(URL(string: "https://packs.example.org/q.json"))
        let cases = [
            ("https://proxy:3128", "https:// proxies are not supported (http:// and socks5:// are)"),
            ("socks5://user:secret@proxy:1080", "a SOCKS proxy with a password is not supported"),
            ("http://", "it is not http://host:port"),
        ]
        for (value, reason) in cases {
            let transfer = HTTPTransfer(
                limits: fastLimits, userAgent: "TiltQuiz/9.9 (tests)",
                proxies: .environment(["https_proxy": value]))
            #expect(
                transfer.exchange(url).failure
                    == .other("the proxy https_proxy=\(value) cannot be used: \(reason)"))
        }
    }
}
