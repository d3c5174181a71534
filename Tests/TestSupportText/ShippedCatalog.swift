import QuizText
import TestSupport

extension Catalog {
    /// The shipped catalog of `language` (`assets/languages`), read as the game reads it.
    public static func shipped(_ language: String) throws -> Catalog {
        try CatalogFolder(assets: Repository.path("assets")).catalog(language)
    }
}
