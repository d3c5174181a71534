import Foundation
import QuizCore

/// JSON read by the game's own reader (`JSONValue`, as `.strict`) into the shapes `JSONSerialization` gives:
/// `[String: Any]`, `[Any]`, `String`, `Bool`, `NSNumber` and `NSNull`. Tests that walk a command's output with
/// `as? [String: Any]` so check the game's JSON with the game's reader, and their reads stay as written.
public enum JSONObjects {
    /// `text` as one JSON document; text that is not JSON throws `JSONSyntaxError` (line, column and why).
    public static func read(_ text: some StringProtocol) throws -> Any {
        foundation(try JSONValue.parse(Array(text.utf8), as: .strict))
    }

    /// `data` (UTF-8) as one JSON document.
    public static func read(_ data: Data) throws -> Any {
        foundation(try JSONValue.parse([UInt8](data), as: .strict))
    }

    /// A number is an `NSNumber`, as from `JSONSerialization`, so that `as? Int` and `as? Double` read it alike:
    /// a whole number written without a point or exponent holds an `Int`, any other a `Double`.
    static func foundation(_ value: JSONValue) -> Any {
        switch value {
        case .null: NSNull()
        case .bool(let flag): flag
        case .string(let text): text
        case .number(let number):
            if !number.text.contains(where: { ".eE".contains($0) }), let whole = Int(number.text) {
                NSNumber(value: whole)
            } else {
                NSNumber(value: number.double)
            }
        case .array(let items): items.map(foundation)
        case .object(let members): members.mapValues(foundation)
        }
    }
}
