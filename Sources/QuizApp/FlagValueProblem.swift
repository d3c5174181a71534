/// A flag's value a command cannot read, as the line that says what to give instead (naming the flag and the value,
/// in the operator's catalog). Thrown by a flag's reader (`WindowSize.parse`), which the command's `validate` calls
/// once `--config` is known.
public struct FlagValueProblem: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
