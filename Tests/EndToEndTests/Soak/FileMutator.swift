import Foundation
import QuizCore
import TestSupport

/// Breaks good files the ways real ones break: cut short, bytes lost,
/// doubled, flipped or foreign, lines dropped, swapped or repeated, numbers
/// out of range, nesting and lines far too deep or long, other encodings,
/// two files spliced. Seeded, so a failure can be replayed.
struct FileMutator {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// Bytes that mean something to one of the formats.
    private static let meaningful = Array(#""',;:{}[]=~#\$%<>|"#.utf8) + [0x00, 0x0A, 0x0D, 0x09, 0xFF, 0xC3, 0xE2]
    private static let extremes = [
        "1e999", "-1", "99999999999999999999", "NaN", "-0", "0x7f", "", "1.5", "-2147483649",
    ]

    /// One to three mutations of `data`; `other` is another sample to splice in.
    mutating func mutate(_ data: Data, other: Data) -> Data {
        var bytes = [UInt8](data)
        for _ in 0...random.below(3) {
            bytes = mutateOnce(bytes, other: [UInt8](other))
        }
        return Data(bytes)
    }

    private mutating func mutateOnce(_ bytes: [UInt8], other: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let at = random.below(bytes.count + 1)
        let length = 1 + random.below(64)
        let end = min(bytes.count, at + length)
        switch random.below(14) {
        case 0: bytes.removeSubrange(at...)
        case 1: bytes.removeSubrange(at..<end)
        case 2: bytes.insert(contentsOf: bytes[at..<end], at: at)
        case 3: bytes.insert(contentsOf: (0..<length).map { _ in junkByte() }, at: at)
        case 4:
            for _ in 0..<(1 + random.below(8)) where !bytes.isEmpty {
                bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8))
            }
        case 5: bytes = replaceNumber(bytes)
        case 6, 7, 8: bytes = mutateLines(bytes)
        case 9: bytes = blankField(bytes)
        case 10: bytes.insert(contentsOf: [UInt8](repeating: random.below(2) == 0 ? 0x5B : 0x7B, count: 5000), at: at)
        case 11: bytes.insert(contentsOf: [UInt8](repeating: 0x61, count: 20_000), at: at)
        case 12: bytes = reencode(bytes)
        default: bytes = Array(bytes[..<at]) + other[random.below(other.count + 1)...]
        }
        return bytes
    }

    private mutating func junkByte() -> UInt8 {
        random.below(3) == 0
            ? UInt8(truncatingIfNeeded: random.next()) : Self.meaningful[random.below(Self.meaningful.count)]
    }

    /// A run of digits becomes an extreme or broken number.
    private mutating func replaceNumber(_ bytes: [UInt8]) -> [UInt8] {
        let digits = bytes.indices.filter { (0x30...0x39).contains(bytes[$0]) }
        guard !digits.isEmpty else { return bytes }
        var start = digits[random.below(digits.count)]
        var end = start
        while start > 0, (0x30...0x39).contains(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
        let number = Self.extremes[random.below(Self.extremes.count)]
        return Array(bytes[..<start]) + Array(number.utf8) + bytes[end...]
    }

    /// Drops, swaps or repeats lines.
    private mutating func mutateLines(_ bytes: [UInt8]) -> [UInt8] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        guard lines.count > 1 else { return bytes }
        let first = random.below(lines.count)
        let second = random.below(lines.count)
        switch random.below(3) {
        case 0: lines.remove(at: first)
        case 1: lines.swapAt(first, second)
        default: lines.insert(contentsOf: Array(repeating: lines[first], count: 1 + random.below(50)), at: second)
        }
        return Array(lines.joined(separator: [0x0A]))
    }

    /// Empties what lies between two delimiters (a CSV cell, a JSON string, a GIFT answer).
    private mutating func blankField(_ bytes: [UInt8]) -> [UInt8] {
        let delimiters: Set<UInt8> = [0x2C, 0x22, 0x3A, 0x7B, 0x7D, 0x3D, 0x7E]
        let marks = bytes.indices.filter { delimiters.contains(bytes[$0]) }
        guard marks.count > 1 else { return bytes }
        let index = random.below(marks.count - 1)
        return Array(bytes[...marks[index]]) + bytes[marks[index + 1]...]
    }

    /// UTF-16 with a byte-order mark, Latin-1 bytes, or a stray BOM mid-file.
    private mutating func reencode(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        switch random.below(3) {
        case 0: return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case 1: return text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
        default:
            let at = random.below(bytes.count + 1)
            return Array(bytes[..<at]) + [0xEF, 0xBB, 0xBF] + bytes[at...]
        }
    }
}
