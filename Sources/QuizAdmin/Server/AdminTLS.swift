import Foundation
import Hummingbird
import HummingbirdTLS
import NIOSSL

/// HTTPS in the admin server itself: a PEM certificate (chain) file and its
/// PEM private key file, read once when the server starts. With TLS the
/// session cookies are marked Secure.
public struct AdminTLS: Sendable {
    public var certificateFile: String
    public var keyFile: String

    public init(certificateFile: String, keyFile: String) {
        self.certificateFile = certificateFile
        self.keyFile = keyFile
    }

    /// The server's TLS settings from the two files; each problem names the file and the reason.
    func configuration() throws(AdminError) -> TLSConfiguration {
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificateFile)
        } catch {
            throw .badTLS(
                "--tls-cert \(certificateFile): \(Self.reason(error, file: certificateFile, what: "certificate"))")
        }
        guard !chain.isEmpty else {
            throw .badTLS("--tls-cert \(certificateFile): holds no PEM certificate (-----BEGIN CERTIFICATE-----)")
        }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(file: keyFile, format: .pem)
        } catch {
            throw .badTLS("--tls-key \(keyFile): \(Self.reason(error, file: keyFile, what: "private key"))")
        }
        return TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
    }

    /// `configuration()`, checked as the server will use it: the key must go with the certificate.
    func checkedConfiguration() throws(AdminError) -> TLSConfiguration {
        let configuration = try configuration()
        do {
            _ = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .badTLS("--tls-key \(keyFile) does not go with --tls-cert \(certificateFile): \(error)")
        }
        return configuration
    }

    static func reason(_ error: any Error, file: String, what: String) -> String {
        guard FileManager.default.isReadableFile(atPath: file) else { return "no such file, or not readable" }
        return "is not a PEM \(what) (\(error))"
    }
}
