import Foundation
import NIOSSL
import QuizLive
import QuizTLS
import TestSupport
import Testing

/// `live.tls_cert` and `live.tls_key`: the listener serves the phone page over HTTPS and its socket over WSS
/// with a self-signed pair made here by openssl (curl and the test's phone check it against that certificate,
/// no verification skipped), so a phone's browser gives the page its tilt sensor; a certificate or key it cannot
/// use is named with its setting, and is not taken for an address problem.
@Suite struct LiveTLSTests {
    /// A key and a certificate for 127.0.0.1 and localhost, valid for a day, in `folder`.
    static func makeCertificate(in folder: String) throws -> ServerTLS {
        let made = try Tool.run(
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext",
                "subjectAltName=IP:127.0.0.1,DNS:localhost", "-keyout", folder + "/key.pem", "-out",
                folder + "/cert.pem",
            ], launcher: "/usr/bin/openssl")
        try #require(made.status == 0, "\(made.stderr)")
        return ServerTLS(
            certificateFile: folder + "/cert.pem", keyFile: folder + "/key.pem", certificateSetting: "live.tls_cert",
            keySetting: "live.tls_key")
    }

    /// `Tool.run` on a thread of its own: waiting for curl must not hold a thread the listener answers on.
    static func runBeside(_ arguments: [String], launcher: String) async throws -> Tool.Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try Tool.run(arguments, launcher: launcher) })
            }
        }
    }

    // curl is given two minutes: once, on a machine loaded by the whole test run, it timed out after 20 s.
    @Test func thePageIsServedOverHTTPSAndAPhoneJoinsOverWSS() async throws {
        let folder = Tool.temporaryFolder()
        let tls = try Self.makeCertificate(in: folder)
        let host = LiveHost(pin: LiveFixtures.pin, now: ManualClock(1_000).read)
        let session = try await LiveServer.start(
            listen: LiveListen(host: "127.0.0.1", port: 0), host: host, pages: LiveFixtures.pages, ticking: false,
            tls: tls)
        #expect(session.url == "https://127.0.0.1:\(session.port)/")
        let page = try await Self.runBeside(
            ["-sS", "-i", "--max-time", "120", "--cacert", tls.certificateFile, session.url], launcher: "/usr/bin/curl")
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.hasPrefix("HTTP/1.1 200"), "\(page.stdout.prefix(200))")
        #expect(page.stdout.contains("<html"))
        var client = TLSConfiguration.makeClientConfiguration()
        client.trustRoots = .file(tls.certificateFile)
        let phone = TestPhone(port: session.port, host: "localhost", tls: client)
        phone.join(name: "Ada")
        let welcome = await phone.expect("welcome")
        guard welcome.string("token")?.isEmpty == false else {
            Issue.record("no welcome over WSS: \(await phone.ending())")
            await session.stop()
            return
        }
        #expect(host.round.players.map(\.name) == ["Ada"])
        await phone.close()
        // Plain HTTP to the HTTPS port gets no page.
        let plain = try await Self.runBeside(
            ["-sS", "-i", "--max-time", "10", "http://127.0.0.1:\(session.port)/"], launcher: "/usr/bin/curl")
        #expect(!plain.stdout.contains("HTTP/1.1 200"))
        await session.stop()
    }

    @Test func aCertificateOrKeyItCannotUseIsNamedWithItsSetting() async throws {
        let folder = Tool.temporaryFolder()
        let tls = try Self.makeCertificate(in: folder)
        func problem(_ files: ServerTLS) async -> LiveServerError? {
            do {
                let session = try await LiveServer.start(
                    listen: LiveListen(host: "127.0.0.1", port: 0), host: LiveHost(pin: LiveFixtures.pin),
                    pages: LiveFixtures.pages, ticking: false, tls: files)
                await session.stop()
                return nil
            } catch {
                return error
            }
        }
        var missing = tls
        missing.certificateFile = folder + "/nope.pem"
        let named = await problem(missing)
        #expect(
            named?.description
                == "the live listener cannot serve HTTPS: live.tls_cert \(folder)/nope.pem: no such file, or not readable"
        )
        #expect(named?.isAboutAddress == false)
        let otherFolder = folder + "/other"
        try FileManager.default.createDirectory(atPath: otherFolder, withIntermediateDirectories: true)
        var mismatched = tls
        mismatched.keyFile = try Self.makeCertificate(in: otherFolder).keyFile
        let wrongKey = await problem(mismatched)
        #expect(
            wrongKey?.description.hasPrefix(
                "the live listener cannot serve HTTPS: live.tls_key \(otherFolder)/key.pem does not go with live.tls_cert"
            )
                == true, "\(wrongKey?.description ?? "started")")
    }
}
