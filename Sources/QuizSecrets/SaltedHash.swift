import Crypto
import _CryptoExtras

/// A slow salted hash of a secret: PBKDF2-HMAC-SHA256 (swift-crypto's, BoringSSL's). The one
/// mechanism behind the admin PIN (`admin.pin_hash`) and players' passwords (`player.passwordHash`).
///
/// The text form describes itself, so the iteration count can grow later without breaking what
/// is already stored: `pbkdf2-sha256$<iterations>$<salt-hex>$<hash-hex>`.
public struct SaltedHash: Sendable, Equatable, CustomStringConvertible {
    /// The scheme name at the start of the text form.
    public static let scheme = "pbkdf2-sha256"
    /// Iteration counts accepted in a stored hash: fewer is too cheap to guess, more too slow to check.
    public static let allowedIterations = 10_000...10_000_000
    /// Salt lengths accepted in a stored hash, in bytes.
    public static let allowedSaltBytes = 8...64
    /// The derived key length, in bytes.
    public static let hashBytes = 32
    /// Iterations for new hashes; every guess costs the same. With swift-crypto a check takes about
    /// 0.03 s on an x86 server core with SHA extensions (release build), more on a small ARM board.
    public static let defaultIterations = 200_000
    /// Salt length for new hashes, in bytes.
    public static let saltBytes = 16

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
    public static func parse(_ text: String) throws(SaltedHashError) -> SaltedHash {
        let parts = text.split(separator: "$", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, parts[0] == scheme else {
            throw SaltedHashError("is not a salted hash; expected \(scheme)$ITERATIONS$SALT$HASH", fault: .notAHash)
        }
        guard let iterations = Int(parts[1]), allowedIterations.contains(iterations) else {
            throw SaltedHashError(
                "has \(parts[1]) iterations; use \(allowedIterations.lowerBound) to \(allowedIterations.upperBound)",
                fault: .iterations(parts[1]))
        }
        guard let salt = Hex.decode(parts[2]), allowedSaltBytes.contains(salt.count) else {
            throw SaltedHashError(
                "has a salt that is not \(allowedSaltBytes.lowerBound) to \(allowedSaltBytes.upperBound) bytes of hex",
                fault: .salt)
        }
        guard let hash = Hex.decode(parts[3]), hash.count == hashBytes else {
            throw SaltedHashError("has a hash that is not \(hashBytes) bytes of hex", fault: .hash)
        }
        return SaltedHash(iterations: iterations, salt: salt, hash: hash)
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

    /// Hashes `secret` (its UTF-8 bytes) with `salt`.
    ///
    /// swift-crypto files PBKDF2 under `KDF.Insecure` and its checked entry refuses fewer than 210,000
    /// rounds; PIN hashes already deployed have 200,000 and tests use 10,000, so the count is checked
    /// here instead: `allowedIterations` when a stored hash is read, and at most its upper bound here
    /// (an `iterations` below 1 counts as 1).
    public static func make(
        secret: String, salt: [UInt8], iterations: Int = defaultIterations
    ) throws(SaltedHashError) -> SaltedHash {
        guard iterations <= allowedIterations.upperBound else {
            throw SaltedHashError(
                "\(iterations) iterations is more than a check may take; use at most \(allowedIterations.upperBound)")
        }
        let rounds = max(iterations, 1)
        let derived: SymmetricKey
        do {
            derived = try KDF.Insecure.PBKDF2.deriveKey(
                from: Array(secret.utf8), salt: salt, using: .sha256, outputByteCount: hashBytes,
                unsafeUncheckedRounds: rounds)
        } catch {
            throw SaltedHashError("the secret could not be hashed: \(error)")
        }
        return SaltedHash(iterations: rounds, salt: salt, hash: derived.withUnsafeBytes { Array($0) })
    }

    /// True when `secret` hashes to this hash. swift-crypto compares the two keys in constant time,
    /// so timing tells nothing of where a guess went wrong.
    public func matches(_ secret: String) -> Bool {
        guard let candidate = try? Self.make(secret: secret, salt: salt, iterations: iterations) else { return false }
        return SymmetricKey(data: candidate.hash) == SymmetricKey(data: hash)
    }
}

/// Why a stored hash or a new one cannot be used.
public struct SaltedHashError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// Which part of a stored hash is wrong, for a reader that words it in another language.
    public var fault: Fault

    /// What is wrong with a stored hash's text form (`SaltedHash.parse`); `other` for any other refusal.
    public enum Fault: Equatable, Sendable {
        /// Not `pbkdf2-sha256$ITERATIONS$SALT$HASH`.
        case notAHash
        /// The iterations as written, not a count within `allowedIterations`.
        case iterations(String)
        /// The salt not `allowedSaltBytes` bytes of hex.
        case salt
        /// The hash not `hashBytes` bytes of hex.
        case hash
        case other
    }

    public init(_ message: String, fault: Fault = .other) {
        self.message = message
        self.fault = fault
    }

    public var description: String { message }
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
