/// FNV-1a, 64 bits: the same on every machine and run (Swift's `Hasher` is seeded per process). The one
/// stable hash: the Daily Challenge's seed, the store's content ids and pack checksums, and the BSD quiz
/// patterns' per-question choices.
public struct FNV1a: Equatable, Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    /// The same over a buffer's bytes: a file's, through `Data.withUnsafeBytes` (`Data`'s own iterator costs
    /// about 60 instructions a byte, which made hashing the bundled packs at every start a third of a short
    /// game's instructions).
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    /// `value` as 16 lower-case hex digits, zeros in front.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
