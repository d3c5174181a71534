/// A share as the language writes it (`unit.percent`): "42%" in English, "42 %" in German and French, "%42" in
/// Turkish, "42٪" in Arabic.
extension Catalog {
    /// `whole` percent, its number in the language's digits and separators.
    public func percent(_ whole: Int) -> String {
        text("unit.percent", ["percent": number(whole)])
    }
}
