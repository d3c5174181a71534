import Foundation
import ProcessLifecycle
import QuizAdmin
import QuizStore
import TestSupportStore
import Testing

/// HTTPS in the admin server itself: a self-signed certificate made here with
/// the openssl command, a request over TLS on loopback checked against it
/// (curl), the session cookies Secure; a bad certificate or key is named.
@Suite struct TLSTests {
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try DyingChild.run(process)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `run` on a thread of its own: waiting for curl must not hold one of the few threads Swift's tasks
    /// share, which the server in this process answers on (on 2 cores, two blocked tests starve it).
    static func runBeside(_ tool: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try run(tool, arguments) })
            }
        }
    }

    /// A key and a certificate for 127.0.0.1, valid for a day.
    static func makeCertificate(in folder: String) throws -> AdminTLS {
        let made = try run(
            "openssl",
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", folder + "/key.pem", "-out", folder + "/cert.pem",
            ])
        try #require(made.status == 0, "\(made.output)")
        return AdminTLS(certificateFile: folder + "/cert.pem", keyFile: folder + "/key.pem")
    }

    @Test func anHTTPSRequestOnLoopbackIsAnsweredWithSecureCookies() async throws {
        let store = try TemporaryStore(prefix: "tiltquiz-tls-")
        let tls = try Self.makeCertificate(in: store.folder.path)
        let server = try AdminServer(
            database: store.database,
            configuration: AdminConfiguration(host: "127.0.0.1", port: 0, tls: tls))
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = server.application { port in
            continuation.yield(port)
            continuation.finish()
        }
        let task = Task { try await app.run() }
        defer { task.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        // curl checks the certificate against the one made above: a real TLS handshake, no -k.
        let reply = try await Self.runBeside(
            "curl",
            ["-sS", "-i", "--max-time", "120", "--cacert", tls.certificateFile, "https://127.0.0.1:\(port)/login"])
        #expect(reply.status == 0, "\(reply.output)")
        #expect(reply.output.hasPrefix("HTTP/1.1 200"), "\(reply.output)")
        #expect(reply.output.contains("<form method=\"post\" action=\"/login\""))
        let cookie = reply.output.split(separator: "\r\n").first {
            $0.lowercased().hasPrefix("set-cookie: tiltquiz_login=")
        }
        #expect(cookie?.contains("Secure") == true, "\(cookie ?? "no cookie")")
        // Plain HTTP to the TLS port gets no page.
        let plain = try await Self.runBeside(
            "curl", ["-sS", "-i", "--max-time", "10", "http://127.0.0.1:\(port)/login"])
        #expect(!plain.output.contains("HTTP/1.1 200"))
        task.cancel()
        _ = await task.result
    }

    @Test func aMissingOrWrongCertificateOrKeyIsNamed() throws {
        let store = try TemporaryStore(prefix: "tiltquiz-tls-")
        let folder = store.folder.path
        let tls = try Self.makeCertificate(in: folder)
        let database = store.database
        func problem(_ tls: AdminTLS) -> String {
            do {
                _ = try AdminServer(database: database, configuration: AdminConfiguration(port: 0, tls: tls))
                return ""
            } catch {
                return "\(error)"
            }
        }
        let missing = problem(AdminTLS(certificateFile: folder + "/nope.pem", keyFile: tls.keyFile))
        #expect(missing == "--tls-cert \(folder)/nope.pem: no such file, or not readable")
        let swapped = problem(AdminTLS(certificateFile: tls.keyFile, keyFile: tls.keyFile))
        #expect(swapped.hasPrefix("--tls-cert \(tls.keyFile): "), "\(swapped)")
        let otherFolder = folder + "/other"
        try FileManager.default.createDirectory(atPath: otherFolder, withIntermediateDirectories: true)
        let second = try Self.makeCertificate(in: otherFolder)
        let mismatched = problem(AdminTLS(certificateFile: tls.certificateFile, keyFile: second.keyFile))
        #expect(mismatched.hasPrefix("--tls-key \(second.keyFile) does not go with --tls-cert"), "\(mismatched)")
    }
}
