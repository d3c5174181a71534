import Foundation
import TestSupport
import Testing

/// `live.tls_cert` and `live.tls_key` through the real executable: the headless host announces an https address
/// and the page answers over HTTPS; a certificate that is not there stops the mode with one line naming the
/// setting and the file (and no hint about live.listen, which is not the problem).
extension LiveHeadlessPlayTests {
    static func tlsConfig(certificate: String, key: String) -> String {
        """
        modes: [live]
        live:
          listen: "127.0.0.1:0"
          auto_start_players: 0
          tls_cert: \(certificate)
          tls_key: \(key)
        """
    }

    @Test(.timeLimit(.minutes(2))) func withACertificateTheHostAnnouncesHTTPSAndAMissingOneIsNamed() async throws {
        let folder = Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tls = try LiveTLSTests.makeCertificate(in: folder)
        let configFile = folder + "/config.yaml"
        let store = ["--config", configFile, "--data", folder + "/data"]

        Tool.write(Self.tlsConfig(certificate: folder + "/nope.pem", key: tls.keyFile), to: configFile)
        let refused = try Tool.run(["play", "--mode", "live", "--headless"] + store, timeout: 60)
        #expect(refused.status != 0)
        #expect(
            refused.stderr.contains("live.tls_cert \(folder)/nope.pem: no such file, or not readable"),
            "\(refused.stderr)")
        #expect(!refused.stderr.contains("live.listen"), "\(refused.stderr)")

        Tool.write(Self.tlsConfig(certificate: tls.certificateFile, key: tls.keyFile), to: configFile)
        let running = try Tool.start(["play", "--mode", "live", "--headless"] + store)
        let (announced, _) = await Self.firstLine(of: running.out.fileHandleForReading)
        let live = Self.object(announced)?["live"].flatMap { if case .object(let fields) = $0 { fields } else { nil } }
        let url = live?.string("url") ?? ""
        #expect(url.hasPrefix("https://127.0.0.1:"), "\(announced)")
        let page = try await LiveTLSTests.runBeside(
            [
                "-sS", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "120", "--cacert", tls.certificateFile,
                url,
            ],
            launcher: "/usr/bin/curl")
        #expect(page.stdout == "200", "\(page.stderr)")
        running.process.terminate()
        let stopped = running.finish(timeout: 60)
        #expect(stopped.status == 0, "\(stopped.stderr)")
    }
}
