/// SHA-256 (FIPS 180-4), written here so hashing the admin PIN needs no crypto library.
///
/// Made for short inputs (PINs, salts, HMAC blocks), not for hashing files.
struct SHA256 {
    /// The eight 32-bit words of the running hash.
    typealias Words = SIMD8<UInt32>

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    static let initialState: Words = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    static let blockBytes = 64

    private(set) var state: Words
    private var pending: [UInt8] = []
    private var byteCount: UInt64

    init() {
        self.init(resumingFrom: Self.initialState, byteCount: 0)
    }

    /// Continues a hash whose first `byteCount` bytes (a whole number of blocks) made `state`.
    init(resumingFrom state: Words, byteCount: UInt64) {
        self.state = state
        self.byteCount = byteCount
        pending.reserveCapacity(Self.blockBytes)
    }

    /// The digest of `bytes` in one call.
    static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    mutating func update(_ bytes: [UInt8]) {
        byteCount &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            let take = min(Self.blockBytes - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            start = take
            guard pending.count == Self.blockBytes else { return }
            Self.compress(&state, blockBytes: pending[...])
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - start >= Self.blockBytes {
            Self.compress(&state, blockBytes: bytes[start..<(start + Self.blockBytes)])
            start += Self.blockBytes
        }
        pending.append(contentsOf: bytes[start...])
    }

    /// Pads (a 1 bit, zeros, the length in bits) and returns the 32-byte digest.
    mutating func finalize() -> [UInt8] {
        let bitLength = byteCount &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % Self.blockBytes != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        var start = 0
        while start < tail.count {
            Self.compress(&state, blockBytes: tail[start..<(start + Self.blockBytes)])
            start += Self.blockBytes
        }
        pending.removeAll()
        return Self.bytes(of: state)
    }

    /// Compresses one 64-byte block read as 16 big-endian words.
    static func compress(_ state: inout Words, blockBytes block: ArraySlice<UInt8>) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            var index = block.startIndex
            for word in 0..<16 {
                schedule[word] =
                    UInt32(block[index]) << 24 | UInt32(block[index + 1]) << 16
                    | UInt32(block[index + 2]) << 8 | UInt32(block[index + 3])
                index += 4
            }
            compress(&state, schedule: schedule)
        }
    }

    /// Compresses one block whose 16 words are the first 16 of `schedule` (64 words of room).
    static func compress(_ state: inout Words, schedule w: UnsafeMutableBufferPointer<UInt32>) {
        for t in 16..<64 {
            let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        let k = roundConstants
        var a = state[0]
        var b = state[1]
        var c = state[2]
        var d = state[3]
        var e = state[4]
        var f = state[5]
        var g = state[6]
        var h = state[7]
        for t in 0..<64 {
            let sum1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ k[t] &+ w[t]
            let sum0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = sum0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temp1
            d = c
            c = b
            b = a
            a = temp1 &+ temp2
        }
        state &+= Words(a, b, c, d, e, f, g, h)
    }

    /// The words as 32 big-endian bytes.
    static func bytes(of words: Words) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for index in 0..<8 {
            let word = words[index]
            out += [
                UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                UInt8(truncatingIfNeeded: word),
            ]
        }
        return out
    }

    /// 32 big-endian bytes as words (the inverse of `bytes(of:)`).
    static func words(of bytes: [UInt8]) -> Words {
        var words = Words()
        for index in 0..<8 {
            let at = index * 4
            words[index] =
                UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
                | UInt32(bytes[at + 3])
        }
        return words
    }

    @inline(__always)
    private static func rotr(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
