import Foundation
import QuizCore

/// Reads a pack file's JSON (true/false and events packs) into its raw type; a syntax error or a value that
/// does not fit is a `StoreError.badPack` naming the file and the path.
enum PackDecoding {
    /// A pack file's JSON; a syntax error is the file's ("is not valid JSON").
    static func parse(_ data: Data, file: String) throws(StoreError) -> JSONValue {
        do {
            return try JSONValue.parse(Array(data))
        } catch {
            throw StoreError.badPack(file: file, field: "(file)", reason: "is not valid JSON")
        }
    }

    /// A parsed pack file as `type`; a value that does not fit names the field and why.
    static func decode<Raw: Decodable>(_ type: Raw.Type, from value: JSONValue, file: String) throws(StoreError) -> Raw
    {
        do {
            return try value.decode(type)
        } catch let error as DecodingError {
            throw describe(error, file: file)
        } catch {
            throw StoreError.badPack(file: file, field: "(file)", reason: "is not valid JSON")
        }
    }

    static func describe(_ error: DecodingError, file: String) -> StoreError {
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return .badPack(file: file, field: path(context.codingPath + [key]), reason: "is missing")
        case .typeMismatch(let type, let context):
            return .badPack(file: file, field: path(context.codingPath), reason: "must be \(name(of: type))")
        case .valueNotFound(let type, let context):
            return .badPack(file: file, field: path(context.codingPath), reason: "must be \(name(of: type)), not null")
        case .dataCorrupted(let context):
            let field = context.codingPath.isEmpty ? "(file)" : path(context.codingPath)
            return .badPack(file: file, field: field, reason: "is not valid JSON")
        @unknown default:
            return .badPack(file: file, field: "(file)", reason: "cannot be decoded")
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is Bool.Type: return "true or false"
        case is String.Type: return "a string"
        case is Int.Type: return "a whole number"
        default:
            let name = String(describing: type)
            return name.hasPrefix("Array") ? "a list" : name
        }
    }
}
