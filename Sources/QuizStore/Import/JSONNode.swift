import Foundation
import QuizCore

/// A JSON value with the path that reached it, so errors can name `$[0].questions[2].answer`.
struct JSONNode {
    var value: JSONValue
    var path: String
    var file: String
    /// The key or index this node was reached by, used as the error's field.
    var field: String?

    /// The root of a parsed document.
    static func root(_ text: String, file: String) throws(ImportError) -> JSONNode {
        JSONNode(value: try JSONValue.parse(text, file: file), path: "$", file: file, field: nil)
    }

    var location: ImportLocation { ImportLocation(file: file, jsonPath: path) }

    /// An error about this node, its reason a value (`ImportItemProblem`) that a page words in its reader's language.
    func error(_ problem: ImportItemProblem) -> ImportError {
        ImportError(location: location, field: field, .item(problem))
    }

    /// An error about this node in English only (the operator settings' JSON, which the command line reads).
    func error(_ message: String) -> ImportError {
        ImportError(location: location, field: field, message: message)
    }

    /// The member `key`, or nil when it is absent or null.
    func optional(_ key: String) -> JSONNode? {
        guard case .object(let members) = value, let member = members[key], member != .null else { return nil }
        return JSONNode(value: member, path: path + "." + key, file: file, field: key)
    }

    /// The member `key`; a missing key or a non-object is an error.
    func required(_ key: String) throws(ImportError) -> JSONNode {
        guard case .object = value else { throw error(.notAnObject) }
        guard let member = optional(key) else {
            throw JSONNode(value: .null, path: path + "." + key, file: file, field: key).error(.missing)
        }
        return member
    }

    /// The items of an array.
    func items() throws(ImportError) -> [JSONNode] {
        guard case .array(let items) = value else { throw error(.notAList) }
        return items.enumerated().map { offset, item in
            JSONNode(value: item, path: path + "[\(offset)]", file: file, field: field)
        }
    }

    /// The string value.
    func string() throws(ImportError) -> String {
        guard case .string(let text) = value else { throw error(.notAString) }
        return text
    }

    /// The string value without surrounding spaces; empty is an error.
    func text() throws(ImportError) -> String {
        let text = ImportText.trimmed(try string())
        guard !text.isEmpty else { throw error(.empty) }
        return text
    }

    /// A whole number written as a number or as a decimal string ("3"), or nil.
    var integer: Int? {
        switch value {
        case .number(let number) where number.double == number.double.rounded() && abs(number.double) < 1e15:
            return Int(number.double)
        case .string(let text):
            return Int(ImportText.trimmed(text))
        default:
            return nil
        }
    }

    /// Whether the value is an object.
    var isObject: Bool {
        if case .object = value { return true }
        return false
    }
}
