import Foundation

/// The settings whose values are more than a number or a word from a list.
enum ValueChecks {
    static func packs(_ reader: inout SettingsReader, default value: PackSelection) -> PackSelection {
        switch reader.list("packs.use", allowed: .packs) {
        case nil: return value
        case .all: return .all
        case .items(let items):
            var ids: [String] = []
            var failed = false
            for (id, line) in items {
                let allowedCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
                if id.isEmpty || id.unicodeScalars.contains(where: { !allowedCharacters.contains($0) }) {
                    reader.report("packs.use", line: line, .notPackID(id))
                    failed = true
                } else if ids.contains(id) {
                    reader.report("packs.use", line: line, .listedTwice(id))
                    failed = true
                }
                ids.append(id)
            }
            return failed ? value : .only(ids)
        }
    }

    /// An http or https URL with a host; "" (or nothing) is none.
    static func url(_ reader: inout SettingsReader, _ key: String, default value: String?) -> String? {
        guard let (text, line) = reader.scalar(key, allowed: .url) else { return value }
        if text.isEmpty { return nil }
        if let problem = PackSourceSettings.urlFault(text) {
            reader.report(key, line: line, .badURL(text, problem, allowed: .url))
            return value
        }
        return text
    }

    /// The events' REST base: an http or https URL, `{language}` standing for `events.language`; "" (or
    /// nothing) is the default, Wikipedia's own.
    static func eventsURL(_ reader: inout SettingsReader, language: WikifeedsLanguage) -> String? {
        guard let (text, line) = reader.scalar("events.url", allowed: .eventsURL) else { return nil }
        if text.isEmpty { return nil }
        if let problem = PackSourceSettings.urlFault(EventFeedSettings.base(text, language: language)) {
            reader.report("events.url", line: line, .badURL(text, problem, allowed: .eventsURL))
            return nil
        }
        return text
    }

    static func pinHash(_ reader: inout SettingsReader) -> PINHash? {
        guard let (text, line) = reader.scalar("admin.pin_hash", allowed: .pinHash), !text.isEmpty else { return nil }
        do {
            return try PINHash.parse(text)
        } catch {
            reader.report("admin.pin_hash", line: line, .badPINHash(error))
            return nil
        }
    }

    static func tiltDevice(_ reader: inout SettingsReader, default value: TiltDevice) -> TiltDevice {
        let names = ["auto", "keys", "gamepad"]
        let text = reader.text("tilt.device", default: "", allowed: .tiltDevice) { text in
            if names.contains(text) || text.hasPrefix("/") { return .fine }
            return .refused(ConfigHint.near(Suggestion.closest(to: text, among: names)))
        }
        switch text {
        case "": return value
        case "auto": return .auto
        case "keys": return .keys
        case "gamepad": return .gamepad
        default: return .path(text)
        }
    }

    /// Checks the shape only: 3 rows separated by `;`, each 3 numbers separated by `,`.
    static func mountMatrixCheck(_ text: String) -> ConfigCheck {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if body.isEmpty { return .fine }
        if body.hasPrefix("ACCEL_MOUNT_MATRIX=") { body.removeFirst("ACCEL_MOUNT_MATRIX=".count) }
        let rows = body.split(separator: ";", omittingEmptySubsequences: false)
        guard rows.count == 3 else { return .refused(.rows(rows.count)) }
        for (index, row) in rows.enumerated() {
            let cells = row.split(separator: ",", omittingEmptySubsequences: false)
            guard cells.count == 3 else { return .refused(.rowValues(row: index + 1, count: cells.count)) }
            var numbers: [Double] = []
            for cell in cells {
                let trimmed = cell.trimmingCharacters(in: .whitespaces)
                guard let number = Double(trimmed), number.isFinite, trimmed.allSatisfy({ !$0.isLetter }) else {
                    return .refused(.rowNotNumber(row: index + 1, value: trimmed))
                }
                numbers.append(number)
            }
            if numbers.allSatisfy({ $0 == 0 }) { return .refused(.rowZeros(row: index + 1)) }
        }
        return .fine
    }

    static func timeZoneCheck(_ text: String) -> ConfigCheck {
        if text == "local" || TimeZone(identifier: text) != nil { return .fine }
        let known = TimeZone.knownTimeZoneIdentifiers
        if let match = known.first(where: { $0.lowercased() == text.lowercased() }) {
            return .refused(.didYouMean(match))
        }
        return .refused(ConfigHint.near(Suggestion.closest(to: text, among: known)))
    }

    static func consentText(_ reader: inout SettingsReader, default value: String?) -> String? {
        let limit = LeadSettings.maximumConsentCharacters
        guard let (raw, line) = reader.scalar("leads.consent_text", allowed: .sentence(limit: limit)) else {
            return value
        }
        // A folded (>) or literal (|) block ends in a line break; the form shows the sentence alone.
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count <= limit else {
            reader.report("leads.consent_text", line: line, .consentTooLong(characters: text.count, limit: limit))
            return value
        }
        return text
    }

    static func coinKey(_ reader: inout SettingsReader, default value: String) -> String {
        guard let (text, line) = reader.scalar("credits.coin_key", allowed: .coinKey) else { return value }
        let name = text.lowercased()
        if SDLKeyNames.usedByTheGame.contains(name) {
            reader.report("credits.coin_key", line: line, .coinKeyUsed(text))
            return value
        }
        guard SDLKeyNames.isKnown(name) else {
            let near = ConfigHint.near(Suggestion.closest(to: text, among: SDLKeyNames.all))
            reader.report("credits.coin_key", line: line, .notAllowed(.written(text), allowed: .coinKey, hint: near))
            return value
        }
        return name
    }

    static func absolutePathCheck(_ text: String) -> ConfigCheck {
        text.isEmpty || text.hasPrefix("/") ? .fine : .refused(nil)
    }
}

/// SDL2's key names (`SDL_GetScancodeName`) that a coin acceptor or an arcade encoder can send.
///
/// `SDL_GetKeyFromName` matches them in any case; the config keeps them in
/// lower case, as the game's scripted input does. The rarer names (media and
/// AS400 keys) are left out: no coin mechanism sends them.
enum SDLKeyNames {
    static let all: [String] =
        (UnicodeScalar("a").value...UnicodeScalar("z").value).compactMap { UnicodeScalar($0).map(String.init) }
        + (0...9).map(String.init)
        + (1...24).map { "F\($0)" }
        + ["-", "=", "[", "]", "\\", "#", ";", "'", "`", ",", ".", "/"]
        + [
            "Return", "Escape", "Backspace", "Tab", "Space", "CapsLock", "PrintScreen", "ScrollLock", "Pause",
            "Insert", "Home", "PageUp", "Delete", "End", "PageDown", "Right", "Left", "Down", "Up", "Numlock",
            "Application", "Menu", "Help", "Select", "Stop",
            "Left Ctrl", "Left Shift", "Left Alt", "Left GUI", "Right Ctrl", "Right Shift", "Right Alt", "Right GUI",
        ]
        + ["/", "*", "-", "+", "Enter", ".", "=", ","].map { "Keypad \($0)" }
        + (0...9).map { "Keypad \($0)" }

    private static let lowercased = Set(all.map { $0.lowercased() })

    /// Keys the game itself answers to, which a coin must not press.
    static let usedByTheGame = Set(
        [
            "left", "right", "up", "down", "return", "enter", "keypad enter", "space", "escape",
            // Trivia: answers 1-4 and shop items 1-7, Pass, the power-ups, Second Chance, Retry, the shop.
            "p", "f", "j", "c", "h", "s", "r", "b",
        ] + (1...7).map(String.init))

    static func isKnown(_ name: String) -> Bool {
        lowercased.contains(name.lowercased())
    }
}
