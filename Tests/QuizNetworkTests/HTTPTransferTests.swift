import Foundation
import QuizCore
import Testing

@testable import QuizNetwork

/// `HTTPTransfer` itself against the loopback server: what the pack and event tests do not reach.
@Suite struct HTTPTransferTests {
    func transfer(
        _ limits: HTTPLimits = fastLimits, proxies: HTTPProxySettings = .direct, clients: HTTPClients = .shared
    ) -> HTTPTransfer {
        HTTPTransfer(limits: limits, userAgent: "TiltQuiz/9.9 (tests)", proxies: proxies, clients: clients)
    }

    func get(_ text: String, _ transfer: HTTPTransfer) throws -> Result<HTTPTransfer.Response, HTTPFailure> {
        transfer.exchange(try #require(URL(string: text)))
    }

    @Test func aGzipAnswerIsAskedForAndDecoded() throws {
        let server = try PackServer()
        let document = Quizzes.document(Quizzes.science, Quizzes.maths, Quizzes.marvel)
        server.serve("q.json", document)
        let response = try get(server.url("/gzip/q.json"), transfer()).get()
        #expect(response.status == 200)
        #expect(response.header("content-encoding") == "gzip", "the server did compress it")
        #expect(String(decoding: response.body, as: UTF8.self) == document)
        let asked = try server.requests().first { ($0["path"] as? String) == "/gzip/q.json" }
        #expect((asked?["acceptEncoding"] as? String)?.contains("gzip") == true)
    }

    @Test func theSizeLimitCountsTheDecodedBytes() throws {
        let server = try PackServer()
        let document = Quizzes.document(Quizzes.science, Quizzes.maths)
        server.serve("q.json", document)
        var limits = fastLimits
        limits.maximumBytes = document.utf8.count - 1
        #expect(try get(server.url("/gzip/q.json"), transfer(limits)).failure == .tooBig(limit: limits.maximumBytes))
    }

    @Test func aPostAnsweredWith303IsFollowedWithAGet() throws {
        let server = try PackServer()
        server.serve("q.json", Quizzes.document(Quizzes.marvel))
        let url = try #require(URL(string: server.url("/see-other/q.json")))
        let response = try transfer().exchange(
            url, method: "POST", headers: ["Content-Type": "application/json"], body: Data("{}".utf8)
        ).get()
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == Quizzes.document(Quizzes.marvel))
        let seen = try server.seen()
        #expect(seen == ["POST /see-other/q.json", "GET /files/q.json"])
    }

    @Test func anUnknownHostIsNamed() throws {
        let limits = HTTPLimits(connectSeconds: 10, totalSeconds: 10, maximumBytes: 1000, maximumRedirects: 0)
        let outcome = try get("http://tiltquiz-no-such-host.invalid/q.json", transfer(limits))
        #expect(outcome.failure == .hostNotFound("tiltquiz-no-such-host.invalid"))
        #expect(
            HTTPFailure.hostNotFound("tiltquiz-no-such-host.invalid").description
                == "the host tiltquiz-no-such-host.invalid was not found (DNS)")
    }

    @Test func httpsToAPlainHTTPServerIsATLSFailureInWords() throws {
        let server = try PackServer()
        let outcome = try get("https://127.0.0.1:\(server.port)/files/q.json", transfer())
        guard case .failure(.secureConnection(let detail)) = outcome else {
            Issue.record("not a TLS failure: \(outcome)")
            return
        }
        #expect(detail == "wrong version number")
        #expect(
            HTTPFailure.secureConnection(detail).description == "the secure connection failed (wrong version number)")
    }

    @Test func onlyHTTPAndHTTPSAreFetched() throws {
        for text in ["file:///etc/passwd", "http+unix://%2Ftmp%2Fsocket/x", "ftp://127.0.0.1/q.json"] {
            #expect(try get(text, transfer()).failure == .other("\(text) is not an http or https URL"))
        }
    }

    @Test func theClientStartsAtTheFirstExchangeAndStartsAgainAfterShutDown() throws {
        let server = try PackServer()
        server.serve("q.json", "[]")
        let clients = HTTPClients()
        #expect(!clients.isRunning, "no thread before a download")
        #expect(try get(server.url("/files/q.json"), transfer(clients: clients)).get().status == 200)
        #expect(clients.isRunning)
        clients.shutDown()
        #expect(!clients.isRunning)
        #expect(try get(server.url("/files/q.json"), transfer(clients: clients)).get().status == 200)
        clients.shutDown()
        clients.shutDown()
        #expect(!clients.isRunning, "shutting down twice is harmless")
    }

    /// At exit the clients stop but the loop runs on, so a lookup that ends late has a loop to hand its answer to.
    @Test func stoppingTheClientsAtExitLeavesTheLoopRunningAndAnExchangeStillWorks() throws {
        let server = try PackServer()
        server.serve("q.json", "[]")
        let clients = HTTPClients()
        #expect(try get(server.url("/files/q.json"), transfer(clients: clients)).get().status == 200)
        clients.stopClientsAtExit()
        #expect(clients.isRunning, "the event loop thread is left to end with the process")
        #expect(try get(server.url("/files/q.json"), transfer(clients: clients)).get().status == 200)
        clients.shutDown()
        #expect(!clients.isRunning)
    }

    @Test func clientsLetGoWithoutShutDownStopThemselves() throws {
        let server = try PackServer()
        server.serve("q.json", "[]")
        var clients: HTTPClients? = HTTPClients()
        #expect(try get(server.url("/files/q.json"), transfer(clients: try #require(clients))).get().status == 200)
        #expect(clients?.isRunning == true)
        clients = nil  // a debug build would stop here if a running async-http-client client were freed
        #expect(clients == nil)
    }

    @Test func statusTextsAreNIOsPhrasesOrTheClass() {
        #expect(HTTPStatusText.reason(503) == "Service Unavailable")
        #expect(HTTPStatusText.reason(404) == "Not Found")
        #expect(HTTPStatusText.reason(429) == "Too Many Requests")
        #expect(HTTPStatusText.reason(599) == "Server Error")
        #expect(HTTPStatusText.reason(499) == "Client Error")
    }
}

/// Downloads through a proxy: the loopback server is also a CONNECT proxy.
@Suite struct HTTPProxyTests {
    @Test func anHTTPProxyCarriesTheExchangeThroughATunnel() throws {
        let server = try PackServer()
        server.serve("q.json", Quizzes.document(Quizzes.marvel))
        let proxies = HTTPProxySettings.environment(["http_proxy": "http://127.0.0.1:\(server.port)"])
        let transfer = HTTPTransfer(limits: fastLimits, userAgent: "TiltQuiz/9.9 (tests)", proxies: proxies)
        let response = try transfer.exchange(try #require(URL(string: server.url("/files/q.json")))).get()
        #expect(String(decoding: response.body, as: UTF8.self) == Quizzes.document(Quizzes.marvel))
        let seen = try server.seen()
        #expect(seen == ["CONNECT 127.0.0.1:\(server.port)", "GET /files/q.json"])
    }

    @Test func noProxyGoesDirectly() throws {
        let server = try PackServer()
        server.serve("q.json", "[]")
        // A proxy that is not there: going through it would be refused.
        let proxies = HTTPProxySettings.environment([
            "http_proxy": "http://127.0.0.1:1", "no_proxy": "example.org, 127.0.0.1",
        ])
        let transfer = HTTPTransfer(limits: fastLimits, userAgent: "TiltQuiz/9.9 (tests)", proxies: proxies)
        #expect(try transfer.exchange(try #require(URL(string: server.url("/files/q.json")))).get().status == 200)
        let refused = HTTPTransfer(
            limits: fastLimits, userAgent: "TiltQuiz/9.9 (tests)",
            proxies: .environment(["http_proxy": "http://127.0.0.1:1"]))
        #expect(refused.exchange(try #require(URL(string: server.url("/files/q.json")))).failure == .refused)
    }
}

extension Result where Success == HTTPTransfer.Response, Failure == HTTPFailure {
    /// Why the exchange failed, or nil when it brought an answer.
    var failure: HTTPFailure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}

extension PackServer {
    /// Each request's method and path, in order (less the control requests).
    func seen() throws -> [String] {
        try requests().map { "\($0["method"] ?? "") \($0["path"] ?? "")" }.filter { !$0.hasPrefix("GET /control/") }
    }
}
