/// Writing JSON by hand with a fixed key order: the summary lines games
/// print, the kiosk log, the tilt log and trace headers. Escaped as
/// Foundation's `JSONSerialization` (without escaping slashes) and
/// `JSONEncoder` escape, so what readers saw before stays byte for byte.
public enum JSONText {
    /// `text` as a JSON string literal: `"` and `\`, the short forms `\b \f
    /// \n \r \t`, other control characters as `\u00xx`; `/` and everything
    /// else as is.
    public static func string(_ text: String) -> String {
        // Most text needs no escape: then it is copied whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + text + "\"" }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{8}": result += "\\b"
            case "\u{C}": result += "\\f"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A number rounded to hundredths, printed without binary noise (3.2, 0.5, 12.0, 0.05).
    public static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths) / 100
        let fraction = abs(Int(hundredths)) % 100
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(whole).0" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
