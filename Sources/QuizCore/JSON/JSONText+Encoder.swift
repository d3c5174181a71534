#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension JSONText {
    /// How `encode` lays its output out; the options mirror `JSONEncoder`'s, so files written before read the same.
    public struct Format: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Object keys in byte order (else in the order the type encodes them).
        public static let sortedKeys = Format(rawValue: 1)
        /// Two-space indents and `"key" : value`, as `JSONEncoder`'s `.prettyPrinted`.
        public static let prettyPrinted = Format(rawValue: 2)
        /// `/` written `\/`, as `JSONEncoder` does by default (files written that way before keep their bytes).
        public static let escapingSlashes = Format(rawValue: 4)
        /// A `Date` as ISO 8601 text in UTC ("2026-12-02T07:00:00Z"), else as seconds since 2001.
        public static let iso8601Dates = Format(rawValue: 8)
    }

    /// Writes an `Encodable` value: the one way Codable types become JSON.
    ///
    /// Byte for byte what Foundation's `JSONEncoder` writes with the same
    /// options, except that without `.sortedKeys` keys keep the order the type
    /// encodes them in (declaration order for synthesized conformances) where
    /// `JSONEncoder`'s order is random. Non-finite numbers are an `EncodingError`.
    public static func encode<T: Encodable>(_ value: T, format: Format = []) throws -> String {
        let node = try JSONTextEncoder.node(for: value, codingPath: [], format: format)
        var output = ""
        node.write(into: &output, format: format, indent: 0)
        return output
    }

    /// Writes a parsed value back, keys sorted (a `JSONValue` object has no order of its own).
    public static func write(_ value: JSONValue, format: Format = []) -> String {
        var output = ""
        JSONTextNode(value, format: format).write(into: &output, format: format.union(.sortedKeys), indent: 0)
        return output
    }

    /// A string literal with `/` escaped when `format` says so.
    public static func string(_ text: String, format: Format) -> String {
        let literal = string(text)
        guard format.contains(.escapingSlashes), text.contains("/") else { return literal }
        return literal.replacing("/", with: "\\/")
    }

    /// A Double as `JSONEncoder` writes it: the shortest digits that read back, without a trailing ".0".
    static func shortest<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// A JSON value being encoded: a reference, so that containers made earlier can still be filled.
final class JSONTextNode {
    enum Kind { case scalar, array, object }
    var kind = Kind.object
    var scalar = ""
    var items: [JSONTextNode] = []
    var keys: [String] = []
    var members: [String: JSONTextNode] = [:]

    init(_ kind: Kind = .object) {
        self.kind = kind
    }

    /// Becomes a copy of `other` (a node a parent already holds takes the value made for it).
    func fill(from other: JSONTextNode) {
        (kind, scalar, items, keys, members) = (other.kind, other.scalar, other.items, other.keys, other.members)
    }

    init(scalar: String) {
        kind = .scalar
        self.scalar = scalar
    }

    init(_ value: JSONValue, format: JSONText.Format) {
        switch value {
        case .null: (kind, scalar) = (.scalar, "null")
        case .bool(let flag): (kind, scalar) = (.scalar, flag ? "true" : "false")
        case .number(let number): (kind, scalar) = (.scalar, number.text)
        case .string(let text): (kind, scalar) = (.scalar, JSONText.string(text, format: format))
        case .array(let values):
            kind = .array
            items = values.map { JSONTextNode($0, format: format) }
        case .object(let values):
            for (key, member) in values { set(key, JSONTextNode(member, format: format)) }
        }
    }

    func set(_ key: String, _ node: JSONTextNode) {
        if members.updateValue(node, forKey: key) == nil { keys.append(key) }
    }

    func write(into output: inout String, format: JSONText.Format, indent: Int) {
        let pretty = format.contains(.prettyPrinted)
        let inner = String(repeating: " ", count: indent + 2)
        switch kind {
        case .scalar:
            output += scalar
        case .array:
            output += "["
            if pretty { output += "\n" }
            for (offset, item) in items.enumerated() {
                if offset > 0 { output += pretty ? ",\n" : "," }
                if pretty { output += inner }
                item.write(into: &output, format: format, indent: indent + 2)
            }
            if pretty { output += "\n" + String(repeating: " ", count: indent) }
            output += "]"
        case .object:
            output += "{"
            if pretty { output += "\n" }
            let order =
                format.contains(.sortedKeys) ? keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } : keys
            for (offset, key) in order.enumerated() {
                if offset > 0 { output += pretty ? ",\n" : "," }
                if pretty { output += inner }
                output += JSONText.string(key, format: format) + (pretty ? " : " : ":")
                members[key]?.write(into: &output, format: format, indent: indent + 2)
            }
            if pretty { output += "\n" + String(repeating: " ", count: indent) }
            output += "}"
        }
    }
}

/// `Encoder` into a `JSONTextNode` tree.
final class JSONTextEncoder: Encoder {
    let codingPath: [any CodingKey]
    let format: JSONText.Format
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var node: JSONTextNode?

    init(codingPath: [any CodingKey], format: JSONText.Format) {
        self.codingPath = codingPath
        self.format = format
    }

    /// The node for `value`: dates, URLs and data as `JSONEncoder` writes them, anything else by its own `encode`.
    static func node<T: Encodable>(
        for value: T, codingPath: [any CodingKey], format: JSONText.Format
    ) throws
        -> JSONTextNode
    {
        switch value {
        case let date as Date where format.contains(.iso8601Dates):
            let text = date.formatted(Date.ISO8601FormatStyle())
            return JSONTextNode(scalar: JSONText.string(text, format: format))
        case let url as URL:
            return JSONTextNode(scalar: JSONText.string(url.absoluteString, format: format))
        case let data as Data:
            return JSONTextNode(scalar: JSONText.string(data.base64EncodedString(), format: format))
        default:
            let encoder = JSONTextEncoder(codingPath: codingPath, format: format)
            try value.encode(to: encoder)
            return encoder.node ?? JSONTextNode()
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(node: take(.object), encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(node: take(.array), encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// The node this encoder fills, made the first time a container asks.
    func take(_ kind: JSONTextNode.Kind) -> JSONTextNode {
        let made = node ?? JSONTextNode()
        if made.kind != kind { made.fill(from: JSONTextNode(kind)) }
        node = made
        return made
    }

    func child<T: Encodable>(_ value: T, key: any CodingKey) throws -> JSONTextNode {
        try Self.node(for: value, codingPath: codingPath + [key], format: format)
    }

    func scalar<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: T) throws -> JSONTextNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: codingPath, debugDescription: "\(value) cannot be written in JSON"))
        }
        return JSONTextNode(scalar: JSONText.shortest(value))
    }

    /// A scalar's node; nil for anything else. Types are compared before casting: `as?` casts cost more.
    func primitive<T: Encodable>(_ value: T) throws -> JSONTextNode? {
        if T.self == String.self { return JSONTextNode(scalar: JSONText.string(value as! String, format: format)) }
        if T.self == Int.self || T.self == Int64.self { return JSONTextNode(scalar: "\(value)") }
        if T.self == Double.self { return try scalar(value as! Double) }
        if T.self == Bool.self { return JSONTextNode(scalar: value as! Bool ? "true" : "false") }
        switch value {
        case let number as Float: return try scalar(number)
        case let number as any BinaryInteger: return JSONTextNode(scalar: String(number))
        default: return nil
        }
    }
}

extension JSONTextEncoder: SingleValueEncodingContainer {
    func encodeNil() { keep(JSONTextNode(scalar: "null")) }

    func encode<T: Encodable>(_ value: T) throws {
        keep(try primitive(value) ?? Self.node(for: value, codingPath: codingPath, format: format))
    }

    /// Keeps `made` as this encoder's value, in the node a container already holds when there is one.
    private func keep(_ made: JSONTextNode) {
        guard let node else { return self.node = made }
        node.fill(from: made)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONTextNode
    let encoder: JSONTextEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    func encodeNil(forKey key: Key) { node.set(key.stringValue, JSONTextNode(scalar: "null")) }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        node.set(key.stringValue, try encoder.primitive(value) ?? encoder.child(value, key: key))
    }

    // The common scalars without the generic path (synthesized conformances call these).
    func encode(_ value: String, forKey key: Key) {
        node.set(key.stringValue, JSONTextNode(scalar: JSONText.string(value, format: encoder.format)))
    }

    func encode(_ value: Bool, forKey key: Key) {
        node.set(key.stringValue, JSONTextNode(scalar: value ? "true" : "false"))
    }
    func encode(_ value: Int, forKey key: Key) { node.set(key.stringValue, JSONTextNode(scalar: String(value))) }
    func encode(_ value: Int64, forKey key: Key) { node.set(key.stringValue, JSONTextNode(scalar: String(value))) }
    func encode(_ value: Double, forKey key: Key) throws { node.set(key.stringValue, try encoder.scalar(value)) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        nested(key).container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { nested(key).unkeyedContainer() }

    func superEncoder() -> any Encoder { nested(JSONCodingKey(stringValue: "super")) }

    func superEncoder(forKey key: Key) -> any Encoder { nested(key) }

    /// An encoder whose node is kept at `key` once it makes one.
    private func nested(_ key: any CodingKey) -> JSONTextEncoder {
        let child = JSONTextEncoder(codingPath: codingPath + [key], format: encoder.format)
        let placeholder = JSONTextNode()
        child.node = placeholder
        node.set(key.stringValue, placeholder)
        return child
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: JSONTextNode
    let encoder: JSONTextEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { node.items.count }

    func encodeNil() { node.items.append(JSONTextNode(scalar: "null")) }

    func encode<T: Encodable>(_ value: T) throws {
        let key = JSONCodingKey(intValue: count)
        node.items.append(try encoder.primitive(value) ?? encoder.child(value, key: key))
    }

    // The common scalars without the generic path.
    func encode(_ value: String) {
        node.items.append(JSONTextNode(scalar: JSONText.string(value, format: encoder.format)))
    }
    func encode(_ value: Bool) { node.items.append(JSONTextNode(scalar: value ? "true" : "false")) }
    func encode(_ value: Int) { node.items.append(JSONTextNode(scalar: String(value))) }
    func encode(_ value: Int64) { node.items.append(JSONTextNode(scalar: String(value))) }
    func encode(_ value: Double) throws { node.items.append(try encoder.scalar(value)) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nested().container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nested().unkeyedContainer() }

    func superEncoder() -> any Encoder { nested() }

    private func nested() -> JSONTextEncoder {
        let child = JSONTextEncoder(codingPath: codingPath + [JSONCodingKey(intValue: count)], format: encoder.format)
        let placeholder = JSONTextNode()
        child.node = placeholder
        node.items.append(placeholder)
        return child
    }
}
