import Foundation
import NIOSSL

/// HTTPS in one of our own servers (the web admin, the live rounds' listener): a PEM certificate (chain) file and
/// its PEM private key file, read once when the server starts. Each problem names the setting the user wrote
/// (`--tls-cert`, `live.tls_cert`), the file and the reason.
public struct ServerTLS: Sendable, Equatable {
    public var certificateFile: String
    public var keyFile: String
    /// How the user named the certificate file, for messages: `--tls-cert`, `live.tls_cert`.
    public var certificateSetting: String
    /// How the user named the key file, for messages: `--tls-key`, `live.tls_key`.
    public var keySetting: String

    public init(certificateFile: String, keyFile: String, certificateSetting: String, keySetting: String) {
        self.certificateFile = certificateFile
        self.keyFile = keyFile
        self.certificateSetting = certificateSetting
        self.keySetting = keySetting
    }

    /// The server's TLS settings from the two files.
    public func configuration() throws(ServerTLSError) -> TLSConfiguration {
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificateFile)
        } catch {
            throw ServerTLSError(
                "\(certificateSetting) \(certificateFile): \(Self.reason(error, file: certificateFile, what: "certificate"))"
            )
        }
        guard !chain.isEmpty else {
            throw ServerTLSError(
                "\(certificateSetting) \(certificateFile): holds no PEM certificate (-----BEGIN CERTIFICATE-----)")
        }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(file: keyFile, format: .pem)
        } catch {
            throw ServerTLSError("\(keySetting) \(keyFile): \(Self.reason(error, file: keyFile, what: "private key"))")
        }
        return TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
    }

    /// `configuration()`, checked as the server will use it: the key must go with the certificate.
    public func checkedConfiguration() throws(ServerTLSError) -> TLSConfiguration {
        let configuration = try configuration()
        do {
            _ = try NIOSSLContext(configuration: configuration)
        } catch {
            throw ServerTLSError(
                "\(keySetting) \(keyFile) does not go with \(certificateSetting) \(certificateFile): \(error)")
        }
        return configuration
    }

    static func reason(_ error: any Error, file: String, what: String) -> String {
        guard FileManager.default.isReadableFile(atPath: file) else { return "no such file, or not readable" }
        return "is not a PEM \(what) (\(error))"
    }
}

/// A certificate or key a server cannot use: one line naming the setting, the file and the reason.
public struct ServerTLSError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
