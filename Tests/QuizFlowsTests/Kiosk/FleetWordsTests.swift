import Foundation
import QuizCore
import QuizFlows
import QuizText
import TestSupportText
import Testing

/// A fleet sync's problem worded in the reader's language (issue 37), as the kiosk's fleet status page and
/// `tiltquiz fleet` say it: English word for word as the logs and `--json` have it, German and Arabic translated
/// around the values; the server's and the system's words, and an older store's English line, as they are.
@Suite struct FleetWordsTests {
    /// One problem of each kind, with each reason.
    static let problems: [FleetProblem] = {
        let address = "db.hall:5432"
        let reasons: [FleetReason] = [
            .refused, .noRoute, .hostNotFound(host: "db.hall"), .noAnswer(seconds: 60), .connectionFailed,
            .attemptsFailed, .untrusted(caFile: "/etc/tiltquiz/ca.pem"), .untrusted(caFile: nil),
            .wrongHost(host: "db.hall"), .tlsSettings(detail: "bad cipher"), .missing, .notAFile,
            .readableByOthers(mode: "0644", file: "/etc/tiltquiz/pw"), .unreadable(uid: 1000), .emptyFirstLine,
            .noCertificate, .caFileUnused(sslMode: "prefer"), .unknownKind(kind: "gift"), .badStamp(stamp: "x"),
            .system("Permission denied"),
        ]
        return reasons.map { FleetProblem.unreachable(address: address, reason: $0) } + [
            .passwordFile(file: "/etc/tiltquiz/pw", reason: .missing), .caFile(file: "/ca.pem", reason: .noCertificate),
            .wrongPassword(address: address, user: "kiosk_hall", passwordFile: "/etc/tiltquiz/pw"),
            .userRefused(address: address, user: "kiosk_hall", message: "no pg_hba.conf entry"),
            .authMethod(address: address, user: "kiosk_hall"), .noDatabase(address: address, database: "tiltquiz"),
            .noTLS(address: address, sslMode: "require"), .tls(address: address, reason: .untrusted(caFile: nil)),
            .server(address: address, message: "permission denied for table x", sqlState: "42501"),
            .closed(address: address), .poolClosed(address: address), .schemaVersion(server: 14, known: 12),
            .schemaVersion(server: 0, known: 12), .noSchema, .kioskTaken(kiosk: "hall-1"), .noPlayer("6f1d2c9e"),
            .noQuestion("q-1"), .badIncoming(logID: 42, reason: .unknownKind(kind: "gift")),
            .store(detail: "cannot use the database /data/quiz.sqlite: the disk is full"), .stopped, .noDeviceID,
            .pushShort(high: 3, last: 5), .badURL("the fleet URL names no user"), .other("a defect"),
            .recorded("cannot reach the fleet's PostgreSQL at hall:5432"),
        ]
    }()

    /// English's catalog says each problem exactly as its English line (logs, `--json`, the page's golden), but
    /// for the no-break space the catalog writes between a number and its unit ("60\u{00A0}s") where the log's
    /// line has a plain one.
    @Test func englishIsTheLineWordForWord() throws {
        let english = try Catalog.shipped("en")
        for problem in Self.problems {
            #expect(problem.words(in: english).replacing("\u{00A0}", with: " ") == problem.english)
        }
    }

    /// German and Arabic translate every worded kind and reason; the values stay in them as they are.
    @Test func germanAndArabicTranslateEveryKind() throws {
        for language in ["de", "ar"] {
            let catalog = try Catalog.shipped(language)
            for problem in Self.problems {
                let words = problem.words(in: catalog)
                switch problem {
                case .badURL, .other, .recorded: #expect(words == problem.english)
                default: #expect(words != problem.english, "\(language): \(problem)")
                }
                #expect(!words.contains("{") && !words.contains("admin.fleet."), "\(language): \(words)")
            }
        }
    }

    @Test func germanWordsAroundTheValuesAndKeepsTheServersWords() throws {
        let german = try Catalog.shipped("de")
        #expect(
            FleetProblem.unreachable(address: "db.hall:5432", reason: .noAnswer(seconds: 60)).words(in: german)
                == "keine Verbindung zu PostgreSQL unter db.hall:5432: keine Antwort innerhalb von 60\u{00A0}s")
        #expect(
            FleetProblem.server(address: "db.hall:5432", message: "permission denied for table x", sqlState: "42501")
                .words(in: german) == "PostgreSQL unter db.hall:5432: permission denied for table x (42501)")
        #expect(
            FleetProblem.unreachable(address: "db.hall:5432", reason: .system("Keine Berechtigung")).words(in: german)
                == "keine Verbindung zu PostgreSQL unter db.hall:5432: Keine Berechtigung")
        #expect(
            FleetProblem.schemaVersion(server: 14, known: 12).words(in: german)
                == "das PostgreSQL der Flotte hat Schemaversion 14; dieses tiltquiz kennt 12: Aktualisiere tiltquiz "
                + "auf diesem Rechner auf eine Version, die 14 kennt")
    }

    @Test func arabicWordsTheProblemAndItsReason() throws {
        let arabic = try Catalog.shipped("ar")
        #expect(
            FleetProblem.kioskTaken(kiosk: "hall-1").words(in: arabic)
                == "معرّف الكشك «hall-1» مرتبط بمجلد بيانات آخر في الأسطول (TQ001): أعطِ هذا الجهاز fleet.kiosk_id "
                + "خاصًا به، أو شغّله على مجلد البيانات الذي زامن أولًا باسم hall-1")
        #expect(
            FleetProblem.tls(address: "db.hall:5432", reason: .wrongHost(host: "db.hall")).words(in: arabic)
                == "فشل اتصال TLS بـ PostgreSQL على db.hall:5432: شهادته لا تسمّي db.hall، وsslmode=verify-full "
                + "يتحقق من الاسم")
    }

    /// The journal keeps the problem as JSON and reads it back whole; a line from an older store is `recorded`.
    @Test func theStoredFormRoundTripsAndAnOldLineIsKeptAsItIs() {
        for problem in Self.problems {
            #expect(FleetProblem(stored: problem.stored) == problem)
        }
        let old = "cannot connect to PostgreSQL at hall:5432: the connection was refused"
        #expect(FleetProblem(stored: old) == .recorded(old))
        #expect(FleetProblem(stored: "{not json").english == "{not json")
    }

    /// The refused changes' line, one wording for the kiosk's page and the command.
    @Test func theRefusedChangesAreWordedOnce() throws {
        let (english, german) = (try Catalog.shipped("en"), try Catalog.shipped("de"))
        #expect(FleetStatusWords.refused(count: 0, last: nil).string(in: english) == "none")
        #expect(
            FleetStatusWords.refused(count: 2, last: "#12 (purchase): bad (22P02)").string(in: english)
                == "2 changes; the last: #12 (purchase): bad (22P02)")
        #expect(
            FleetStatusWords.refused(count: 2, last: "#12").string(in: german).hasPrefix(
                "2 Änderungen; die letzte: #12"))
    }
}
