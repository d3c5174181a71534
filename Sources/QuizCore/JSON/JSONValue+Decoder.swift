#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension JSONValue {
    /// Reads a `Decodable` value from JSON text: the one way Codable types are read.
    ///
    /// Decodes as Foundation's `JSONDecoder` with its default strategies (a
    /// `Date` as seconds since 2001, `Data` as base64, a `URL` as a string)
    /// and throws the same `DecodingError`s, with the coding path; a syntax
    /// error is `.dataCorrupted` with the `JSONSyntaxError` underneath.
    public static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decode(type, fromUTF8: Array(text.utf8))
    }

    /// `decode(_:from:)` over UTF-8 bytes.
    public static func decode<T: Decodable>(_ type: T.Type, fromUTF8 bytes: [UInt8]) throws -> T {
        let value: JSONValue
        do {
            value = try parse(bytes)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "not valid JSON: \(error)", underlyingError: error))
        }
        return try value.decode(type)
    }

    /// This value as a `Decodable` type.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder(value: self, codingPath: []).unbox(type)
    }
}

/// A coding key for an array's index or a dictionary's key.
struct JSONCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

/// `Decoder` over a parsed `JSONValue`.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch([Any].self) }
        return UnkeyedContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func mismatch(_ type: Any.Type) -> DecodingError {
        if value == .null {
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "found null"))
        }
        return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "found \(value.kindName)"))
    }

    func unbox<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is URL.Type:
            let text = try decode(String.self)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "invalid URL"))
            }
            return url as! T
        case is Data.Type:
            guard let data = Data(base64Encoded: try decode(String.self)) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "not base64"))
            }
            return data as! T
        default:
            return try T(from: self)
        }
    }

    func number<T>(_ type: T.Type, _ exact: (String) -> T?, _ fromDouble: (Double) -> T?) throws -> T {
        guard case .number(let number) = value else { throw mismatch(type) }
        if let result = exact(number.text) ?? fromDouble(number.double) { return result }
        throw DecodingError.dataCorrupted(
            .init(codingPath: codingPath, debugDescription: "number \(number.text) does not fit in \(type)"))
    }
}

extension JSONValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(type) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch(type) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        try number(type, { Double($0) }, { $0 })
    }

    func decode(_ type: Float.Type) throws -> Float {
        try number(type, { Float($0) }, { Float($0) })
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try number(type, { T($0) }, { T(exactly: $0) })
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unbox(type) }
}

extension JSONValue {
    /// How the value reads in an error: "a string", "null".
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func member(_ key: Key) throws -> JSONValueDecoder {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "no value for the key \"\(key.stringValue)\""))
        }
        return JSONValueDecoder(value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key).decodeNil() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try member(key).unbox(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try member(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try member(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONValueDecoder(
            value: members["super"] ?? .null, codingPath: codingPath + [JSONCodingKey(stringValue: "super")])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(items: [JSONValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    mutating func next(_ type: Any.Type) throws -> JSONValueDecoder {
        let key = JSONCodingKey(intValue: currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: codingPath + [key], debugDescription: "the array has no more values"))
        }
        defer { currentIndex += 1 }
        return JSONValueDecoder(value: items[currentIndex], codingPath: codingPath + [key])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).unbox(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next([String: Any].self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next([Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
}
