/// One entry of a gettext `.po` file: its context (our key), the English
/// text (`msgid`, and `msgid_plural` for a plural), and the translations
/// (`msgstr`, or `msgstr[0]`... one per plural form), with the line it starts on.
public struct PoEntry: Equatable, Sendable {
    /// `msgctxt`: the stable key (`home.play`); nil only for the header.
    public var context: String?
    /// `msgid`: the English text.
    public var id: String
    /// `msgid_plural`: the English text for every count but one; nil for a text without plurals.
    public var idPlural: String?
    /// `msgstr` (index 0) or `msgstr[n]`, in index order.
    public var strings: [String]
    /// The line of the entry's first keyword, for messages.
    public var line: Int
}

/// A `.po` file read into entries. Reads what translators' tools write:
/// `#` comments, `msgctxt`, `msgid`, `msgid_plural`, `msgstr`, `msgstr[n]`,
/// strings continued on the following lines, and the C escapes `\n`, `\t`,
/// `\"` and `\\`; anything else is an error naming the line.
public struct PoFile: Sendable {
    /// The entries in file order, the header (empty `msgid`, no context) first when the file has one.
    public let entries: [PoEntry]
    /// The header's fields (`Language`, `Plural-Forms`, ...), from the entry with an empty `msgid`.
    public let header: [String: String]

    /// Reads `text`; `name` (the file's path) goes into the errors.
    public init(text: String, name: String) throws(CatalogError) {
        var reader = PoReader(name: name)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            try reader.read(line: String(line), number: index + 1)
        }
        try reader.finish()
        entries = reader.entries
        var header: [String: String] = [:]
        if let first = reader.entries.first(where: { $0.context == nil && $0.id.isEmpty }) {
            for field in (first.strings.first ?? "").split(separator: "\n") {
                guard let colon = field.firstIndex(of: ":") else { continue }
                let value = field[field.index(after: colon)...].trimmingPrefix(" ")
                header[String(field[..<colon])] = String(value)
            }
        }
        self.header = header
    }
}

/// The state of reading a `.po` file line by line.
private struct PoReader {
    let name: String
    var entries: [PoEntry] = []
    private var current: PoEntry?
    /// Where a continued string goes.
    private enum Field { case context, id, idPlural, string(Int) }
    private var field: Field?

    init(name: String) { self.name = name }

    mutating func read(line raw: String, number: Int) throws(CatalogError) {
        let line = raw.trimmed(" \t\r")
        if line.isEmpty || line.hasPrefix("#") { return }
        if line.hasPrefix("\"") {
            guard field != nil, current != nil else {
                throw CatalogError(file: name, line: number, reason: "a string continues no keyword")
            }
            append(try quoted(line, number: number))
            return
        }
        let keyword = String(line.prefix { !$0.isWhitespace })
        let rest = String(line.dropFirst(keyword.count)).trimmed(" \t")
        let value = try quoted(rest, number: number)
        switch keyword {
        case "msgctxt":
            try startEntry(number)
            current?.context = value
            field = .context
        case "msgid":
            // A msgid follows its entry's msgctxt, or starts an entry of its own.
            if case .context = field {} else { try startEntry(number) }
            current?.id = value
            field = .id
        case "msgid_plural":
            guard current != nil else {
                throw CatalogError(file: name, line: number, reason: "msgid_plural before msgid")
            }
            current?.idPlural = value
            field = .idPlural
        default:
            guard keyword.hasPrefix("msgstr"), var entry = current else {
                throw CatalogError(file: name, line: number, reason: "unknown keyword \(keyword)")
            }
            var index = 0
            if keyword != "msgstr" {
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                    let parsed = Int(keyword.dropFirst(7).dropLast())
                else { throw CatalogError(file: name, line: number, reason: "unknown keyword \(keyword)") }
                index = parsed
            }
            guard index == entry.strings.count else {
                throw CatalogError(file: name, line: number, reason: "\(keyword) out of order")
            }
            entry.strings.append(value)
            current = entry
            field = .string(index)
        }
    }

    mutating func finish() throws(CatalogError) {
        if let entry = current { try close(entry) }
        current = nil
    }

    private mutating func startEntry(_ number: Int) throws(CatalogError) {
        if let entry = current { try close(entry) }
        current = PoEntry(context: nil, id: "", idPlural: nil, strings: [], line: number)
    }

    private mutating func close(_ entry: PoEntry) throws(CatalogError) {
        guard !entry.strings.isEmpty else {
            throw CatalogError(file: name, line: entry.line, reason: "the entry has no msgstr")
        }
        if entry.idPlural == nil, entry.strings.count != 1 {
            throw CatalogError(file: name, line: entry.line, reason: "msgstr[n] without msgid_plural")
        }
        entries.append(entry)
    }

    private mutating func append(_ text: String) {
        guard var entry = current else { return }
        switch field {
        case .context: entry.context = (entry.context ?? "") + text
        case .id: entry.id += text
        case .idPlural: entry.idPlural = (entry.idPlural ?? "") + text
        case .string(let index): entry.strings[index] += text
        case nil: break
        }
        current = entry
    }

    /// The text of a C string literal `"..."` with its escapes read.
    private func quoted(_ text: String, number: Int) throws(CatalogError) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
            throw CatalogError(file: name, line: number, reason: "expected a quoted string, found \(text)")
        }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                default:
                    throw CatalogError(file: name, line: number, reason: "unknown escape \\\(character)")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                throw CatalogError(file: name, line: number, reason: "a quote inside a string must be written \\\"")
            } else {
                result.append(character)
            }
        }
        if escaped { throw CatalogError(file: name, line: number, reason: "the string ends in a lone backslash") }
        return result
    }
}

extension String {
    fileprivate func trimmed(_ set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}

extension Substring {
    fileprivate func trimmingPrefix(_ prefix: String) -> Substring {
        var slice = self
        while slice.hasPrefix(prefix) { slice = slice.dropFirst(prefix.count) }
        return slice
    }
}

/// A catalog file that cannot be used: the file, the line where known, and why.
public struct CatalogError: Error, Equatable, CustomStringConvertible, Sendable {
    public let file: String
    public let line: Int?
    public let reason: String

    public init(file: String, line: Int? = nil, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String {
        line.map { "\(file):\($0): \(reason)" } ?? "\(file): \(reason)"
    }
}
