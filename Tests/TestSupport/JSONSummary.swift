import Foundation

/// The JSON line a headless game or a `--json` command prints, decoded into a test's own `Decodable` type.
public enum JSONSummary {
    /// `stdout` as one JSON line; anything else (no line, or more) is a failure that quotes it.
    public static func only<Summary: Decodable>(_ type: Summary.Type, in stdout: String) throws -> Summary {
        let lines = stdout.split(separator: "\n")
        guard lines.count == 1, let line = lines.first else {
            throw SummaryError(message: "expected one JSON line, got: \(stdout)")
        }
        return try JSONDecoder().decode(type, from: Data(line.utf8))
    }

    /// The last line of `stdout` that starts with `{` (a command may print lines before its summary).
    public static func last<Summary: Decodable>(_ type: Summary.Type, in stdout: String) throws -> Summary {
        guard let line = stdout.split(separator: "\n").last(where: { $0.hasPrefix("{") }) else {
            throw SummaryError(message: "expected a JSON summary, got: \(stdout)")
        }
        return try JSONDecoder().decode(type, from: Data(line.utf8))
    }
}

/// A test's own failure: what was expected and what came instead, in words.
public struct SummaryError: Error, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    public var description: String { message }

    public init(message: String) { self.message = message }
}
