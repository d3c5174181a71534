import QuizFlows
import QuizText
import TestSupport

extension ScreenText {
    /// The shipped English catalog, read once.
    public static let englishCatalog: Catalog? = try? Catalog.shipped("en")

    /// The text in English (nil when the catalog cannot be read, which fails the test's comparison).
    public var english: String? { Self.englishCatalog.map { string(in: $0) } }
}

extension Notice {
    /// What the notice reads in English.
    public var english: String? { text.english }
}
