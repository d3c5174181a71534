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

    /// `text` as it is, or on a right-to-left screen in a left-to-right isolate: a text that reads left to right
    /// whatever the language (an address, a signed count) put into a right-to-left sentence, whose neutral
    /// characters would otherwise take the sentence's direction ("/http://…:8090", "2+").
    func leftToRight(_ text: String) -> String {
        catalog.isRightToLeft ? BidiText.leftToRightIsolate(text) : text
    }
}
