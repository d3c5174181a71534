/// Remembers results of measuring text (widths, wrapped lines), which every
/// frame asks for again and which cost a shaping pass each. Bounded: when
/// full it starts over, so a long session of changing text keeps it small.
struct MeasureCache<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var count: Int { values.count }

    /// The value remembered for `key`, or the one `measure` gives (then remembered).
    mutating func value(for key: Key, measure: () -> Value) -> Value {
        if let value = values[key] { return value }
        let value = measure()
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        values[key] = value
        return value
    }

    mutating func removeAll() {
        values.removeAll()
    }
}
