import QuizConfig
import Testing

@testable import QuizSecrets

/// Hashing, storing and checking the admin PIN.
@Suite struct AdminPINTests {
    /// A fixed salt keeps the tests repeatable; the iteration count keeps them fast.
    let salt: [UInt8] = Array(0..<16)
    let iterations = 10_000

    @Test func theRightPINVerifiesAndOthersDoNot() throws {
        let stored = try AdminPIN.hash(pin: "2468", salt: salt, iterations: iterations)
        #expect(AdminPIN.verify(pin: "2468", against: stored))
        #expect(!AdminPIN.verify(pin: "2469", against: stored))
        #expect(!AdminPIN.verify(pin: "24680", against: stored))
        #expect(!AdminPIN.verify(pin: "", against: stored))
    }

    @Test func theHashIsPBKDF2OfThePINAndSalt() throws {
        let stored = try AdminPIN.hash(pin: "password", salt: Array("salt".utf8), iterations: 4096)
        #expect(Hex.encode(stored.hash) == "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
        #expect(stored.iterations == 4096)
        #expect(stored.salt == Array("salt".utf8))
    }

    @Test func theTextFormRoundTrips() throws {
        let stored = try AdminPIN.hash(pin: "1234", salt: salt, iterations: iterations)
        let text = stored.description
        #expect(text.hasPrefix("pbkdf2-sha256$10000$000102030405060708090a0b0c0d0e0f$"))
        #expect(text.split(separator: "$").last?.count == 64)
        #expect(try PINHash.parse(text) == stored)
        #expect(AdminPIN.verify(pin: "1234", against: try PINHash.parse(text)))
    }

    @Test(arguments: [
        ("1234", "is not a salted hash; expected pbkdf2-sha256$ITERATIONS$SALT$HASH"),
        ("sha256$10000$00112233445566778899$" + String(repeating: "ab", count: 32), "is not a salted hash"),
        ("pbkdf2-sha256$1000$0011223344556677$" + String(repeating: "ab", count: 32), "has 1000 iterations"),
        ("pbkdf2-sha256$lots$0011223344556677$" + String(repeating: "ab", count: 32), "has lots iterations"),
        ("pbkdf2-sha256$10000$0011$" + String(repeating: "ab", count: 32), "has a salt that is not 8 to 64 bytes"),
        ("pbkdf2-sha256$10000$00112233445566zz$" + String(repeating: "ab", count: 32), "has a salt"),
        ("pbkdf2-sha256$10000$0011223344556677$abcd", "has a hash that is not 32 bytes of hex"),
    ])
    func malformedHashesSayWhatIsWrong(text: String, expected: String) {
        #expect {
            try PINHash.parse(text)
        } throws: { error in
            (error as? PINHashError)?.message.hasPrefix(expected) == true
        }
    }

    @Test(arguments: ["1234", "000000", "123456789012"])
    func pinsOfFourToTwelveDigitsAreAccepted(pin: String) throws {
        try AdminPIN.validate(pin)
    }

    @Test(arguments: [
        ("123", "the PIN must have 4 to 12 digits, not 3"),
        ("1234567890123", "the PIN must have 4 to 12 digits, not 13"),
        ("12a4", "the PIN must be digits only (0-9)"),
        ("12 34", "the PIN must be digits only (0-9)"),
        ("١٢٣٤", "the PIN must be digits only (0-9)"),
    ])
    func otherPINsAreRejected(pin: String, message: String) {
        #expect(throws: PINHashError(message)) { try AdminPIN.validate(pin) }
    }

    @Test func saltsComeFromTheGeneratorGiven() {
        var first = CountingGenerator()
        var second = CountingGenerator()
        let salt = PINHash.makeSalt(using: &first)
        #expect(salt.count == 16)
        #expect(salt == PINHash.makeSalt(using: &second))
        #expect(PINHash.makeSalt() != PINHash.makeSalt())
    }

    /// A line `tiltquiz config hash-pin` printed for the PIN 4826 before swift-crypto replaced the
    /// hand-written SHA-256 and PBKDF2 (commit 760c40a): kiosks deployed with such lines keep their PIN.
    @Test func aHashMadeByTheHandWrittenPBKDF2StillVerifies() throws {
        let line =
            "pbkdf2-sha256$200000$80aeb35e7977056a28f40ea9ccefcd8f$"
            + "b93752eb73a20e2c68b34aca81db2dfb3238934fcef82d2246b493fc39595ef1"
        let stored = try PINHash.parse(line)
        #expect(AdminPIN.verify(pin: "4826", against: stored))
        #expect(!AdminPIN.verify(pin: "4827", against: stored))
        #expect(!AdminPIN.verify(pin: "", against: stored))
        #expect(try AdminPIN.hash(pin: "4826", salt: stored.salt) == stored)
    }

    @Test func moreIterationsThanACheckMayTakeAreRefused() {
        #expect(throws: PINHashError("10000001 iterations is more than a check may take; use at most 10000000")) {
            try AdminPIN.hash(pin: "2468", salt: salt, iterations: 10_000_001)
        }
    }
}

/// A predictable generator: the same numbers every time (golden-ratio steps).
struct CountingGenerator: RandomNumberGenerator {
    var state: UInt64 = 0

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return state
    }
}
