import Foundation
import QuizFlows
import QuizText

extension ScreenText {
    /// The shipped English catalog, read once.
    static let englishCatalog: Catalog? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        return try? CatalogFolder(assets: root + "/assets").catalog("en")
    }()

    /// The text in English (nil when the catalog cannot be read, which fails the test's comparison).
    var english: String? { Self.englishCatalog.map { string(in: $0) } }
}

extension Notice {
    /// What the notice reads in English.
    var english: String? { text.english }
}
