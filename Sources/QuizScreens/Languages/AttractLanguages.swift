import QuizCore
import QuizText

/// The languages attract mode's first screen invites visitors in: its call to play says "touch to play" in each
/// offered language in turn, and a visitor who wakes the kiosk then plays in the language on view (the
/// session's `LanguageChoice` is set to it; the kiosk's next visitor starts in the operator's again).
public struct AttractLanguages {
    /// How long each language's invitation stays on view.
    public static let secondsEach = 2.5

    /// The session's language, set when a visitor wakes the kiosk.
    public let choice: LanguageChoice
    /// The offered languages' catalogs, in the globe's order; two or more.
    public let catalogs: [Catalog]

    /// Nil with fewer than two catalogs: one language has nothing to cycle.
    public init?(choice: LanguageChoice, catalogs: [Catalog]) {
        guard catalogs.count > 1 else { return nil }
        self.choice = choice
        self.catalogs = catalogs
    }

    /// The offered languages of `choice`, each catalog read from `assets`; one that cannot be read is named on
    /// stderr and left out of the invitation. Nil when fewer than two remain.
    public static func loading(_ choice: LanguageChoice, assets: String) -> AttractLanguages? {
        guard choice.offersChoice else { return nil }
        let folder = CatalogFolder(assets: assets)
        // English once, under every offered language.
        let english = Result { try folder.english() }
        return AttractLanguages(
            choice: choice,
            catalogs: choice.offered.compactMap { code in
                do {
                    return try folder.catalog(code, english: english.get())
                } catch {
                    ProgramMessage.write(
                        "language \(code): the texts cannot be loaded: \(error); attract mode invites in the others")
                    return nil
                }
            })
    }

    /// The catalog on view `elapsed` seconds after the first attract screen appeared.
    public func catalog(after elapsed: Double) -> Catalog {
        catalogs[Int(max(0, elapsed) / Self.secondsEach) % catalogs.count]
    }
}
