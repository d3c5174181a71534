/// A top-level field's value in a JSON line; nested containers are checked but not kept.
enum JSONFieldValue: Sendable, Equatable {
    /// Infinite when the text overflows a Double (1e999), so callers can say so.
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array
    case object

    /// How the value reads in an error message: "a string", "an array".
    var kindDescription: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .bool: "true or false"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object's top-level fields in file order; a repeated key's last value wins.
///
/// A short array rather than a dictionary: trace lines have four or five keys,
/// and hashing them was a large share of the parse time.
struct JSONFields: Sendable {
    private var pairs: [(key: String, value: JSONFieldValue)] = []

    init() {
        pairs.reserveCapacity(6)
    }

    subscript(key: String) -> JSONFieldValue? {
        pairs.last { $0.key == key }?.value
    }

    mutating func append(key: String, value: JSONFieldValue) {
        pairs.append((key, value))
    }
}
