/// Credit as the language writes it: the amount with its separators and the
/// currency sign where the language puts it (`unit.money`: "${amount}" in
/// English, "{amount} $" in German).
extension Catalog {
    /// `cents` of credit: "$1,234.50" in English, "1.234,50 $" in German.
    public func money(_ cents: Int) -> String {
        text("unit.money", ["amount": numbers.hundredths(cents)])
    }
}
