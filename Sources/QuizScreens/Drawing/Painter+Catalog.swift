import QuizText

extension Painter {
    /// The catalog of `language` from the assets' `languages/` folder, as the screens load it: a file that cannot
    /// be used is named with its line and the reason.
    static func catalog(assets: String, language: String = "en") throws(ScreenError) -> Catalog {
        do {
            return try CatalogFolder(assets: assets).catalog(language)
        } catch {
            throw ScreenError("the texts cannot be loaded: \(error)")
        }
    }
}
