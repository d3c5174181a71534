import Foundation
import QuizConfig
import QuizCore
import QuizFlows
import QuizSecrets
import QuizText
import TestSupportText
import Testing

/// A config file's problems worded in the reader's language (issue 37), as `config check`, `tiltquiz play` and every
/// command that reads the config say them: English word for word as `ConfigError.description` (the English the
/// command line printed before), German and Arabic translated around the file's own words.
@Suite struct ConfigWordsTests {
    /// Problems of every kind, with each value, allowed text, hint and nested reason.
    static let reasons: [ConfigReason] = {
        let allowed: [ConfigAllowed] = [
            .oneOf(["0", "90", "180", "270"]), .oneOf(["true", "false"]), .oneOf(["auto"]),
            .wholeNumber(from: 0, to: 100), .number(from: "1", to: "1.5"), .listOf(["tilt", "trivia", "daily"]),
            .packs, .url, .eventsURL, .pinHash, .tiltDevice, .mountMatrix, .timeZone, .sentence(limit: 500),
            .sentence(limit: 1), .coinKey, .dataDirectory, .absolutePath(example: "/etc/tiltquiz/fleet-ca.pem"),
            .kioskID(limit: 63), .fleetURL, .listen, .liveSource, .blockedWords,
        ]
        let hints: [ConfigHint] = [
            .didYouMean("kmsdrm"), .rows(2), .rows(1), .rowValues(row: 2, count: 4), .rowValues(row: 1, count: 1),
            .rowNotNumber(row: 3, value: "x"), .rowZeros(row: 1), .kioskIDEmpty, .kioskIDLength(70),
        ]
        let values: [ConfigValue] = [.written("45"), .written("maybe"), .list, .group, .emptyList]
        var reasons: [ConfigReason] = [
            .noSuchFile, .isFolder, .unreadable, .notUTF8, .twoFiles(other: "/etc/tiltquiz/config.yml"),
            .yaml(problem: "mapping values are not allowed in this context", column: 7, tabs: false),
            .yaml(problem: "found character that cannot start any token", column: 1, tabs: true),
            .yamlText(problem: "invalid leading UTF-8 octet"), .yamlOther(detail: "something else"),
            .writeNested(group: "display", key: "rotation"),
            .groupNeedsKeys(found: .written("90"), keys: ["width", "height", "rotation"]),
            .notAKey(found: .list), .setTwice(firstLine: nil), .setTwice(firstLine: 3), .plainPIN,
            .unknownDidYouMean("display.rotation"), .unknownInGroup(group: "sound", keys: ["enabled", "volume"]),
            .unknown(settings: ["modes", "language", "kiosk"]), .listedTwice("tilt"), .notPackID("my pack"),
            .consentTooLong(characters: 501, limit: 500), .coinKeyUsed("space"), .notOneWord("two words"),
            .pinHashNeeded, .consentEmpty, .languageNotOffered("de", offered: ["en", "fr"]), .needsFleetURL,
            .passwordFileNeeded, .tlsCertWithoutKey, .tlsKeyWithoutCert,
            .hostNameNotKioskID(host: "my host", limit: 63),
            .fleet(.passwordFile(file: "/etc/tiltquiz/pw", reason: .missing)),
        ]
        reasons += values.map { .notSettings(found: $0) }
        reasons += values.flatMap { value in allowed.map { .notAllowed(value, allowed: $0, hint: nil) } }
        reasons += hints.map { .notAllowed(.written("kms"), allowed: .oneOf(["auto", "kmsdrm"]), hint: $0) }
        reasons += allowed.map { .notAllowedInList(.group, allowed: $0) }
        let urlProblems: [ConfigURLProblem] = [.empty, .spaces, .notURL, .scheme("ftp"), .noHost]
        reasons += urlProblems.map { .badURL("ftp://example.org", $0, allowed: .url) }
        reasons += [ListenAddress.Problem.noPort, .noHost, .badPort].map { .badListen("8090", $0) }
        reasons += [WordFileProblem.missing, .folder, .unreadable, .notUTF8].map {
            .wordsFile(path: "/etc/tiltquiz/words.txt", $0)
        }
        for text in [
            "x", "pbkdf2-sha256$5$00$00", "pbkdf2-sha256$10000$zz$00", "pbkdf2-sha256$10000$0011223344556677$00",
        ] {
            if case .failure(let error) = Result(catching: { () throws(SaltedHashError) in try SaltedHash.parse(text) })
            {
                reasons.append(.badPINHash(error))
            }
        }
        return reasons
    }()

    /// English's catalog says each problem exactly as the English line the command line printed before.
    @Test func englishIsTheLineWordForWord() throws {
        let english = try Catalog.shipped("en")
        for reason in Self.reasons {
            #expect(reason.screenText.string(in: english) == reason.description)
        }
    }

    /// Every kind of problem has its catalog text: a kind added without one (or left out here) fails.
    @Test func everyKindHasACatalogText() throws {
        let english = try Catalog.shipped("en")
        let covered = Set(Self.reasons.map(\.kind))
        #expect(Set(ConfigReason.Kind.allCases).subtracting(covered) == [])
        for reason in Self.reasons {
            let text = reason.screenText
            if reason.kind != .fleet { #expect(english.keys.contains(text.key), "\(reason.kind): \(text.key)") }
        }
    }

    /// German and Arabic translate every problem; the file's own words (key paths, values) stay as written.
    @Test func germanAndArabicTranslateEveryKind() throws {
        for language in ["de", "ar"] {
            let catalog = try Catalog.shipped(language)
            for reason in Self.reasons {
                let words = reason.screenText.string(in: catalog)
                #expect(words != reason.description, "\(language): \(reason)")
                // No placeholder left unfilled; `events.url`'s example writes `{language}` as the file does.
                let unfilled = words.replacingOccurrences(of: ConfigAllowed.eventsURLExample, with: "")
                #expect(!unfilled.contains("{"), "\(language): \(words)")
            }
        }
        let german = try Catalog.shipped("de")
        #expect(
            ConfigReason.notAllowed(.written("45"), allowed: .oneOf(["0", "90", "180", "270"]), hint: nil)
                .screenText.string(in: german) == "45 ist nicht erlaubt; erlaubt: 0, 90, 180 oder 270")
        let arabic = try Catalog.shipped("ar")
        #expect(
            ConfigReason.notAllowed(.written("45"), allowed: .oneOf(["0", "90", "180", "270"]), hint: nil)
                .screenText.string(in: arabic) == "45 غير مسموح؛ استخدم 0، 90، 180 أو 270")
    }

    /// A German config with several bad keys: each line names the file, the line and the key, in German.
    @Test func aGermanFileIsCheckedInGerman() throws {
        let text =
            "language: de\ndisplay:\n  rotation: 45\n  renderer: gpu\nsound:\n  volume: laut\nkiosk: vielleicht\n"
        let error = try #require(parseError(text))
        #expect(error.language == .de)
        #expect(
            error.lines(in: try Catalog.shipped("de")).split(separator: "\n") == [
                "de.yaml:3: display.rotation: 45 ist nicht erlaubt; erlaubt: 0, 90, 180 oder 270",
                "de.yaml:4: display.renderer: \"gpu\" ist nicht erlaubt; erlaubt: auto, accelerated oder software",
                "de.yaml:6: sound.volume: \"laut\" ist nicht erlaubt; erlaubt: eine ganze Zahl von 0 bis 100",
                "de.yaml:7: kiosk: \"vielleicht\" ist nicht erlaubt; erlaubt: true oder false",
            ])
    }

    /// An Arabic config with several bad keys: Arabic words around the Latin key paths and values.
    @Test func anArabicFileIsCheckedInArabic() throws {
        let text = "display:\n  rotaton: 90\nlanguage: ar\nmodes: [tilt, tilt]\nlive:\n  listen: 8090\n"
        let error = try #require(parseError(text))
        #expect(error.language == .ar)
        #expect(
            error.lines(in: try Catalog.shipped("ar")).split(separator: "\n") == [
                "de.yaml:2: display.rotaton: إعداد غير معروف؛ هل تقصد display.rotation؟",
                "de.yaml:4: modes: \"tilt\" مذكور مرتين؛ اذكره مرة واحدة",
                "de.yaml:6: live.listen: 8090 غير مسموح (ينقصه «:PORT»)؛ استخدم HOST:PORT مثل 0.0.0.0:8090 أو 192.168.1.20:8090",
            ])
    }

    /// The language is read leniently: a bad key does not hide it, a bad language is no language, and YAML that
    /// cannot be read still names its `language:` line; English without one.
    @Test func theLanguageIsReadLeniently() {
        #expect(parseError("language: tr\nsound:\n  volume: 500\n")?.language == .tr)
        #expect(parseError("language: xx\nsound:\n  volume: 500\n")?.language == nil)
        #expect(parseError("language: pseudo\nsound:\n  volume: 500\n")?.language == nil)
        #expect(parseError("sound:\n  volume: 500\n")?.language == nil)
        #expect(parseError("language: fr  # the hall's\nsound:\n\tvolume: 5\n")?.language == .fr)
    }

    private func parseError(_ text: String) -> ConfigError? {
        do {
            _ = try KioskConfig.parse(text, file: "de.yaml")
            return nil
        } catch {
            return error
        }
    }
}
