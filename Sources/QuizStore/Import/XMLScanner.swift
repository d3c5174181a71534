/// A small reader of the XML inside an .xlsx file (SpreadsheetML: the workbook, its relationships, the shared
/// strings and a sheet): start tags with their attributes, end tags and text, in document order.
///
/// Names are given without their namespace prefix (`x:c` is `c`), attribute values and text with the five
/// named entities and character references decoded. Declarations, comments and a DOCTYPE are skipped (its
/// entities are not expanded); CDATA is text. It is no general XML parser: it checks no nesting, which the
/// readers of the workbook's parts do not need. XMLCoder (over Foundation's XMLParser) would load libxml2 into
/// every start of the game for this one import.
struct XMLScanner {
    /// What the scanner tells, in document order.
    enum Event {
        /// A start tag (a self-closing one is followed by its `.end`).
        case start(name: String, attributes: [String: String])
        case end(name: String)
        case text(String)
    }

    /// Where the XML is broken.
    struct Problem: Error {
        var message: String
    }

    /// Calls `body` with every event of `bytes` (UTF-8); throws where the markup is cut short.
    static func scan(_ bytes: [UInt8], _ body: (Event) throws(Problem) -> Void) throws(Problem) {
        var index = 0
        let count = bytes.count
        func find(_ pattern: [UInt8], from start: Int) throws(Problem) -> Int {
            var position = start
            while position + pattern.count <= count {
                if bytes[position] == pattern[0], bytes[position..<position + pattern.count].elementsEqual(pattern) {
                    return position
                }
                position += 1
            }
            throw Problem(message: "its XML is cut short (no \(String(decoding: pattern, as: UTF8.self)))")
        }
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            return position + pattern.count <= count
                && bytes[position..<position + pattern.count].elementsEqual(pattern)
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                var end = index
                while end < count, bytes[end] != UInt8(ascii: "<") { end += 1 }
                try body(.text(decode(bytes[index..<end])))
                index = end
                continue
            }
            let next = index + 1 < count ? bytes[index + 1] : 0
            if next == UInt8(ascii: "?") {
                index = try find(Array("?>".utf8), from: index + 2) + 2
            } else if next == UInt8(ascii: "!"), starts("<!--", at: index) {
                index = try find(Array("-->".utf8), from: index + 4) + 3
            } else if next == UInt8(ascii: "!"), starts("<![CDATA[", at: index) {
                let end = try find(Array("]]>".utf8), from: index + 9)
                try body(.text(String(decoding: bytes[(index + 9)..<end], as: UTF8.self)))
                index = end + 3
            } else if next == UInt8(ascii: "!") {
                index = try find([UInt8(ascii: ">")], from: index + 2) + 1
            } else if next == UInt8(ascii: "/") {
                let end = try find([UInt8(ascii: ">")], from: index + 2)
                try body(.end(name: localName(bytes[(index + 2)..<end])))
                index = end + 1
            } else {
                index = try startTag(bytes, at: index, body)
            }
        }
    }

    /// Reads the start tag at `start` (its `<`), tells it, and returns the index after its `>`.
    private static func startTag(
        _ bytes: [UInt8], at start: Int, _ body: (Event) throws(Problem) -> Void
    ) throws(Problem) -> Int {
        let count = bytes.count
        var index = start + 1
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isNameEnd(_ byte: UInt8) -> Bool {
            isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
        }
        let cut = Problem(message: "its XML is cut short inside a tag")
        while index < count, !isNameEnd(bytes[index]) { index += 1 }
        let name = localName(bytes[(start + 1)..<index])
        var attributes: [String: String] = [:]
        while true {
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count else { throw cut }
            if bytes[index] == UInt8(ascii: ">") {
                try body(.start(name: name, attributes: attributes))
                return index + 1
            }
            if bytes[index] == UInt8(ascii: "/") {
                guard index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") else { throw cut }
                try body(.start(name: name, attributes: attributes))
                try body(.end(name: name))
                return index + 2
            }
            let nameStart = index
            while index < count, !isNameEnd(bytes[index]) { index += 1 }
            let key = localName(bytes[nameStart..<index])
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "=") else {
                throw Problem(message: "its XML has an attribute without a value in <\(name)>")
            }
            index += 1
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw Problem(message: "its XML has an attribute value without quotes in <\(name)>")
            }
            let quote = bytes[index]
            let valueStart = index + 1
            index = valueStart
            while index < count, bytes[index] != quote { index += 1 }
            guard index < count else { throw cut }
            attributes[key] = decode(bytes[valueStart..<index])
            index += 1
        }
    }

    /// `c` for `x:c`.
    private static func localName(_ bytes: ArraySlice<UInt8>) -> String {
        let trimmed = bytes.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        let local = trimmed.lastIndex(of: UInt8(ascii: ":")).map { trimmed[($0 + 1)...] } ?? trimmed
        return String(decoding: local, as: UTF8.self)
    }

    private static let namedEntities = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]

    /// Text with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#65;` and `&#x41;` decoded; any other `&` is kept.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        let text = String(decoding: bytes, as: UTF8.self)
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.prefix(10).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let name = after[..<semicolon]
            var scalar: Unicode.Scalar?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
            }
            if let replacement = namedEntities[String(name)] ?? scalar.map({ String(Character($0)) }) {
                result += replacement
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }
}
