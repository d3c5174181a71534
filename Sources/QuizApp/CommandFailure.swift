import QuizStore

/// A failure the user caused or can fix, printed as one line.
public struct CommandFailure: Error {
    public var message: String
    public var exitCode: Int32 = 1

    public init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    public init(_ error: some Error & CustomStringConvertible) {
        self.init(error.description)
    }
}

/// Store failures as one line each.
public func storeCommand<T>(_ body: () throws(StoreError) -> T) throws(CommandFailure) -> T {
    do {
        return try body()
    } catch {
        throw CommandFailure(error)
    }
}
