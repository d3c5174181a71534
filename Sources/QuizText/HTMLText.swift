/// Text made safe for an HTML page, as the web admin and the live round's phone page write their words.
public enum HTMLText {
    /// `text` safe inside HTML text and quoted attribute values: `&`, `<`, `>`, `"` and `'` as entities.
    public static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
