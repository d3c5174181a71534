import Foundation

/// The fields of an `application/x-www-form-urlencoded` body.
public struct FormFields: Sendable {
    var fields: [String: String] = [:]

    init() {}

    /// Parses `body`; a name given twice keeps its first value.
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
        return spaced.removingPercentEncoding ?? spaced
    }

    /// `value` percent-encoded for a query string.
    static func encode(_ value: String) -> String {
        let allowed = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
