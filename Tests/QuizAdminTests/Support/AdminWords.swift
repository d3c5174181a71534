import QuizText

@testable import QuizAdmin

/// The web admin's languages as `admin serve` offers them by default (every language, English first), read
/// once from the repository's assets, and the English and German catalogs the tests word their checks in.
enum AdminWords {
    static let languages: AdminLanguages = {
        do {
            return try AdminLanguages.bundled()
        } catch {
            fatalError("the bundled catalogs do not load: \(error)")
        }
    }()
    static let english = languages.catalog("en")
    static let german = languages.catalog("de")
}
