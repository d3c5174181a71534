import QuizCore
import QuizText

extension FleetProblem {
    /// Why the fleet cannot be synced with, in the reader's language: the kiosk's fleet status page and
    /// `tiltquiz fleet status` and `fleet sync --once` say it with this one wording. What a PostgreSQL server or the
    /// system says (a server's message, strerror, the TLS library's error, the store's error) stays as it is inside
    /// the sentence; a line an older store kept in English is shown as it is.
    public var screenText: ScreenText {
        func text(_ key: String, _ values: [String: String], reason: FleetReason? = nil) -> ScreenText {
            var filled = values.mapValues(ScreenText.Value.verbatim)
            if let reason { filled["reason"] = .clause(reason.screenText) }
            return ScreenText(key, filled)
        }
        switch self {
        case .badURL(let line): return .verbatim(line)
        case .passwordFile(let file, let reason):
            return text("admin.fleet.problem.password_file", ["file": file], reason: reason)
        case .caFile(let file, let reason): return text("admin.fleet.problem.ca_file", ["file": file], reason: reason)
        case .unreachable(let address, let reason):
            return text("admin.fleet.problem.unreachable", ["address": address], reason: reason)
        case .wrongPassword(let address, let user, let passwordFile):
            return text("admin.fleet.problem.wrong_password", ["address": address, "user": user, "file": passwordFile])
        case .userRefused(let address, let user, let message):
            return text("admin.fleet.problem.user_refused", ["address": address, "user": user, "message": message])
        case .authMethod(let address, let user):
            return text("admin.fleet.problem.auth_method", ["address": address, "user": user])
        case .noDatabase(let address, let database):
            return text("admin.fleet.problem.no_database", ["address": address, "database": database])
        case .noTLS(let address, let sslMode):
            return text("admin.fleet.problem.no_tls", ["address": address, "sslmode": sslMode])
        case .tls(let address, let reason): return text("admin.fleet.problem.tls", ["address": address], reason: reason)
        case .server(let address, let message, let sqlState):
            return text("admin.fleet.problem.server", ["address": address, "message": message, "sqlstate": sqlState])
        case .closed(let address): return text("admin.fleet.problem.closed", ["address": address])
        case .poolClosed(let address): return text("admin.fleet.problem.pool_closed", ["address": address])
        case .schemaVersion(let server, let known):
            return ScreenText(
                server > known ? "admin.fleet.problem.schema_newer" : "admin.fleet.problem.schema_older",
                ["server": .number(server), "known": .number(known)])
        case .noSchema: return ScreenText("admin.fleet.problem.no_schema")
        case .kioskTaken(let kiosk): return text("admin.fleet.problem.kiosk_taken", ["kiosk": kiosk])
        case .noPlayer(let player): return text("admin.fleet.problem.no_player", ["player": player])
        case .noQuestion(let uid): return text("admin.fleet.problem.no_question", ["uid": uid])
        case .badIncoming(let logID, let reason):
            return text("admin.fleet.problem.bad_incoming", ["change": String(logID)], reason: reason)
        case .store(let detail): return text("admin.fleet.problem.store", ["detail": detail])
        case .stopped: return ScreenText("admin.fleet.problem.stopped")
        case .noDeviceID: return ScreenText("admin.fleet.problem.no_device_id")
        case .pushShort(let high, let last):
            return text("admin.fleet.problem.push_short", ["high": String(high), "last": String(last)])
        case .other(let words), .recorded(let words): return .verbatim(words)
        }
    }

    /// The problem in `catalog`'s language.
    public func words(in catalog: Catalog) -> String {
        screenText.string(in: catalog)
    }
}

extension FleetReason {
    /// Why a connection, a file or a change could not be used, in the reader's language; the system's words as
    /// they are.
    public var screenText: ScreenText {
        switch self {
        case .refused: ScreenText("admin.fleet.reason.refused")
        case .noRoute: ScreenText("admin.fleet.reason.no_route")
        case .hostNotFound(let host): ScreenText("admin.fleet.reason.host_not_found", ["host": .verbatim(host)])
        case .noAnswer(let seconds): ScreenText("admin.fleet.reason.no_answer", ["seconds": .number(seconds)])
        case .connectionFailed: ScreenText("admin.fleet.reason.connection_failed")
        case .attemptsFailed: ScreenText("admin.fleet.reason.attempts_failed")
        case .untrusted(let caFile?): ScreenText("admin.fleet.reason.untrusted_ca_file", ["file": .verbatim(caFile)])
        case .untrusted(nil): ScreenText("admin.fleet.reason.untrusted_system")
        case .wrongHost(let host): ScreenText("admin.fleet.reason.wrong_host", ["host": .verbatim(host)])
        case .tlsSettings(let detail): ScreenText("admin.fleet.reason.tls_settings", ["detail": .verbatim(detail)])
        case .missing: ScreenText("admin.fleet.reason.missing")
        case .notAFile: ScreenText("admin.fleet.reason.not_a_file")
        case .readableByOthers(let mode, let file):
            ScreenText("admin.fleet.reason.readable_by_others", ["mode": .verbatim(mode), "file": .verbatim(file)])
        case .unreadable(let uid): ScreenText("admin.fleet.reason.unreadable", ["uid": .verbatim(String(uid))])
        case .emptyFirstLine: ScreenText("admin.fleet.reason.empty_first_line")
        case .noCertificate: ScreenText("admin.fleet.reason.no_certificate")
        case .caFileUnused(let sslMode):
            ScreenText("admin.fleet.reason.ca_file_unused", ["sslmode": .verbatim(sslMode)])
        case .unknownKind(let kind): ScreenText("admin.fleet.reason.unknown_kind", ["kind": .verbatim(kind)])
        case .badStamp(let stamp): ScreenText("admin.fleet.reason.bad_stamp", ["stamp": .verbatim(stamp)])
        case .system(let words): .verbatim(words)
        }
    }
}

/// The fleet status's lines that the kiosk's page and `tiltquiz fleet status` both say, worded once.
public enum FleetStatusWords {
    /// How many of the device's changes the server refused and kept, and the last one's line (docs/fleet.md); none.
    public static func refused(count: Int, last: String?) -> ScreenText {
        guard count > 0 else { return ScreenText("admin.fleet.none") }
        return ScreenText("admin.fleet.refused_changes", ["last": .verbatim(last ?? "?")], count: count)
    }
}
