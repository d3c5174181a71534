import QuizCore

extension JSONValue {
    /// Parses an imported file's `text`; a syntax error names the file and the line.
    static func parse(_ text: String, file: String) throws(ImportError) -> JSONValue {
        do {
            return try parse(text)
        } catch {
            throw ImportError(location: ImportLocation(file: file, line: error.line), .notJSON(reason: error.reason))
        }
    }
}
