import Foundation
import QuizCore

/// The JSON line a headless game or a `--json` command prints, decoded into a test's own `Decodable` type by the
/// game's own reader (`JSONValue.decode`).
public enum JSONSummary {
    /// `stdout` as one JSON line; anything else (no line, or more) is a failure that quotes it.
    public static func only<Summary: Decodable>(_ type: Summary.Type, in stdout: String) throws -> Summary {
        let lines = stdout.split(separator: "\n")
        guard lines.count == 1, let line = lines.first else {
            throw SummaryError(message: "expected one JSON line, got: \(stdout)")
        }
        return try JSONValue.decode(type, from: String(line))
    }

    /// The last line of `stdout` that starts with `{` (a command may print lines before its summary).
    public static func last<Summary: Decodable>(_ type: Summary.Type, in stdout: String) throws -> Summary {
        guard let line = stdout.split(separator: "\n").last(where: { $0.hasPrefix("{") }) else {
            throw SummaryError(message: "expected a JSON summary, got: \(stdout)")
        }
        return try JSONValue.decode(type, from: String(line))
    }
}

/// A test's own failure: what was expected and what came instead, in words.
public struct SummaryError: Error, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    public var description: String { message }

    public init(message: String) { self.message = message }
}
