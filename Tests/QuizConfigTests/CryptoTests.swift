import Testing

@testable import QuizConfig

/// SHA-256, HMAC-SHA256 and PBKDF2 against the published test vectors.
@Suite struct CryptoTests {
    @Test(arguments: [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func sha256MatchesFIPS180Examples(message: String, digest: String) {
        #expect(Hex.encode(SHA256.hash(Array(message.utf8))) == digest)
    }

    @Test func sha256OfAMillionAsSpansManyBlocks() {
        let digest = SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        #expect(Hex.encode(digest) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func sha256InPiecesEqualsOneCall() {
        // Lengths around the 55/56/64-byte padding edges, fed in uneven pieces.
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 200] {
            let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7) }
            var hasher = SHA256()
            var start = 0
            var piece = 1
            while start < message.count {
                let end = min(message.count, start + piece)
                hasher.update(Array(message[start..<end]))
                start = end
                piece = piece * 3 % 70 + 1
            }
            #expect(hasher.finalize() == SHA256.hash(message), "length \(length)")
        }
    }

    @Test func hmacMatchesRFC4231TestCase2() {
        let tag = HMACSHA256(key: Array("Jefe".utf8)).authenticate(Array("what do ya want for nothing?".utf8))
        #expect(Hex.encode(tag) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test func hmacHashesAKeyLongerThanABlockFirst() {
        // RFC 4231 test case 6: a 131-byte key.
        let key = [UInt8](repeating: 0xaa, count: 131)
        let tag = HMACSHA256(key: key).authenticate(
            Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8))
        #expect(Hex.encode(tag) == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test func hmacWordPathAgreesWithTheBytePath() {
        let hmac = HMACSHA256(key: Array("a PIN".utf8))
        let message = (0..<32).map { UInt8($0 * 5) }
        let viaWords = SHA256.bytes(of: hmac.authenticate(words: SHA256.words(of: message)))
        #expect(viaWords == hmac.authenticate(message))
    }

    @Test(arguments: [
        (1, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
        (2, "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"),
        (4096, "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"),
    ])
    func pbkdf2MatchesThePasswordSaltVectors(iterations: Int, key: String) {
        let derived = PBKDF2.sha256(password: Array("password".utf8), salt: Array("salt".utf8), iterations: iterations)
        #expect(Hex.encode(derived) == key)
    }

    @Test func pbkdf2DerivesKeysLongerThanOneBlock() {
        let derived = PBKDF2.sha256(
            password: Array("passwordPASSWORDpassword".utf8), salt: Array("saltSALTsaltSALTsaltSALTsaltSALTsalt".utf8),
            iterations: 4096, keyLength: 40)
        #expect(
            Hex.encode(derived)
                == "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9")
    }

    @Test func pbkdf2TreatsZeroIterationsAsOne() {
        let password = Array("password".utf8)
        let salt = Array("salt".utf8)
        #expect(
            PBKDF2.sha256(password: password, salt: salt, iterations: 0)
                == PBKDF2.sha256(password: password, salt: salt, iterations: 1))
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
