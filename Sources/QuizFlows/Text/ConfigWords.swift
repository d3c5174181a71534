import QuizConfig
import QuizCore
import QuizSecrets
import QuizText

extension ConfigError {
    /// One line per problem in `catalog`'s language: `config.yaml:12: display.rotation: ` and the problem's words.
    /// The place and the key are the file's own words, as written.
    public func lines(in catalog: Catalog) -> String {
        problems.map { problem in
            let place = problem.line.map { "\(file):\($0)" } ?? file
            let key = problem.key.isEmpty ? "" : "\(problem.key): "
            return "\(place): \(key)" + problem.reason.screenText.string(in: catalog)
        }
        .joined(separator: "\n")
    }
}

extension ConfigReason {
    /// What is wrong with a config file or a setting, in the reader's language (`configfile.*`): `config check`,
    /// `tiltquiz play` at start and every command that reads the config say it with this one wording. The config's
    /// own words stay as written: key paths, values, the words a setting takes, paths, YAML's own reason.
    public var screenText: ScreenText {
        func text(_ key: String, _ values: [String: ScreenText.Value] = [:]) -> ScreenText {
            ScreenText(key, values)
        }
        func verbatim(_ words: String) -> ScreenText.Value { .verbatim(words) }
        func written(_ value: String) -> ScreenText.Value { .verbatim(ConfigValue.written(value).description) }
        func keys(_ names: [String]) -> ScreenText.Value { .list(names.map(ScreenText.verbatim)) }
        switch self {
        case .noSuchFile: return text("configfile.no_such_file")
        case .isFolder: return text("configfile.is_folder")
        case .unreadable: return text("configfile.unreadable")
        case .notUTF8: return text("configfile.not_utf8")
        case .twoFiles(let other): return text("configfile.two_files", ["other": verbatim(other)])
        case .yaml(let problem, let column, let tabs):
            return text(
                tabs ? "configfile.yaml_tabs" : "configfile.yaml",
                ["problem": verbatim(problem), "column": verbatim(String(column))])
        case .yamlText(let problem): return text("configfile.yaml_text", ["problem": verbatim(problem)])
        case .yamlOther(let detail): return text("configfile.yaml_other", ["detail": verbatim(detail)])
        case .notSettings(let found): return text("configfile.not_settings", ["found": .text(found.screenText)])
        case .writeNested(let group, let key):
            return text("configfile.write_nested", ["group": verbatim(group), "key": verbatim(key)])
        case .groupNeedsKeys(let found, let names):
            return text("configfile.group_needs_keys", ["found": .text(found.screenText), "keys": keys(names)])
        case .notAKey(let found): return text("configfile.not_a_key", ["found": .text(found.screenText)])
        case .setTwice(nil): return text("configfile.set_twice")
        case .setTwice(let line?): return text("configfile.set_twice_line", ["line": verbatim(String(line))])
        case .plainPIN: return text("configfile.plain_pin")
        case .unknownDidYouMean(let key): return text("configfile.unknown_did_you_mean", ["key": verbatim(key)])
        case .unknownInGroup(let group, let names):
            return text("configfile.unknown_in_group", ["group": verbatim(group), "keys": keys(names)])
        case .unknown(let names): return text("configfile.unknown", ["settings": keys(names)])
        case .notAllowed(let value, let allowed, nil):
            return text("configfile.not_allowed", ["value": .text(value.screenText), "allowed": allowed.value])
        case .notAllowed(let value, let allowed, let hint?):
            return text(
                "configfile.not_allowed_hint",
                ["value": .text(value.screenText), "allowed": allowed.value, "hint": .text(hint.screenText)])
        case .notAllowedInList(let value, let allowed):
            return text(
                "configfile.not_allowed_in_list",
                ["value": .text(value.screenText), "allowed": allowed.value])
        case .listedTwice(let value): return text("configfile.listed_twice", ["value": written(value)])
        case .notPackID(let value): return text("configfile.not_pack_id", ["value": written(value)])
        case .badURL(let value, let problem, let allowed):
            return text(
                "configfile.bad_url",
                ["value": written(value), "problem": .text(problem.screenText), "allowed": allowed.value])
        case .badPINHash(let error):
            return text(
                "configfile.bad_pin_hash",
                ["problem": .text(error.screenText), "allowed": ConfigAllowed.pinHash.value])
        case .consentTooLong(let characters, let limit):
            return ScreenText(
                "configfile.consent_too_long", ["allowed": ConfigAllowed.sentence(limit: limit).value],
                count: characters)
        case .coinKeyUsed(let value): return text("configfile.coin_key_used", ["value": written(value)])
        case .badListen(let value, let problem):
            return text(
                "configfile.bad_listen",
                [
                    "value": written(value), "reason": .text(problem.screenText),
                    "allowed": ConfigAllowed.listen.value,
                ])
        case .wordsFile(let path, let problem):
            return text("configfile.words_file", ["path": verbatim(path), "problem": .text(problem.screenText)])
        case .notOneWord(let value): return text("configfile.not_one_word", ["value": written(value)])
        case .pinHashNeeded: return text("configfile.pin_hash_needed")
        case .consentEmpty: return text("configfile.consent_empty")
        case .languageNotOffered(let language, let offered):
            return text(
                "configfile.language_not_offered",
                ["language": verbatim(language), "offered": verbatim(offered.joined(separator: ", "))])
        case .needsFleetURL: return text("configfile.needs_fleet_url")
        case .passwordFileNeeded: return text("configfile.password_file_needed")
        case .tlsCertWithoutKey: return text("configfile.tls_cert_without_key")
        case .tlsKeyWithoutCert: return text("configfile.tls_key_without_cert")
        case .hostNameNotKioskID(let host, let limit):
            return text(
                "configfile.host_name_not_kiosk_id", ["host": verbatim(host), "limit": verbatim(String(limit))])
        case .fleet(let problem): return problem.screenText
        }
    }
}

extension ConfigValue {
    /// The value as written (`45`, `"maybe"`), or what stood there in the reader's words ("a list").
    public var screenText: ScreenText {
        switch self {
        case .written: .verbatim(description)
        case .list: ScreenText("configfile.value.list")
        case .group: ScreenText("configfile.value.group")
        case .emptyList: ScreenText("configfile.value.empty_list")
        }
    }
}

extension ConfigAllowed {
    /// What a setting takes as it fills a placeholder: the words it takes joined as the language offers a choice
    /// ("0, 90, 180 oder 270"), else the text.
    public var value: ScreenText.Value {
        if case .oneOf(let words) = self { return .alternatives(words.map(ScreenText.verbatim)) }
        return .text(screenText)
    }

    /// What a setting takes, in the reader's words; the words and numbers it takes as the file writes them, listed
    /// as the language lists alternatives (`list.or_separator`: "0, 90, 180 oder 270").
    public var screenText: ScreenText {
        func text(_ key: String, _ values: [String: String] = [:]) -> ScreenText {
            ScreenText(key, values.mapValues(ScreenText.Value.verbatim))
        }
        switch self {
        case .oneOf(let words): return .verbatim(words.joined(separator: ", "))
        case .wholeNumber(let low, let high):
            return text("configfile.allowed.whole_number", ["from": String(low), "to": String(high)])
        case .number(let low, let high): return text("configfile.allowed.number", ["from": low, "to": high])
        case .listOf(let words):
            return ScreenText("configfile.allowed.list_of", ["words": .list(words.map(ScreenText.verbatim))])
        case .packs: return text("configfile.allowed.packs")
        case .url: return text("configfile.allowed.url")
        case .eventsURL: return text("configfile.allowed.events_url", ["example": Self.eventsURLExample])
        case .pinHash: return text("configfile.allowed.pin_hash")
        case .tiltDevice: return text("configfile.allowed.tilt_device")
        case .mountMatrix: return text("configfile.allowed.mount_matrix")
        case .timeZone: return text("configfile.allowed.time_zone")
        case .sentence(let limit): return ScreenText("configfile.allowed.sentence", count: limit)
        case .coinKey: return text("configfile.allowed.coin_key")
        case .dataDirectory: return text("configfile.allowed.data_dir")
        case .absolutePath(let example): return text("configfile.allowed.absolute_path", ["example": example])
        case .kioskID(let limit): return text("configfile.allowed.kiosk_id", ["limit": String(limit)])
        case .fleetURL: return text("configfile.allowed.fleet_url")
        case .listen: return text("configfile.allowed.listen")
        case .liveSource: return text("configfile.allowed.live_source")
        case .blockedWords: return text("configfile.allowed.blocked_words")
        }
    }
}

extension ConfigHint {
    /// The hint inside the brackets after what is allowed: "did you mean kmsdrm?".
    public var screenText: ScreenText {
        switch self {
        case .didYouMean(let word): ScreenText("configfile.hint.did_you_mean", ["word": .verbatim(word)])
        case .rows(let count): ScreenText("configfile.hint.rows", count: count)
        case .rowValues(let row, let count):
            ScreenText("configfile.hint.row_values", ["row": .verbatim(String(row))], count: count)
        case .rowNotNumber(let row, let value):
            ScreenText(
                "configfile.hint.row_not_number",
                ["row": .verbatim(String(row)), "value": .verbatim(ConfigValue.written(value).description)])
        case .rowZeros(let row): ScreenText("configfile.hint.row_zeros", ["row": .verbatim(String(row))])
        case .kioskIDEmpty: ScreenText("configfile.hint.kiosk_id_empty")
        case .kioskIDLength(let count): ScreenText("configfile.hint.kiosk_id_length", count: count)
        }
    }
}

extension ConfigURLProblem {
    /// Why a URL cannot be downloaded, as a clause after the URL ("is empty").
    public var screenText: ScreenText {
        switch self {
        case .empty: ScreenText("configfile.url.empty")
        case .spaces: ScreenText("configfile.url.spaces")
        case .notURL: ScreenText("configfile.url.not_url")
        case .scheme(let scheme): ScreenText("configfile.url.scheme", ["scheme": .verbatim(scheme)])
        case .noHost: ScreenText("configfile.url.no_host")
        }
    }
}

extension ListenAddress.Problem {
    /// Why a text is not `HOST:PORT`, in the reader's words.
    public var screenText: ScreenText {
        switch self {
        case .noPort: ScreenText("configfile.listen.no_port")
        case .noHost: ScreenText("configfile.listen.no_host")
        case .badPort: ScreenText("configfile.listen.bad_port")
        }
    }
}

extension WordFileProblem {
    /// Why a blocked words' file cannot be used, as a clause after its path.
    public var screenText: ScreenText {
        switch self {
        case .missing: ScreenText("configfile.words_file.missing")
        case .folder: ScreenText("configfile.words_file.folder")
        case .unreadable: ScreenText("configfile.words_file.unreadable")
        case .notUTF8: ScreenText("configfile.words_file.not_utf8")
        }
    }
}

extension SaltedHashError {
    /// Why an `admin.pin_hash` cannot be used; a refusal that is not about a stored hash's form as it is.
    public var screenText: ScreenText {
        switch fault {
        case .notAHash:
            ScreenText(
                "configfile.pin_hash.not_a_hash", ["form": .verbatim("\(SaltedHash.scheme)$ITERATIONS$SALT$HASH")])
        case .iterations(let written):
            ScreenText(
                "configfile.pin_hash.iterations",
                [
                    "iterations": .verbatim(written),
                    "from": .verbatim(String(SaltedHash.allowedIterations.lowerBound)),
                    "to": .verbatim(String(SaltedHash.allowedIterations.upperBound)),
                ])
        case .salt:
            ScreenText(
                "configfile.pin_hash.salt",
                [
                    "from": .verbatim(String(SaltedHash.allowedSaltBytes.lowerBound)),
                    "to": .verbatim(String(SaltedHash.allowedSaltBytes.upperBound)),
                ])
        case .hash: ScreenText("configfile.pin_hash.hash", ["bytes": .verbatim(String(SaltedHash.hashBytes))])
        case .other: .verbatim(message)
        }
    }
}
