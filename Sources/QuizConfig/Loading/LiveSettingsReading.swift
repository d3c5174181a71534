import Foundation
import QuizCore

extension ValueChecks {
    /// The `live` group (docs/live.md). The blocked words' file is read here, so `config check` names a missing
    /// or unreadable one with its line.
    static func live(_ reader: inout SettingsReader) -> LiveSettings {
        var live = LiveSettings()
        if let (text, line) = reader.scalar("live.listen", allowed: .listen), !text.isEmpty {
            switch ListenAddress.parse(text) {
            case .success(let address): live.listen = address
            case .failure(let problem): reader.report("live.listen", line: line, .badListen(text, problem))
            }
        }
        live.publicURL = url(&reader, "live.public_url", default: nil)
        live.autoStartSeconds = reader.int(
            "live.auto_start_seconds", default: live.autoStartSeconds, in: LiveSettings.allowedAutoStartSeconds)
        live.autoStartPlayers = reader.int(
            "live.auto_start_players", default: live.autoStartPlayers, in: LiveSettings.allowedAutoStartPlayers)
        if let (text, line) = reader.scalar("live.source", allowed: .liveSource) {
            if let source = LiveSource(text) {
                live.source = source
            } else {
                reader.report("live.source", line: line, .notAllowed(.written(text), allowed: .liveSource, hint: nil))
            }
        }
        live.questions = reader.int("live.questions", default: live.questions, in: LiveSettings.allowedQuestions)
        blockedWords(&reader, into: &live)
        tls(&reader, into: &live)
        return live
    }

    /// `live.tls_cert` and `live.tls_key`: both or neither. The files are read when the listener starts, which
    /// names a missing or unusable one (the same check as `admin serve --tls-cert`).
    private static func tls(_ reader: inout SettingsReader, into live: inout LiveSettings) {
        let certificate = absolutePath(&reader, "live.tls_cert", example: "/etc/tiltquiz/live-cert.pem")
        let key = absolutePath(&reader, "live.tls_key", example: "/etc/tiltquiz/live-key.pem")
        switch (certificate.isEmpty, key.isEmpty) {
        case (false, false):
            live.tlsCertificateFile = certificate
            live.tlsKeyFile = key
        case (false, true) where !reader.problems.contains(where: { $0.key == "live.tls_key" }):
            reader.report("live.tls_cert", line: reader.line(of: "live.tls_cert"), .tlsCertWithoutKey)
        case (true, false) where !reader.problems.contains(where: { $0.key == "live.tls_cert" }):
            reader.report("live.tls_key", line: reader.line(of: "live.tls_key"), .tlsKeyWithoutCert)
        default:
            break
        }
    }

    /// `live.blocked_words`: a list of words, or one absolute path to a file of them (one a line, `#` comments).
    private static func blockedWords(_ reader: inout SettingsReader, into live: inout LiveSettings) {
        let key = "live.blocked_words"
        switch reader.list(key, allowed: .blockedWords, emptyAllowed: true) {
        case nil, .all:
            return
        case .items(let items):
            if items.count == 1, let (text, line) = items.first, text.hasPrefix("/") {
                switch readWords(file: text) {
                case .success(let words):
                    live.blockedWords = words
                    live.blockedWordsFile = text
                case .failure(let problem):
                    reader.report(key, line: line, .wordsFile(path: text, problem))
                }
                return
            }
            var words: [String] = []
            for (text, line) in items {
                let word = text.trimmingCharacters(in: .whitespaces)
                guard !word.isEmpty, !word.contains(" ") else {
                    reader.report(key, line: line, .notOneWord(text))
                    return
                }
                words.append(word)
            }
            live.blockedWords = words
        }
    }

    /// The words of a file: one a line, blank lines and lines starting with `#` skipped.
    static func readWords(file: String) -> Result<[String], WordFileProblem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            return .failure(.missing)
        }
        guard !isDirectory.boolValue else { return .failure(.folder) }
        guard let data = FileManager.default.contents(atPath: file) else { return .failure(.unreadable) }
        guard let text = String(data: data, encoding: .utf8) else { return .failure(.notUTF8) }
        let words = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        return .success(words)
    }
}
