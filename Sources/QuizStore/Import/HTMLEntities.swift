import Foundation

/// Decodes HTML character references (`&quot;`, `&#039;`, `&#x27;`, `&eacute;`), as Open Trivia DB sends them.
enum HTMLEntities {
    /// `text` with every known reference replaced; unknown ones are kept as written.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            let candidate = rest[afterAmpersand...].prefix(12)
            if let semicolon = candidate.firstIndex(of: ";"), let scalar = scalar(named: candidate[..<semicolon]) {
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[afterAmpersand...]
            }
        }
        return result + rest
    }

    private static func scalar(named name: Substring) -> Unicode.Scalar? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        }
        if name.hasPrefix("#") {
            return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
        }
        if let index = latin1.firstIndex(of: String(name)) {
            return Unicode.Scalar(UInt8(160 + index))
        }
        return others[String(name)].flatMap(Unicode.Scalar.init)
    }

    /// HTML 4 names for U+00A0 ... U+00FF, in code point order.
    private static let latin1 = [
        "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect", "uml", "copy", "ordf", "laquo", "not",
        "shy", "reg", "macr", "deg", "plusmn", "sup2", "sup3", "acute", "micro", "para", "middot", "cedil", "sup1",
        "ordm", "raquo", "frac14", "frac12", "frac34", "iquest", "Agrave", "Aacute", "Acirc", "Atilde", "Auml",
        "Aring", "AElig", "Ccedil", "Egrave", "Eacute", "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml", "ETH",
        "Ntilde", "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times", "Oslash", "Ugrave", "Uacute", "Ucirc",
        "Uuml", "Yacute", "THORN", "szlig", "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig",
        "ccedil", "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml", "eth", "ntilde",
        "ograve", "oacute", "ocirc", "otilde", "ouml", "divide", "oslash", "ugrave", "uacute", "ucirc", "uuml",
        "yacute", "thorn", "yuml",
    ]

    /// The other names trivia text uses: markup, punctuation, Greek letters and math signs.
    private static let others: [String: UInt32] = [
        "quot": 34, "amp": 38, "apos": 39, "lt": 60, "gt": 62, "OElig": 338, "oelig": 339, "Scaron": 352,
        "scaron": 353, "Yuml": 376, "fnof": 402, "circ": 710, "tilde": 732, "Alpha": 913, "Beta": 914,
        "Gamma": 915, "Delta": 916, "Theta": 920, "Lambda": 923, "Pi": 928, "Sigma": 931, "Phi": 934,
        "Psi": 936, "Omega": 937, "alpha": 945, "beta": 946, "gamma": 947, "delta": 948, "epsilon": 949,
        "theta": 952, "lambda": 955, "mu": 956, "pi": 960, "rho": 961, "sigma": 963, "tau": 964, "phi": 966,
        "psi": 968, "omega": 969, "ensp": 8194, "emsp": 8195, "thinsp": 8201, "zwj": 8205, "ndash": 8211,
        "mdash": 8212, "lsquo": 8216, "rsquo": 8217, "sbquo": 8218, "ldquo": 8220, "rdquo": 8221,
        "bdquo": 8222, "dagger": 8224, "Dagger": 8225, "bull": 8226, "hellip": 8230, "permil": 8240,
        "prime": 8242, "Prime": 8243, "lsaquo": 8249, "rsaquo": 8250, "euro": 8364, "trade": 8482,
        "larr": 8592, "uarr": 8593, "rarr": 8594, "darr": 8595, "harr": 8596, "minus": 8722, "radic": 8730,
        "infin": 8734, "asymp": 8776, "ne": 8800, "le": 8804, "ge": 8805,
    ]
}
