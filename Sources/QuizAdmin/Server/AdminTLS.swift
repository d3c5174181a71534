import NIOSSL
import QuizTLS

/// HTTPS in the admin server itself (`admin serve --tls-cert --tls-key`): QuizTLS's `ServerTLS` read once when
/// the server starts. With TLS the session cookies are marked Secure.
public struct AdminTLS: Sendable {
    public var certificateFile: String
    public var keyFile: String

    public init(certificateFile: String, keyFile: String) {
        self.certificateFile = certificateFile
        self.keyFile = keyFile
    }

    var files: ServerTLS {
        ServerTLS(
            certificateFile: certificateFile, keyFile: keyFile, certificateSetting: "--tls-cert",
            keySetting: "--tls-key")
    }

    /// The server's TLS settings from the two files, checked as the server will use them (the key must go with
    /// the certificate); each problem names the option, the file and the reason.
    func checkedConfiguration() throws(AdminError) -> TLSConfiguration {
        do {
            return try files.checkedConfiguration()
        } catch {
            throw .badTLS(error.description)
        }
    }
}
