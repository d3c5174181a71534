/// A flag's value a command cannot read, as the line that says what to give instead. Thrown by a flag's reader,
/// it is shown after the value and the flag: "The value 'abc' is invalid for '--size <size>': LINE".
public struct FlagValueProblem: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
