import QuizConfig
import Testing

@testable import QuizSecrets

/// The admin PIN's PBKDF2-HMAC-SHA256 (swift-crypto's) against published test vectors, and the hex of its text form.
@Suite struct CryptoTests {
    /// The RFC 6070 inputs (password, salt) with HMAC-SHA256 in place of HMAC-SHA1.
    @Test(arguments: [
        (1, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
        (2, "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"),
        (4096, "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"),
    ])
    func pbkdf2MatchesThePasswordSaltVectors(iterations: Int, key: String) throws {
        let derived = try AdminPIN.hash(pin: "password", salt: Array("salt".utf8), iterations: iterations)
        #expect(Hex.encode(derived.hash) == key)
    }

    @Test func zeroIterationsCountAsOne() throws {
        let salt = Array("salt".utf8)
        let zero = try AdminPIN.hash(pin: "password", salt: salt, iterations: 0)
        #expect(zero.hash == (try AdminPIN.hash(pin: "password", salt: salt, iterations: 1)).hash)
        #expect(zero.iterations == 1)
    }

    @Test func hexRoundTripsAndRejectsNonHex() {
        let bytes: [UInt8] = [0x00, 0x0f, 0xa5, 0xff]
        #expect(Hex.encode(bytes) == "000fa5ff")
        #expect(Hex.decode("000FA5ff") == bytes)
        #expect(Hex.decode("abc") == nil)
        #expect(Hex.decode("zz") == nil)
        #expect(Hex.decode("") == [])
    }
}
