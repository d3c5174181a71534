/// The CSV reader's loop over UTF-8 bytes (see `CSVReader` for the rules).
///
/// Every byte CSV gives a meaning to (comma, quote, CR, LF, space, tab) is ASCII, and no byte of a multi-byte
/// UTF-8 sequence is ASCII, so scanning bytes splits text exactly where scanning characters would. An unquoted
/// field becomes a String straight from its bytes; only quoted fields are copied through a scratch buffer.
struct CSVByteScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var found: [CSVRecord] = []
    private var fields: [String] = []
    /// The bytes of a quoted field, unescaped.
    private var quoted: [UInt8] = []
    private var line = 1
    private var recordLine = 1
    /// The line where the record's last quoted field opened; nil when the record has none.
    private var quoteLine: Int?

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    private static let comma: UInt8 = 0x2C
    private static let quote: UInt8 = 0x22
    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D
    private static let space: UInt8 = 0x20
    private static let tab: UInt8 = 0x09

    /// Every non-blank record, in order.
    mutating func scan() throws(ImportError) -> [CSVRecord] {
        var index = 0
        let count = bytes.count
        while index < count {
            index = try field(from: index)
            if index < count {
                let byte = bytes[index]
                index += 1
                if byte != Self.comma {
                    index = lineBreak(byte, at: index)
                    endRecord()
                    recordLine = line
                }
            } else {
                endRecord()
            }
        }
        // A file ending in a comma still has an empty last field on its last record.
        if !fields.isEmpty {
            fields.append("")
            endRecord()
        }
        return found
    }

    /// Reads the field starting at `start`; returns the index of the comma or line break after it (or the end).
    private mutating func field(from start: Int) throws(ImportError) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == Self.space { index += 1 }
        if index < bytes.count, bytes[index] == Self.quote {
            return try quotedField(from: index + 1)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.comma || byte == Self.lineFeed || byte == Self.carriageReturn { break }
            index += 1
        }
        fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        return index
    }

    /// Reads a quoted field whose text starts at `start` (after the opening quote), then the spaces or tabs
    /// allowed before the next comma or line break.
    private mutating func quotedField(from start: Int) throws(ImportError) -> Int {
        quoteLine = line
        quoted.removeAll(keepingCapacity: true)
        var index = start
        var runStart = start
        while true {
            guard index < bytes.count else {
                throw ImportError(location: ImportLocation(file: file, line: quoteLine ?? line), .unclosedQuote)
                    .atColumn(fields.count + 1)
            }
            let byte = bytes[index]
            if byte == Self.quote {
                quoted.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                index += 1
                guard index < bytes.count, bytes[index] == Self.quote else { break }
                quoted.append(Self.quote)
                index += 1
                runStart = index
            } else if byte == Self.lineFeed || byte == Self.carriageReturn {
                quoted.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                quoted.append(Self.lineFeed)
                index = lineBreak(byte, at: index + 1)
                runStart = index
            } else {
                index += 1
            }
        }
        fields.append(String(decoding: quoted, as: UTF8.self))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.comma || byte == Self.lineFeed || byte == Self.carriageReturn { break }
            guard byte == Self.space || byte == Self.tab else {
                throw ImportError(location: ImportLocation(file: file, line: line), .textAfterQuote)
                    .atColumn(fields.count)
            }
            index += 1
        }
        return index
    }

    /// Counts the line break `byte` (just read, `next` is after it): CRLF is one break.
    private mutating func lineBreak(_ byte: UInt8, at next: Int) -> Int {
        line += 1
        if byte == Self.carriageReturn, next < bytes.count, bytes[next] == Self.lineFeed { return next + 1 }
        return next
    }

    private mutating func endRecord() {
        if fields != [""] || quoteLine != nil {
            found.append(CSVRecord(line: recordLine, fields: fields))
        }
        fields = []
        quoteLine = nil
    }
}
