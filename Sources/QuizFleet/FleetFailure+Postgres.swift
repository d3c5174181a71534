import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO
import QuizCore
import _ConnectionPoolModule

extension FleetFailure {
    /// The failure that postgres-nio's, SwiftNIO's or the TLS library's `error` stands for when talking to
    /// `server` with the password from `passwordFile`; nil for an error no user causes (a defect), which is
    /// passed on as it is.
    ///
    /// postgres-nio reports the server's refusals as `PSQLError` with code `.server` and the SQLSTATE in its
    /// `serverInfo`, and what stopped the connection as `.connectionError` with SwiftNIO's error beneath.
    init?(_ error: any Error, server: FleetServer, passwordFile: String) {
        let address = server.address
        switch error {
        case let error as FleetFailure:
            self = error
        case let error as PSQLError:
            self.init(postgres: error, server: server, passwordFile: passwordFile)
        case let error as ConnectionPoolError where error == .connectionCreationCircuitBreakerTripped:
            self = .unreachable(address: address, reason: .attemptsFailed)
        default:
            guard let failure = Self.connecting(error, server: server) else { return nil }
            self = failure
        }
    }

    private init?(postgres error: PSQLError, server: FleetServer, passwordFile: String) {
        let address = server.address
        switch error.code {
        case .server:
            let sqlState = error.serverInfo?[.sqlState] ?? "?"
            let message = error.serverInfo?[.message] ?? "an error without a message"
            switch sqlState {
            case "28P01": self = .wrongPassword(address: address, user: server.user, passwordFile: passwordFile)
            case "28000": self = .userRefused(address: address, user: server.user, message: message)
            case "3D000": self = .noDatabase(address: address, database: server.database)
            default: self = .server(address: address, message: message, sqlState: sqlState)
            }
        case .sslUnsupported:
            self = .noTLS(address: address, sslMode: server.sslMode.rawValue)
        case .unsupportedAuthMechanism:
            self = .authMethod(address: address, user: server.user)
        case .connectionError, .failedToAddSSLHandler, .serverClosedConnection, .uncleanShutdown:
            if let underlying = error.underlying, let failure = Self.connecting(underlying, server: server) {
                self = failure
            } else if error.code == .connectionError {
                self = .unreachable(address: address, reason: .connectionFailed)
            } else {
                self = .closed(address: address)
            }
        default:
            return nil
        }
    }

    /// Why a connection could not be made or kept, from SwiftNIO's or the TLS library's error.
    private static func connecting(_ error: any Error, server: FleetServer) -> FleetFailure? {
        let address = server.address
        switch error {
        case let error as NIOConnectionError:
            if let first = error.connectionErrors.first { return connecting(first.error, server: server) }
            return .unreachable(address: address, reason: .hostNotFound(host: error.host))
        case SocketAddressError.unknown(let host, _):
            return .unreachable(address: address, reason: .hostNotFound(host: host))
        case ChannelError.connectTimeout(let time):
            return .unreachable(address: address, reason: .noAnswer(seconds: Int(time.nanoseconds / 1_000_000_000)))
        case let error as IOError:
            return .unreachable(address: address, reason: reason(errno: error.errnoCode))
        case NIOSSLError.handshakeFailed(let detail) where "\(detail)".contains("CERTIFICATE_VERIFY_FAILED"):
            return .tls(address: address, reason: .untrusted(caFile: server.caFile))
        case let error as NIOSSLExtraError where error == .failedToValidateHostname:
            return .tls(address: address, reason: .wrongHost(host: server.host))
        case let error as NIOSSLError: return .tls(address: address, reason: .system("\(error)"))
        case let error as NIOSSLExtraError: return .tls(address: address, reason: .system("\(error)"))
        case let error as BoringSSLError: return .tls(address: address, reason: .system("\(error)"))
        default: return nil
        }
    }

    private static func reason(errno: Int32) -> FleetReason {
        switch errno {
        case ECONNREFUSED: .refused
        case EHOSTUNREACH, ENETUNREACH: .noRoute
        default: .system(String(cString: strerror(errno)))
        }
    }
}
