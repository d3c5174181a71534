import Foundation
import QuizFlows
import QuizText

extension Notice {
    /// The shipped English catalog, read once.
    static let englishCatalog: Catalog? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        return try? CatalogFolder(assets: root + "/assets").catalog("en")
    }()

    /// What the notice reads in English (nil when the catalog cannot be read, which fails the test's comparison).
    var english: String? { Self.englishCatalog.map { text.string(in: $0) } }
}
