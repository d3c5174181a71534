import QuizSecrets

/// The admin PIN's hash as `admin.pin_hash` stores it: the salted hash players' passwords have too.
public typealias PINHash = SaltedHash

/// Why a stored PIN hash or a new PIN cannot be used.
public typealias PINHashError = SaltedHashError

/// Hashing and checking the admin PIN that unlocks a kiosk, with `SaltedHash`.
public enum AdminPIN {
    /// Iterations for new hashes (`SaltedHash.defaultIterations`).
    public static let defaultIterations = SaltedHash.defaultIterations
    /// How many digits a PIN may have: a kiosk enters it on a number pad.
    public static let allowedLengths = 4...12

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

    /// Hashes `pin` with `salt` (`SaltedHash.make`).
    public static func hash(
        pin: String, salt: [UInt8], iterations: Int = defaultIterations
    ) throws(PINHashError) -> PINHash {
        try SaltedHash.make(secret: pin, salt: salt, iterations: iterations)
    }

    /// True when `pin` hashes to `stored`, compared in constant time.
    public static func verify(pin: String, against stored: PINHash) -> Bool {
        stored.matches(pin)
    }
}
