/// HMAC-SHA256 (RFC 2104) with the key's two pad blocks compressed once, up front.
///
/// PBKDF2 runs HMAC hundreds of thousands of times with one key; keeping the
/// padded-key states halves the work per call and allocates nothing.
struct HMACSHA256 {
    private let innerState: SHA256.Words
    private let outerState: SHA256.Words

    init(key: [UInt8]) {
        var block = key.count > SHA256.blockBytes ? SHA256.hash(key) : key
        block += [UInt8](repeating: 0, count: SHA256.blockBytes - block.count)
        var inner = SHA256.initialState
        SHA256.compress(&inner, blockBytes: block.map { $0 ^ 0x36 }[...])
        var outer = SHA256.initialState
        SHA256.compress(&outer, blockBytes: block.map { $0 ^ 0x5c }[...])
        innerState = inner
        outerState = outer
    }

    /// The 32-byte tag of `message`.
    func authenticate(_ message: [UInt8]) -> [UInt8] {
        var inner = SHA256(resumingFrom: innerState, byteCount: UInt64(SHA256.blockBytes))
        inner.update(message)
        var outer = SHA256(resumingFrom: outerState, byteCount: UInt64(SHA256.blockBytes))
        outer.update(inner.finalize())
        return outer.finalize()
    }

    /// The tag of a 32-byte message given as words, as words: PBKDF2's inner loop.
    func authenticate(words message: SHA256.Words) -> SHA256.Words {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            var state = innerState
            Self.fillOneBlock(schedule, with: message)
            SHA256.compress(&state, schedule: schedule)
            let innerDigest = state
            state = outerState
            Self.fillOneBlock(schedule, with: innerDigest)
            SHA256.compress(&state, schedule: schedule)
            return state
        }
    }

    /// 32 bytes after a 64-byte pad block, padded: they fit one block of 96 bytes' length (768 bits).
    private static func fillOneBlock(_ schedule: UnsafeMutableBufferPointer<UInt32>, with words: SHA256.Words) {
        for index in 0..<8 { schedule[index] = words[index] }
        schedule[8] = 0x8000_0000
        for index in 9..<15 { schedule[index] = 0 }
        schedule[15] = UInt32((SHA256.blockBytes + 32) * 8)
    }
}

/// PBKDF2 (RFC 8018 §5.2) with HMAC-SHA256 as the pseudorandom function.
enum PBKDF2 {
    /// Derives `keyLength` bytes; an `iterations` below 1 counts as 1.
    static func sha256(password: [UInt8], salt: [UInt8], iterations: Int, keyLength: Int = 32) -> [UInt8] {
        let prf = HMACSHA256(key: password)
        var output: [UInt8] = []
        var blockIndex: UInt32 = 1
        while output.count < keyLength {
            let indexBytes = (0..<4).map { UInt8(truncatingIfNeeded: blockIndex >> UInt32(24 - 8 * $0)) }
            var chained = SHA256.words(of: prf.authenticate(salt + indexBytes))
            var block = chained
            for _ in stride(from: 1, to: iterations, by: 1) {
                chained = prf.authenticate(words: chained)
                block ^= chained
            }
            output += SHA256.bytes(of: block)
            blockIndex &+= 1
        }
        return Array(output.prefix(keyLength))
    }
}
