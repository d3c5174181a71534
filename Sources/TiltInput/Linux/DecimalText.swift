/// Locale-proof number parsing for sysfs attributes, mount matrices and evemu files.
///
/// sysfs always writes "0.009576806", whatever LC_NUMERIC says; a parser that
/// follows the locale would read "0,0095" as valid in French. Only plain
/// decimal text is accepted: no "nan", "inf", hex floats or thousands separators.
enum DecimalText {
    /// `[+-]?(digits[.digits?] | .digits)([eE][+-]?digits)?`, surrounding spaces ignored.
    static func double<S: StringProtocol>(_ text: S) -> Double? {
        let bytes = Array(text.utf8).trimmingASCIISpaces()
        guard isPlainDecimal(bytes) else { return nil }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else {
            return nil
        }
        return value
    }

    /// A base-10 integer with an optional sign, surrounding spaces ignored.
    static func integer<S: StringProtocol>(_ text: S) -> Int? {
        let bytes = Array(text.utf8).trimmingASCIISpaces()
        return Int(String(decoding: bytes, as: UTF8.self))
    }

    /// A hexadecimal integer (no "0x" needed, but allowed), surrounding spaces ignored.
    static func hexInteger<S: StringProtocol>(_ text: S) -> Int? {
        var digits = String(decoding: Array(text.utf8).trimmingASCIISpaces(), as: UTF8.self)
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits.removeFirst(2)
        }
        guard !digits.isEmpty, !digits.hasPrefix("-"), !digits.hasPrefix("+") else { return nil }
        return Int(digits, radix: 16)
    }

    private static func isPlainDecimal(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        var mantissaDigits = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}

extension Array where Element == UInt8 {
    /// The bytes without leading and trailing spaces, tabs and line ends.
    func trimmingASCIISpaces() -> [UInt8] {
        func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return [] }
        return Array(self[first...last])
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line ends.
    var trimmedASCII: String {
        String(decoding: Array(utf8).trimmingASCIISpaces(), as: UTF8.self)
    }
}
