import QuizCore
import QuizSecrets

/// What is wrong with a setting or the file, as a value: a kind and its values (the value written, what is
/// allowed, numbers, key paths). The reader's words come from the catalog where it is read
/// (`ConfigProblem.screenText`, QuizFlows); `description` is the English the command line printed before, which
/// the catalog's English equals word for word (a test holds them together).
public enum ConfigReason: Sendable, Equatable, CustomStringConvertible {
    // The file as a whole.
    case noSuchFile
    case isFolder
    case unreadable
    case notUTF8
    /// Both `config.yaml` and `config.yml` in one folder: the other file's path.
    case twoFiles(other: String)
    /// YAML the parser refused: its own reason (English, the library's), the column, and whether tabs indent.
    case yaml(problem: String, column: Int, tabs: Bool)
    /// Text the YAML reader refused (its own reason).
    case yamlText(problem: String)
    /// Another YAML error, as the library describes it.
    case yamlOther(detail: String)
    /// The document is not a mapping of settings.
    case notSettings(found: ConfigValue)

    // Keys.
    /// `display.rotation: 90` at the top level: the group and the key to write below it.
    case writeNested(group: String, key: String)
    /// A group written as one value; the keys it holds.
    case groupNeedsKeys(found: ConfigValue, keys: [String])
    case notAKey(found: ConfigValue)
    /// The same key twice; the line of the first when known.
    case setTwice(firstLine: Int?)
    /// `admin.pin`, `pin`: a plain PIN.
    case plainPIN
    /// An unknown key close to a known one (the full key path).
    case unknownDidYouMean(String)
    /// An unknown key in a known group: the group and its keys.
    case unknownInGroup(group: String, keys: [String])
    /// An unknown key: the top-level names.
    case unknown(settings: [String])

    // Values.
    /// `45 is not allowed; use 0, 90, 180 or 270`, with a hint such as ` (did you mean kmsdrm?)`.
    case notAllowed(ConfigValue, allowed: ConfigAllowed, hint: ConfigHint?)
    case notAllowedInList(ConfigValue, allowed: ConfigAllowed)
    case listedTwice(String)
    case notPackID(String)
    /// A URL that cannot be downloaded: the text, why, and what to write.
    case badURL(String, ConfigURLProblem, allowed: ConfigAllowed)
    case badPINHash(SaltedHashError)
    case consentTooLong(characters: Int, limit: Int)
    case coinKeyUsed(String)
    case badListen(String, ListenAddress.Problem)
    case wordsFile(path: String, WordFileProblem)
    case notOneWord(String)

    // Settings that go together.
    case pinHashNeeded
    case consentEmpty
    /// `language` not among `languages`: the language and the offered ones.
    case languageNotOffered(String, offered: [String])
    case needsFleetURL
    case passwordFileNeeded
    case tlsCertWithoutKey
    case tlsKeyWithoutCert
    /// The fleet's `kiosk_id` unset and the host name no kiosk id.
    case hostNameNotKioskID(host: String, limit: Int)
    /// A fleet setting QuizFleet refused (a password in the URL, a password file others may read ...).
    case fleet(FleetProblem)

    /// Every kind, by name: a test asks each for a catalog text.
    public enum Kind: String, CaseIterable, Sendable {
        case noSuchFile, isFolder, unreadable, notUTF8, twoFiles, yaml, yamlText, yamlOther, notSettings
        case writeNested, groupNeedsKeys, notAKey, setTwice, plainPIN, unknownDidYouMean, unknownInGroup, unknown
        case notAllowed, notAllowedInList, listedTwice, notPackID, badURL, badPINHash, consentTooLong, coinKeyUsed
        case badListen, wordsFile, notOneWord
        case pinHashNeeded, consentEmpty, languageNotOffered, needsFleetURL, passwordFileNeeded, tlsCertWithoutKey
        case tlsKeyWithoutCert, hostNameNotKioskID, fleet
    }

    public var kind: Kind {
        switch self {
        case .noSuchFile: .noSuchFile
        case .isFolder: .isFolder
        case .unreadable: .unreadable
        case .notUTF8: .notUTF8
        case .twoFiles: .twoFiles
        case .yaml: .yaml
        case .yamlText: .yamlText
        case .yamlOther: .yamlOther
        case .notSettings: .notSettings
        case .writeNested: .writeNested
        case .groupNeedsKeys: .groupNeedsKeys
        case .notAKey: .notAKey
        case .setTwice: .setTwice
        case .plainPIN: .plainPIN
        case .unknownDidYouMean: .unknownDidYouMean
        case .unknownInGroup: .unknownInGroup
        case .unknown: .unknown
        case .notAllowed: .notAllowed
        case .notAllowedInList: .notAllowedInList
        case .listedTwice: .listedTwice
        case .notPackID: .notPackID
        case .badURL: .badURL
        case .badPINHash: .badPINHash
        case .consentTooLong: .consentTooLong
        case .coinKeyUsed: .coinKeyUsed
        case .badListen: .badListen
        case .wordsFile: .wordsFile
        case .notOneWord: .notOneWord
        case .pinHashNeeded: .pinHashNeeded
        case .consentEmpty: .consentEmpty
        case .languageNotOffered: .languageNotOffered
        case .needsFleetURL: .needsFleetURL
        case .passwordFileNeeded: .passwordFileNeeded
        case .tlsCertWithoutKey: .tlsCertWithoutKey
        case .tlsKeyWithoutCert: .tlsKeyWithoutCert
        case .hostNameNotKioskID: .hostNameNotKioskID
        case .fleet: .fleet
        }
    }

    /// The English line (without the file, line and key).
    public var description: String {
        switch self {
        case .noSuchFile: return "no such file"
        case .isFolder: return "is a folder; name the config file itself"
        case .unreadable: return "cannot be read; check its permissions"
        case .notUTF8: return "is not UTF-8 text"
        case .twoFiles(let other): return "\(other) is there too; keep one of the two, as only one is read"
        case .yaml(let problem, let column, let tabs):
            return "is not valid YAML: \(problem) at column \(column)" + (tabs ? "; indent with spaces, not tabs" : "")
        case .yamlText(let problem): return "is not valid YAML text: \(problem)"
        case .yamlOther(let detail): return "is not valid YAML: \(detail)"
        case .notSettings(let found):
            return "the file must hold settings such as \"kiosk: true\", one per line; found \(found)"
        case .writeNested(let group, let key):
            return "write it nested: \"\(group):\" on one line and \"\(key):\" indented below it"
        case .groupNeedsKeys(let found, let keys):
            return "\(found) is not allowed; indent its settings below it (\(Wording.all(keys)))"
        case .notAKey(let found): return "\(found) cannot be a key; keys are words such as kiosk"
        case .setTwice(let first): return "is set twice\(first.map { " (first on line \($0))" } ?? ""); keep one"
        case .plainPIN:
            return "a plain PIN is not allowed in the config file; run `tiltquiz config hash-pin` "
                + "and put the pin_hash line it prints under admin:"
        case .unknownDidYouMean(let key): return "unknown setting; did you mean \(key)?"
        case .unknownInGroup(let group, let keys): return "unknown setting; \(group) holds \(Wording.all(keys))"
        case .unknown(let settings): return "unknown setting; the settings are \(Wording.all(settings))"
        case .notAllowed(let value, let allowed, let hint):
            return "\(value) is not allowed; use \(allowed)\(hint?.description ?? "")"
        case .notAllowedInList(let value, let allowed): return "\(value) is not allowed in the list; use \(allowed)"
        case .listedTwice(let text): return "\(Wording.value(text)) is listed twice; list it once"
        case .notPackID(let text):
            return "\(Wording.value(text)) is not a pack id; pack ids are letters, digits, \"-\", \"_\" and \".\""
        case .badURL(let text, let problem, let allowed): return "\(Wording.value(text)) \(problem); use \(allowed)"
        case .badPINHash(let error): return "\(error.message); paste \(ConfigAllowed.pinHash)"
        case .consentTooLong(let characters, let limit):
            return "has \(characters) \(characters == 1 ? "character" : "characters"); use "
                + ConfigAllowed.sentence(limit: limit).description
        case .coinKeyUsed(let text):
            return "\(Wording.value(text)) is not allowed; the game uses that key; use another, such as 0"
        case .badListen(let text, let problem):
            return "\(Wording.value(text)) is not allowed (\(problem.reason)); use \(ConfigAllowed.listen)"
        case .wordsFile(let path, let problem): return "the file \(path) \(problem)"
        case .notOneWord(let text): return "\(Wording.value(text)) is not one word; list one word an item"
        case .pinHashNeeded:
            return "is needed when kiosk is true, or nobody can leave the game; run `tiltquiz config hash-pin` "
                + "and put the pin_hash line it prints under admin:"
        case .consentEmpty: return "is empty; when leads.enabled is true, players must be told what they agree to"
        case .languageNotOffered(let language, let offered):
            return "\(language) is not one of languages (\(offered.joined(separator: ", "))); "
                + "add it there, or choose one of them"
        case .needsFleetURL:
            return "is set, but fleet.postgres_url is not; set the URL to join a fleet, or leave the fleet's "
                + "settings empty for a single device"
        case .passwordFileNeeded:
            return "is needed with fleet.postgres_url: an absolute path to the file (mode 0600) holding the password "
                + "of the URL's user"
        case .tlsCertWithoutKey:
            return "is set, but live.tls_key is not; HTTPS needs the certificate's private key file too"
        case .tlsKeyWithoutCert: return "is set, but live.tls_cert is not; HTTPS needs the certificate file too"
        case .hostNameNotKioskID(let host, let limit):
            return "is empty, and the host name \"\(host)\" cannot be a kiosk id; set "
                + "1 to \(limit) letters, digits, \"-\", \"_\" and \".\""
        case .fleet(let problem): return problem.description
        }
    }
}

/// A value as a problem names it.
public enum ConfigValue: Sendable, Equatable, CustomStringConvertible {
    /// A value as written: numbers bare, anything else in double quotes.
    case written(String)
    case list
    case group
    case emptyList

    public var description: String {
        switch self {
        case .written(let text): Wording.value(text)
        case .list: "a list"
        case .group: "a group of settings"
        case .emptyList: "an empty list"
        }
    }
}

/// What a setting takes, as a problem names it after "use".
public enum ConfigAllowed: Sendable, Equatable, CustomStringConvertible {
    /// One of these words or numbers: `0, 90, 180 or 270`.
    case oneOf([String])
    case wholeNumber(from: Int, to: Int)
    /// A number that may have a fraction, its bounds as written (`1`, `1.5`).
    case number(from: String, to: String)
    /// A list of these words, or `all`.
    case listOf([String])
    case packs
    case url
    case eventsURL
    case pinHash
    case tiltDevice
    case mountMatrix
    case timeZone
    case sentence(limit: Int)
    case coinKey
    case dataDirectory
    /// An absolute path such as `example`, or "" for none.
    case absolutePath(example: String)
    case kioskID(limit: Int)
    case fleetURL
    case listen
    case liveSource
    case blockedWords

    public var description: String {
        switch self {
        case .oneOf(let words): Wording.alternatives(words)
        case .wholeNumber(let low, let high): "a whole number from \(low) to \(high)"
        case .number(let low, let high): "a number from \(low) to \(high)"
        case .listOf(let words): "a list of \(Wording.all(words)), or all"
        case .packs: "all, or a list of pack ids such as [tiltquiz-true-false, tiltquiz-trivia]"
        case .url: "an http or https URL such as https://example.org/quizzes.json, or \"\" for none"
        case .eventsURL:
            "an http or https URL such as \(Self.eventsURLExample) (the default), or \"\" for it"
        case .pinHash: "the pin_hash line printed by `tiltquiz config hash-pin`"
        case .tiltDevice: "auto, keys, gamepad or a device path such as /dev/input/event3 or /dev/iio:device0"
        case .mountMatrix:
            "3 rows of 3 numbers like \"0, 1, 0; -1, 0, 0; 0, 0, 1\" (hwdb ACCEL_MOUNT_MATRIX), or \"\" for none"
        case .timeZone: "local or a time zone name such as Europe/Berlin or America/New_York"
        case .sentence(let limit): "a sentence of at most \(limit) \(limit == 1 ? "character" : "characters")"
        case .coinKey: "an SDL key name such as 0, 9, F1 or Keypad 0"
        case .dataDirectory: "an absolute path such as /var/lib/tiltquiz, or \"\" for the standard place"
        case .absolutePath(let example): "an absolute path such as \(example), or \"\" for none"
        case .kioskID(let limit):
            "1 to \(limit) letters, digits, \"-\", \"_\" and \".\", such as hall-3, or \"\" for the host name"
        case .fleetURL: "a URL such as postgres://kiosk@db.example:5432/tiltquiz?sslmode=verify-full"
        case .listen: "HOST:PORT such as 0.0.0.0:8090 or 192.168.1.20:8090"
        case .liveSource: LiveSource.allowed
        case .blockedWords:
            "a list of words such as [spam, scam], or the absolute path of a file with one word a line"
        }
    }

    /// `events.url`'s example: `{language}` is written as it is, standing for `events.language`.
    public static let eventsURLExample = "https://{language}.wikipedia.org/api/rest_v1"
}

/// What follows the allowed values: a near miss, or where a mount matrix goes wrong.
public enum ConfigHint: Sendable, Equatable, CustomStringConvertible {
    case didYouMean(String)
    case rows(Int)
    case rowValues(row: Int, count: Int)
    case rowNotNumber(row: Int, value: String)
    case rowZeros(row: Int)
    case kioskIDEmpty
    case kioskIDLength(Int)

    public var description: String {
        switch self {
        case .didYouMean(let word): " (did you mean \(word)?)"
        case .rows(let count): " (found \(count) \(count == 1 ? "row" : "rows"))"
        case .rowValues(let row, let count): " (row \(row) has \(count) \(count == 1 ? "value" : "values"))"
        case .rowNotNumber(let row, let value): " (row \(row) has \(Wording.value(value)), which is not a number)"
        case .rowZeros(let row): " (row \(row) is all zeros, which would lose an axis)"
        case .kioskIDEmpty: " (it is empty)"
        case .kioskIDLength(let count): " (it has \(count) \(count == 1 ? "character" : "characters"))"
        }
    }

    /// ` (did you mean x?)` for a suggestion, nil for none.
    static func near(_ suggestion: String?) -> ConfigHint? {
        suggestion.map(ConfigHint.didYouMean)
    }
}

/// What a text check of a setting found: fine, or refused with an optional hint.
enum ConfigCheck: Equatable {
    case fine
    case refused(ConfigHint?)
}

/// Why a URL cannot be downloaded.
public enum ConfigURLProblem: Sendable, Equatable, CustomStringConvertible {
    case empty
    case spaces
    case notURL
    /// Another scheme than http or https: the scheme.
    case scheme(String)
    case noHost

    public var description: String {
        switch self {
        case .empty: "is empty"
        case .spaces: "has spaces in it"
        case .notURL: "is not a URL such as https://example.org/quizzes.json"
        case .scheme(let scheme): "is a \(scheme): URL; only http and https URLs can be downloaded"
        case .noHost: "has no host (write it as https://HOST/PATH)"
        }
    }
}

/// Why a blocked words' file cannot be used.
public enum WordFileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    case missing
    case folder
    case unreadable
    case notUTF8

    public var description: String {
        switch self {
        case .missing: "does not exist"
        case .folder: "is a folder, not a file"
        case .unreadable: "cannot be read; check its permissions"
        case .notUTF8: "is not UTF-8 text"
        }
    }
}
