import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
import NIOSSL
import QuizCore

extension HTTPFailure {
    /// How many times its compressed size a gzip or deflate answer may grow before the download stops.
    static let decompressionRatio = 100

    /// Why a request could not be made of `url`.
    init(requestError error: any Error, url: URL) {
        let text = url.absoluteString
        let scheme = url.scheme?.lowercased()
        if scheme != "http" && scheme != "https" {
            self = .other("\(text) is not an http or https URL")
        } else if (error as? HTTPClientError) == .emptyHost {
            self = .other("\(text) names no host")
        } else {
            self = .other("the request to \(text) cannot be made (\(error))")
        }
    }

    /// Why a request failed, from async-http-client's, SwiftNIO's or the TLS library's error; `received` tells
    /// an answer cut short from a connection lost before it.
    init(_ error: any Error, received: HTTPBodyCollector.Received, limits: HTTPLimits) {
        let idle = HTTPFailure.timedOut(seconds: limits.connectSeconds, total: false)
        let closed: HTTPFailure =
            if let expected = received.expected, received.bytes < expected {
                .truncated(received: received.bytes, expected: expected)
            } else {
                .connectionLost
            }
        switch error {
        case let error as HTTPClientError:
            self = Self(client: error, idle: idle, closed: closed, limits: limits)
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil {
                self = .hostNotFound(error.host)
            } else if let first = error.connectionErrors.first {
                self = Self(first.error, received: received, limits: limits)
            } else {
                self = .hostNotFound(error.host)
            }
        case SocketAddressError.unknown(let host, _): self = .hostNotFound(host)
        case let error as IOError: self = Self(errno: error.errnoCode, idle: idle, closed: closed)
        case ChannelError.connectTimeout: self = idle
        case ChannelError.eof, ChannelError.ioOnClosedChannel, ChannelError.outputClosed: self = closed
        case HTTPParserError.invalidEOFState: self = closed
        case let error as HTTPParserError: self = .other("the server's answer is not HTTP (\(error))")
        case NIOHTTPDecompression.DecompressionError.limit:
            self = .other(
                "the compressed answer grew past \(Self.decompressionRatio) times its size; the download was stopped")
        case let error as NIOHTTPDecompression.DecompressionError:
            self = .other("the compressed answer cannot be decoded (\(error))")
        case NIOSSLError.uncleanShutdown: self = closed
        case let error as NIOSSLError: self = .secureConnection(Self.tlsDetail(error))
        case let error as NIOSSLExtraError: self = .secureConnection(Self.tlsDetail(error))
        case let error as BoringSSLError: self = .secureConnection(Self.tlsDetail(error))
        default: self = .other("\(error)")
        }
    }

    private init(client error: HTTPClientError, idle: HTTPFailure, closed: HTTPFailure, limits: HTTPLimits) {
        switch error {
        case .deadlineExceeded: self = .timedOut(seconds: limits.totalSeconds, total: true)
        case .connectTimeout, .readTimeout, .writeTimeout, .tlsHandshakeTimeout, .getConnectionFromPoolTimeout:
            self = idle
        case .remoteConnectionClosed, .uncleanShutdown: self = closed
        case .cancelled, .alreadyShutdown: self = .other("the download was stopped: the game is closing")
        case .proxyAuthenticationRequired:
            self = .other("the proxy asks for a user name and password (407): give them in the proxy's URL")
        case .invalidProxyResponse:
            self = .other("the proxy refused to open a tunnel (CONNECT) to the server")
        case .httpProxyHandshakeTimeout, .socksHandshakeTimeout: self = .other("the proxy did not answer in time")
        default: self = .other("\(error)")
        }
    }

    private init(errno: Int32, idle: HTTPFailure, closed: HTTPFailure) {
        switch errno {
        case ECONNREFUSED: self = .refused
        case ETIMEDOUT: self = idle
        case ECONNRESET, EPIPE, ECONNABORTED: self = closed
        case ENETUNREACH, EHOSTUNREACH: self = .other("the server cannot be reached from here (no route to it)")
        default: self = .other(String(cString: strerror(errno)).lowercased())
        }
    }

    /// The TLS library's reason in words: "certificate verify failed", "wrong version number"...
    private static func tlsDetail(_ error: any Error) -> String {
        let text = String(describing: error)
        if text.contains("failedToValidateHostname") { return "the certificate is not for this host" }
        if text.contains("CERTIFICATE_VERIFY_FAILED") { return "the server's certificate is not trusted" }
        // BoringSSL's errors read "error:1000010b:SSL routines:OPENSSL_internal:WRONG_VERSION_NUMBER at ...".
        let reasons = text.split(whereSeparator: { !($0.isUppercase || $0 == "_" || $0.isNumber) })
            .filter { $0.contains("_") && $0.first?.isLetter == true && $0 != "OPENSSL_internal" }
        if let reason = reasons.last { return reason.replacingOccurrences(of: "_", with: " ").lowercased() }
        return text
    }
}
