import Foundation
import TestSupport
import Testing

/// `admin serve --tls-cert --tls-key` through the real executable: the two
/// flags go together, a missing file is named, and with a self-signed pair
/// made by openssl it answers HTTPS on loopback (checked by curl against
/// that certificate) and says so on its first line.
extension AdminCommandTests {
    @Test func serveSpeaksHTTPSWithACertificateAndKeyAndNamesWhatIsWrong() throws {
        let folder = Tool.temporaryFolder()
        let made = try Tool.run(
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext",
                "subjectAltName=IP:127.0.0.1", "-keyout", folder + "/key.pem", "-out", folder + "/cert.pem",
            ], launcher: "/usr/bin/openssl")
        try #require(made.status == 0, "\(made.stderr)")
        let data = folder + "/data"
        let alone = try admin(["serve", "--listen", "127.0.0.1:0", "--tls-cert", folder + "/cert.pem"], data: data)
        #expect(alone.status == 1)
        #expect(alone.stderr.contains("--tls-cert and --tls-key go together"))
        let missing = try admin(
            ["serve", "--listen", "127.0.0.1:0", "--tls-cert", folder + "/no.pem", "--tls-key", folder + "/key.pem"],
            data: data)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("--tls-cert \(folder)/no.pem: no such file, or not readable"))
        let server = try AdminServeProcess(
            data: data, more: ["--tls-cert", folder + "/cert.pem", "--tls-key", folder + "/key.pem"], scheme: "https")
        defer { server.stop() }
        let (process, port) = (server.process, server.port)
        let reply = try Tool.run(
            ["-sS", "-i", "--max-time", "120", "--cacert", folder + "/cert.pem", "https://127.0.0.1:\(port)/login"],
            launcher: "/usr/bin/curl")
        #expect(reply.status == 0, "\(reply.stderr)")
        #expect(reply.stdout.hasPrefix("HTTP/1.1 200"))
        #expect(reply.stdout.contains("; Secure"))
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
