import QuizConfig
import QuizFlows

extension CommandFailure {
    /// A config file that cannot be used, one line per problem in the file's own `language` (read leniently, so a
    /// bad key elsewhere does not hide it), else English: `ConfigError.lines(in:)`, the catalog's `configfile.*`.
    public init(_ error: ConfigError) {
        let language = error.language?.rawValue ?? "en"
        guard let words = try? OperatorCatalog.named(language) else {
            self.init(error.description)
            return
        }
        self.init(error.lines(in: words))
    }
}
