#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension DecimalText {
    /// `value` with `decimals` digits after the point, exactly as printf's `%.Nf` (and so Foundation's
    /// `String(format:)`) writes it, with a point whatever LC_NUMERIC says: `fixed(2.25, decimals: 1)` is "2.2".
    static func fixed(_ value: Double, decimals: Int) -> String {
        let cLocale = newlocale(LC_NUMERIC_MASK, "C", nil)
        let previous = cLocale.map { uselocale($0) }
        defer {
            if let previous { uselocale(previous) }
            if let cLocale { freelocale(cLocale) }
        }
        let format = "%.\(max(0, decimals))f"
        let length = Int(withVaList([value]) { vsnprintf(nil, 0, format, $0) })
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: length + 1)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
