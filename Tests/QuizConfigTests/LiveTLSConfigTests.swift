import Testing

@testable import QuizConfig

/// `live.tls_cert` and `live.tls_key`: both absolute paths, or neither (plain HTTP). The files themselves are
/// judged when the listener starts (QuizLiveTests' LiveTLSTests).
@Suite struct LiveTLSConfigTests {
    @Test func bothFilesTurnHTTPSOn() throws {
        let text = "live:\n  tls_cert: /etc/tiltquiz/live-cert.pem\n  tls_key: /etc/tiltquiz/live-key.pem\n"
        let live = try KioskConfig.parse(text, file: "a.yaml").live
        #expect(live.tlsCertificateFile == "/etc/tiltquiz/live-cert.pem")
        #expect(live.tlsKeyFile == "/etc/tiltquiz/live-key.pem")
        let none = try KioskConfig.parse("live:\n  tls_cert: \"\"\n  tls_key: \"\"\n", file: "a.yaml").live
        #expect(none.tlsCertificateFile == nil && none.tlsKeyFile == nil)
    }

    @Test func oneWithoutTheOtherOrARelativePathIsNamed() {
        #expect(
            problems("live:\n  tls_cert: /etc/c.pem\n") == [
                "2: live.tls_cert: is set, but live.tls_key is not; HTTPS needs the certificate's private key file too"
            ])
        #expect(
            problems("live:\n  tls_key: /etc/k.pem\n") == [
                "2: live.tls_key: is set, but live.tls_cert is not; HTTPS needs the certificate file too"
            ])
        let relative = problems("live:\n  tls_cert: cert.pem\n  tls_key: /etc/k.pem\n")
        #expect(relative.count == 1 && relative[0].hasPrefix("2: live.tls_cert: "), "\(relative)")
    }
}
