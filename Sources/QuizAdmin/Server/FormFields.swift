import Foundation

/// The fields of an `application/x-www-form-urlencoded` body (or a query string), line endings made `\n`.
public struct FormFields: Sendable {
    var fields: [String: String] = [:]

    init() {}

    /// Parses `body`; a name given twice keeps its first value. Browsers send a textarea's lines ended by
    /// `\r\n` (HTML's form encoding); every value's `\r\n` and lone `\r` become `\n` here, once, so every form
    /// reads lines as the store's checks and the game do.
    init(body: String) {
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0])
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            if fields[name] == nil { fields[name] = value }
        }
    }

    public subscript(name: String) -> String? { fields[name] }

    static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return newlines(spaced.removingPercentEncoding ?? spaced)
    }

    /// `text` with `\r\n` and lone `\r` as `\n`.
    static func newlines(_ text: String) -> String {
        guard text.utf8.contains(13) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// `value` percent-encoded for a query string.
    static func encode(_ value: String) -> String {
        let allowed = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
