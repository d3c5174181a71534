import QuizCore
import QuizStore
import QuizText

/// Why a committed import wrote nothing when the store itself failed (not a row it refused, which
/// `ImportRowWords.row` words), in the web admin reader's language: the storage (a full disk, a file that cannot be
/// written, an input/output error, a damaged file) or a database error. Paths and the database's own detail stay as
/// they are (the detail in English); a file's errors found again at the commit come as the command line says them.
enum ImportFailureWords {
    static func text(_ error: StoreError, _ words: Catalog) -> String {
        switch error {
        case .storage(let path, let problem, let detail):
            words.text(
                "web.store_cannot_use", ["path": path, "problem": storage(problem, words), "detail": detail])
        case .damaged(let path, let detail): words.text("web.store_damaged", ["path": path, "detail": detail])
        case .query(let reason): words.text("web.store_query", ["reason": reason])
        default: error.description
        }
    }

    /// What is wrong with the storage, as `StorageProblem.explanation` says it in English.
    static func storage(_ problem: StorageProblem, _ words: Catalog) -> String {
        switch problem {
        case .full: words["web.storage_full"]
        case .readOnly: words["web.storage_read_only"]
        case .ioError: words["web.storage_io_error"]
        case .damaged: words["web.storage_damaged"]
        }
    }
}
