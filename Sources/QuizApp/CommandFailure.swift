import QuizStore
import QuizText

/// A failure the user caused or can fix, printed as one line: the catalog's text where the failure is ours
/// (`init(_:_:_:)`), a library's own description where it is not (a `StoreError`, a parser's).
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

    /// A failure that is ours, in the operator's words: `key`'s text in `catalog` (`OperatorCatalog`), its
    /// placeholders filled from `values`.
    public init(_ catalog: Catalog, _ key: String, _ values: [String: String] = [:], exitCode: Int32 = 1) {
        self.init(catalog.text(key, values), exitCode: exitCode)
    }

    /// A failure that is ours whose words count something: `key`'s form for `count` in `catalog`.
    public init(_ catalog: Catalog, _ key: String, count: Int, _ values: [String: String] = [:], exitCode: Int32 = 1) {
        self.init(catalog.plural(key, count: count, values), exitCode: exitCode)
    }
}

/// A command's step whose failures are each one line: a `CommandFailure` (ours, in the operator's words) as it is,
/// any other error (the store's, a file's) as its own description.
@discardableResult
public func commandStep<T>(_ body: () throws -> T) throws(CommandFailure) -> T {
    do {
        return try body()
    } catch let failure as CommandFailure {
        throw failure
    } catch {
        throw CommandFailure("\(error)")
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
