extension SettingsReader {
    /// A number that may have a fraction (`1.5`), within `range`; anything else is one line naming the key.
    mutating func decimal(_ key: String, default value: Double, in range: ClosedRange<Double>) -> Double {
        let allowed = ConfigAllowed.number(from: Self.plain(range.lowerBound), to: Self.plain(range.upperBound))
        guard let (text, line) = scalar(key, allowed: allowed) else { return value }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            report(key, line: line, .notAllowed(.written(text), allowed: allowed, hint: nil))
            return value
        }
        return number
    }

    /// `1.0` as `1`, `1.5` as `1.5`.
    static func plain(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
