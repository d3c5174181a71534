/// Writing JSON by hand, for the few lines TiltInput writes (trace headers, the tilt log).
enum JSONText {
    /// `text` as a JSON string literal, escaped as Foundation's `JSONEncoder` escapes it (so a
    /// header reads as it did when JSONEncoder wrote it): `"` and `\`, the short forms `\b \f \n \r
    /// \t`, other control characters as `\u00XX`; `/` and everything else as is.
    static func quoted(_ text: String) -> String {
        var result = "\""
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
}
