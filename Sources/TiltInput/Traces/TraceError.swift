/// A trace file that cannot be read, with the file, line and what is wrong.
public struct TraceError: Error, Equatable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// 1-based line number; nil when the problem is the whole file.
    public var line: Int?
    /// What is wrong, in words a player can act on.
    public var message: String

    /// `trace.jsonl:12: field "x" must be a number`, or `trace.jsonl: cannot read file: No such file or directory`.
    /// A broken file's long value quoted back keeps its start and end around an ellipsis.
    public var description: String {
        let at = line.map { "\(file):\($0)" } ?? file
        let words = message.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.count > 120 ? word.prefix(90) + "…" + word.suffix(20) : String(word)
        }
        return at + ": " + words.joined(separator: " ")
    }
}
