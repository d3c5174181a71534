import TestSupport

/// A udev rules file read the way udev reads it (udev(7)): one rule a line,
/// `\` continues a line, a rule is comma-separated `KEY{attr}OP"value"`
/// pairs. Enough to check a rule file's syntax where `udevadm verify`
/// (systemd 253 and later) is missing.
struct UdevRules {
    /// One `KEY{attribute}OP"value"` of a rule.
    struct Pair: Equatable {
        var key: String
        var attribute: String?
        var op: String
        var value: String
    }

    /// Rules in file order, each with its first line number.
    var rules: [(line: Int, pairs: [Pair])] = []

    /// Keys that only compare; the others assign.
    static let matchKeys: Set<String> = [
        "ACTION", "DEVPATH", "KERNEL", "KERNELS", "NAME", "SYMLINK", "SUBSYSTEM", "SUBSYSTEMS", "DRIVER", "DRIVERS",
        "ATTR", "ATTRS", "SYSCTL", "ENV", "CONST", "TAG", "TAGS", "TEST", "PROGRAM", "RESULT",
    ]
    static let assignKeys: Set<String> = [
        "NAME", "SYMLINK", "OWNER", "GROUP", "MODE", "SECLABEL", "ATTR", "SYSCTL", "ENV", "TAG", "RUN", "LABEL",
        "GOTO", "IMPORT", "OPTIONS",
    ]

    init(parsing text: String) throws(SummaryError) {
        var logical: [(Int, String)] = []
        var pending = ""
        var start = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if pending.isEmpty { start = index + 1 }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasSuffix("\\") {
                pending += line.dropLast() + " "
                continue
            }
            pending += line
            if !pending.isEmpty, !pending.hasPrefix("#") { logical.append((start, pending)) }
            pending = ""
        }
        for (line, rule) in logical {
            rules.append((line, try Self.pairs(of: rule, line: line)))
        }
    }

    private static func pairs(of rule: String, line: Int) throws(SummaryError) -> [Pair] {
        var result: [Pair] = []
        var rest = Substring(rule)
        while !rest.isEmpty {
            let key = rest.prefix { $0.isUppercase || $0 == "_" }
            guard !key.isEmpty else { throw SummaryError(message: "line \(line): expected a key at \"\(rest)\"") }
            rest = rest.dropFirst(key.count)
            var attribute: String?
            if rest.hasPrefix("{") {
                guard let close = rest.firstIndex(of: "}") else {
                    throw SummaryError(message: "line \(line): \(key){ is not closed")
                }
                attribute = String(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...]
            }
            guard let op = ["==", "!=", "+=", "-=", ":=", "="].first(where: { rest.hasPrefix($0) }) else {
                throw SummaryError(message: "line \(line): \(key) has no operator")
            }
            rest = rest.dropFirst(op.count)
            guard rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") else {
                throw SummaryError(message: "line \(line): the value of \(key) is not in double quotes")
            }
            let value = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
            if rest.hasPrefix(",") { rest = rest.dropFirst().drop { $0 == " " } }
            let matching = op == "==" || op == "!="
            let known = matching ? matchKeys.contains(String(key)) : assignKeys.contains(String(key))
            guard known else {
                throw SummaryError(message: "line \(line): \(key) cannot be used with \(op)")
            }
            result.append(Pair(key: String(key), attribute: attribute, op: op, value: value))
        }
        return result
    }

    /// Every value assigned to `key` in the file.
    func assigned(_ key: String) -> [String] {
        rules.flatMap { $0.pairs.filter { $0.key == key && $0.op != "==" && $0.op != "!=" }.map(\.value) }
    }
}
