import QuizConfig
import QuizFlows

/// Why the PIN pad refused what was typed: what the pad tells the operator (from the catalog, in the kiosk's
/// language) and what the kiosk log keeps (in English, as the rest of the log).
enum PINNotice: Equatable {
    /// Too few digits to be a PIN: nothing was checked.
    case incomplete
    /// A wrong PIN, with the tries left before the pad locks.
    case wrong(triesLeft: Int)
    /// Too many wrong PINs: the pad takes none for these whole seconds.
    case locked(seconds: Int)

    /// The pad's words.
    var screenText: ScreenText {
        switch self {
        case .incomplete:
            return ScreenText(
                "admin.pin.incomplete",
                [
                    "min": .number(AdminPIN.allowedLengths.lowerBound),
                    "max": .number(AdminPIN.allowedLengths.upperBound),
                ])
        case .wrong(let left): return ScreenText("admin.pin.wrong", count: left)
        case .locked(let seconds): return ScreenText("admin.pin.locked", ["seconds": .number(seconds)])
        }
    }

    /// The kiosk log's detail of a refusal.
    var logDetail: String {
        switch self {
        case .incomplete:
            return "Enter \(AdminPIN.allowedLengths.lowerBound) to \(AdminPIN.allowedLengths.upperBound) digits"
        case .wrong(let left): return "Wrong PIN. \(left) \(left == 1 ? "try" : "tries") before a wait"
        case .locked(let seconds): return "Too many wrong PINs: wait \(seconds) s"
        }
    }

    /// The lock's notice `seconds` before it ends, counted down in whole seconds.
    static func locked(remaining seconds: Double) -> PINNotice { .locked(seconds: Int(seconds.rounded(.up))) }
}

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
    /// Why the last OK was refused, until a digit is typed or the pad opens again.
    private(set) var notice: PINNotice?

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
        notice = nil
    }

    mutating func erase() {
        if !digits.isEmpty { digits.removeLast() }
    }

    /// Empties the field (the pad opened again).
    mutating func clear() {
        digits = ""
        notice = nil
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
            notice = .locked(remaining: remaining)
            return .refused
        }
        guard AdminPIN.allowedLengths.contains(digits.count) else {
            notice = .incomplete
            return .incomplete
        }
        let entered = digits
        digits = ""
        if verify(entered) {
            wrongInARow = 0
            lockedUntil = nil
            notice = nil
            return .accepted
        }
        wrongInARow += 1
        if wrongInARow >= Self.freeTries {
            let doublings = Double(wrongInARow - Self.freeTries)
            let wait = min(Self.longestLockSeconds, Self.firstLockSeconds * pow2(doublings))
            lockedUntil = time + wait
            notice = .locked(remaining: wait)
        } else {
            notice = .wrong(triesLeft: Self.freeTries - wrongInARow)
        }
        return .refused
    }

    private func pow2(_ exponent: Double) -> Double {
        var value = 1.0
        for _ in 0..<min(Int(exponent), 10) { value *= 2 }
        return value
    }
}
