import QuizConfig

/// The PIN being typed on the PIN pad, and the back-off after wrong tries.
///
/// Three wrong PINs in a row lock the pad for 30 s; each wrong PIN after that
/// doubles the wait, up to 15 minutes. The count is kept when the pad closes
/// and starts over only after the right PIN.
struct PINEntry: Equatable {
    static let freeTries = 3
    static let firstLockSeconds = 30.0
    static let longestLockSeconds = 900.0

    private(set) var digits = ""
    private(set) var wrongInARow = 0
    private(set) var lockedUntil: Double?
    /// The last thing to tell the operator, and whether it is bad news.
    private(set) var message: (text: String, isError: Bool)?

    static func == (lhs: PINEntry, rhs: PINEntry) -> Bool {
        lhs.digits == rhs.digits && lhs.wrongInARow == rhs.wrongInARow && lhs.lockedUntil == rhs.lockedUntil
            && lhs.message?.text == rhs.message?.text && lhs.message?.isError == rhs.message?.isError
    }

    /// Seconds until the pad takes PINs again, or nil when it is open.
    func lockRemaining(at time: Double) -> Double? {
        guard let lockedUntil, time < lockedUntil else { return nil }
        return lockedUntil - time
    }

    mutating func type(_ digit: Character, at time: Double) {
        guard lockRemaining(at: time) == nil, digit.isASCII, digit.isNumber,
            digits.count < AdminPIN.allowedLengths.upperBound
        else { return }
        digits.append(digit)
        message = nil
    }

    mutating func erase() {
        if !digits.isEmpty { digits.removeLast() }
    }

    /// Empties the field (the pad opened again).
    mutating func clear() {
        digits = ""
        message = nil
    }

    /// What OK did.
    enum Outcome: Equatable {
        case accepted
        /// A wrong PIN, or any PIN while the pad is locked.
        case refused
        /// Too few digits to be a PIN: nothing was checked.
        case incomplete
    }

    /// Checks the typed PIN.
    mutating func submit(at time: Double, verify: (String) -> Bool) -> Outcome {
        if let remaining = lockRemaining(at: time) {
            message = (Self.lockText(remaining), true)
            return .refused
        }
        guard AdminPIN.allowedLengths.contains(digits.count) else {
            message = ("Enter 4 to 12 digits", true)
            return .incomplete
        }
        let entered = digits
        digits = ""
        if verify(entered) {
            wrongInARow = 0
            lockedUntil = nil
            message = nil
            return .accepted
        }
        wrongInARow += 1
        if wrongInARow >= Self.freeTries {
            let doublings = Double(wrongInARow - Self.freeTries)
            let wait = min(Self.longestLockSeconds, Self.firstLockSeconds * pow2(doublings))
            lockedUntil = time + wait
            message = (Self.lockText(wait), true)
        } else {
            let left = Self.freeTries - wrongInARow
            message = ("Wrong PIN. \(left) \(left == 1 ? "try" : "tries") before a wait", true)
        }
        return .refused
    }

    /// What the pad says while locked, counted down in whole seconds.
    static func lockText(_ seconds: Double) -> String {
        "Too many wrong PINs: wait \(Int(seconds.rounded(.up))) s"
    }

    private func pow2(_ exponent: Double) -> Double {
        var value = 1.0
        for _ in 0..<min(Int(exponent), 10) { value *= 2 }
        return value
    }
}
