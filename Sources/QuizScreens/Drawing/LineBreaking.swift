/// A short text (a title, a topic's name, the admin menu's status) in a few lines, broken between its parts:
/// words, or a status's " · " parts. One line where it fits whole; else each line as long as fits, and what is
/// left after the last line joins it, to be cut short there.
enum LineBreaking {
    static func lines(_ text: String, between separator: String = " ", most: Int, fit: (String) -> Bool) -> [String] {
        guard most > 1, !fit(text) else { return [text] }
        var lines: [String] = []
        for part in text.components(separatedBy: separator) where !part.isEmpty {
            if let last = lines.last, lines.count == most || fit(last + separator + part) {
                lines[lines.count - 1] = last + separator + part
            } else {
                lines.append(part)
            }
        }
        return lines.isEmpty ? [text] : lines
    }
}
