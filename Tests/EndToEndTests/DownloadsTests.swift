import Foundation
import ProcessLifecycle
import TestSupport
import Testing

/// How the real executable downloads: without libcurl, and through the proxy the environment names.
@Suite struct DownloadsTests {
    /// The libraries the binary loads at start, as `ldd` lists them (the whole tree, not only its own).
    func loadedLibraries() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [Tool.executable]
        let output = Pipe()
        process.standardOutput = output
        try DyingChild.run(process)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "ldd \(Tool.executable) failed")
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// FoundationNetworking (URLSession) loads libcurl and about 25 libraries behind it into every start;
    /// downloads go through async-http-client instead. This fails if a target imports it again.
    @Test func theGameLoadsNeitherFoundationNetworkingNorCurl() throws {
        let libraries = try loadedLibraries()
        #expect(libraries.contains { $0.hasPrefix("libswiftCore.so") }, "ldd listed the Swift runtime: \(libraries)")
        #expect(libraries.contains { $0.hasPrefix("libFoundation.so") })
        let unwanted = libraries.filter { $0.contains("FoundationNetworking") || $0.contains("libcurl") }
        #expect(unwanted.isEmpty, "loaded at every start: \(unwanted)")
    }

    /// `http_proxy` in the game's environment: the check goes through the proxy (the test server is one too).
    @Test func packsCheckGoesThroughTheProxyTheEnvironmentNames() throws {
        let server = try PacksCommandTests.Server()
        Tool.write(PacksCommandTests.document, to: server.root + "/q.json")
        let data = Tool.temporaryFolder()
        let url = server.url("/files/q.json")
        #expect(try Tool.run(["packs", "url", url, "--data", data]).status == 0)
        let proxy = "http://127.0.0.1:\(server.port)"
        let check = try Tool.run(
            ["packs", "check", "--data", data], environment: ["http_proxy": proxy, "no_proxy": ""])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "\(url): Changes: 2 packs updated (Science! and Mathematics)\n")
        let requests = try server.requests()
        #expect(requests == ["CONNECT 127.0.0.1:\(server.port)", "GET /files/q.json"])

        let broken = try Tool.run(
            ["packs", "check", "--data", data], environment: ["http_proxy": "https://127.0.0.1:1", "no_proxy": ""])
        #expect(broken.status == 1)
        #expect(
            broken.stderr
                == "tiltquiz: \(url): the proxy http_proxy=https://127.0.0.1:1 cannot be used: https:// proxies are "
                + "not supported (http:// and socks5:// are); the packs are as they were\n")
    }
}

extension LoopbackServer {
    /// Each request's method and path, in order, from the server's `/control/requests` (less its own).
    func requests() throws -> [String] {
        let rows = try JSONObjects.read(control("/control/requests")) as? [[String: Any]] ?? []
        return rows.map { "\($0["method"] ?? "") \($0["path"] ?? "")" }.filter { !$0.hasPrefix("GET /control/") }
    }
}
