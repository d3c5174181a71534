/// Writes RFC 4180 CSV, neutralising cells a spreadsheet would run as a
/// formula (those beginning with `=`, `+`, `-`, `@`, tab or CR get a leading `'`).
public struct CSVWriter {
    public private(set) var text = ""

    public init(header: [String]) {
        append(header)
    }

    public mutating func append(_ row: [String]) {
        text += row.map(Self.cell).joined(separator: ",") + "\r\n"
    }

    /// One cell, neutralised and quoted as needed.
    public static func cell(_ value: String) -> String {
        var safe = value
        if let first = safe.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) {
            safe = "'" + safe
        }
        let needsQuotes = safe.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
        guard needsQuotes else { return safe }
        return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
