import Crypto
import _CryptoExtras

/// A salted PBKDF2-HMAC-SHA256 hash of the admin PIN, as `admin.pin_hash` stores it.
///
/// The text form describes itself, so the iteration count can grow later
/// without breaking files already deployed:
/// `pbkdf2-sha256$<iterations>$<salt-hex>$<hash-hex>`.
public struct PINHash: Sendable, Equatable, CustomStringConvertible {
    /// The scheme name at the start of the text form.
    public static let scheme = "pbkdf2-sha256"
    /// Iteration counts accepted in a stored hash: fewer is too cheap to guess, more too slow to check.
    public static let allowedIterations = 10_000...10_000_000
    /// Salt lengths accepted in a stored hash, in bytes.
    public static let allowedSaltBytes = 8...64
    /// The derived key length, in bytes.
    public static let hashBytes = 32

    public var iterations: Int
    public var salt: [UInt8]
    public var hash: [UInt8]

    public init(iterations: Int, salt: [UInt8], hash: [UInt8]) {
        self.iterations = iterations
        self.salt = salt
        self.hash = hash
    }

    /// `pbkdf2-sha256$200000$<salt-hex>$<hash-hex>`.
    public var description: String {
        [Self.scheme, String(iterations), Hex.encode(salt), Hex.encode(hash)].joined(separator: "$")
    }

    /// Reads the text form, saying what is wrong with it when it cannot be used.
    public static func parse(_ text: String) throws(PINHashError) -> PINHash {
        let parts = text.split(separator: "$", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, parts[0] == scheme else {
            throw PINHashError("is not a PIN hash; expected \(scheme)$ITERATIONS$SALT$HASH")
        }
        guard let iterations = Int(parts[1]), allowedIterations.contains(iterations) else {
            throw PINHashError(
                "has \(parts[1]) iterations; use \(allowedIterations.lowerBound) to \(allowedIterations.upperBound)")
        }
        guard let salt = Hex.decode(parts[2]), allowedSaltBytes.contains(salt.count) else {
            throw PINHashError(
                "has a salt that is not \(allowedSaltBytes.lowerBound) to \(allowedSaltBytes.upperBound) bytes of hex")
        }
        guard let hash = Hex.decode(parts[3]), hash.count == hashBytes else {
            throw PINHashError("has a hash that is not \(hashBytes) bytes of hex")
        }
        return PINHash(iterations: iterations, salt: salt, hash: hash)
    }
}

/// Why a stored PIN hash or a new PIN cannot be used.
public struct PINHashError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Hashing and checking the admin PIN that unlocks a kiosk.
public enum AdminPIN {
    /// Iterations for new hashes; every guess at the PIN costs the same. With swift-crypto a check
    /// takes about 0.03 s on an x86 server core with SHA extensions (release build, `config
    /// hash-pin`; the hand-written code took 0.16 s), more on a small ARM board.
    public static let defaultIterations = 200_000
    /// How many digits a PIN may have: a kiosk enters it on a number pad.
    public static let allowedLengths = 4...12
    /// Salt length for new hashes, in bytes.
    public static let saltBytes = 16

    /// Checks that `pin` is 4 to 12 digits.
    public static func validate(_ pin: String) throws(PINHashError) {
        guard pin.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
            throw PINHashError("the PIN must be digits only (0-9)")
        }
        guard allowedLengths.contains(pin.count) else {
            throw PINHashError(
                "the PIN must have \(allowedLengths.lowerBound) to \(allowedLengths.upperBound) digits, not \(pin.count)"
            )
        }
    }

    /// A fresh random salt; pass a seeded generator in tests.
    public static func makeSalt(using generator: inout some RandomNumberGenerator) -> [UInt8] {
        (0..<saltBytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// A fresh random salt from the system's generator.
    public static func makeSalt() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return makeSalt(using: &generator)
    }

    /// Hashes `pin` (its UTF-8 bytes) with `salt`: swift-crypto's PBKDF2-HMAC-SHA256 (BoringSSL's).
    ///
    /// swift-crypto files PBKDF2 under `KDF.Insecure` and its checked entry refuses fewer than 210,000
    /// rounds; hashes already deployed have 200,000 and tests use 10,000, so the count is checked
    /// here instead: `PINHash.allowedIterations` when a stored hash is read, and at most its upper
    /// bound here (an `iterations` below 1 counts as 1, as before).
    public static func hash(
        pin: String, salt: [UInt8], iterations: Int = defaultIterations
    ) throws(PINHashError)
        -> PINHash
    {
        guard iterations <= PINHash.allowedIterations.upperBound else {
            throw PINHashError(
                "\(iterations) iterations is more than a PIN check may take; use at most "
                    + "\(PINHash.allowedIterations.upperBound)")
        }
        let rounds = max(iterations, 1)
        let derived: SymmetricKey
        do {
            derived = try KDF.Insecure.PBKDF2.deriveKey(
                from: Array(pin.utf8), salt: salt, using: .sha256, outputByteCount: PINHash.hashBytes,
                unsafeUncheckedRounds: rounds)
        } catch {
            throw PINHashError("the PIN could not be hashed: \(error)")
        }
        return PINHash(iterations: rounds, salt: salt, hash: derived.withUnsafeBytes { Array($0) })
    }

    /// True when `pin` hashes to `stored`. swift-crypto compares the two keys in constant time,
    /// so timing tells nothing of where a guess went wrong.
    public static func verify(pin: String, against stored: PINHash) -> Bool {
        guard let candidate = try? hash(pin: pin, salt: stored.salt, iterations: stored.iterations) else {
            return false
        }
        return SymmetricKey(data: candidate.hash) == SymmetricKey(data: stored.hash)
    }
}

/// Lower-case hexadecimal for salts and hashes.
enum Hex {
    static func encode(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] })
    }

    /// Nil for an odd length or a character that is not a hex digit (either case).
    static func decode(_ text: String) -> [UInt8]? {
        let values = text.unicodeScalars.map { scalar -> UInt8? in
            switch scalar {
            case "0"..."9": UInt8(scalar.value - 48)
            case "a"..."f": UInt8(scalar.value - 87)
            case "A"..."F": UInt8(scalar.value - 55)
            default: nil
            }
        }
        guard values.count % 2 == 0, !values.contains(nil) else { return nil }
        let nibbles = values.compactMap { $0 }
        return stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
    }
}
