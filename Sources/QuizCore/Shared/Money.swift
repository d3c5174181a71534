/// An amount of credit in cents as the game writes it: "$2.00", and "2.00" where the currency is said apart.
public enum Money {
    /// "$2.05" for 205 cents.
    public static func text(_ cents: Int) -> String { "$" + amount(cents) }

    /// "2.05" for 205 cents, without the currency sign.
    public static func amount(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let whole = abs(cents) / 100
        let rest = abs(cents) % 100
        return sign + "\(whole)." + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
