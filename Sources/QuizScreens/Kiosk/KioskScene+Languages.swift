import QuizText

extension KioskScene {
    /// The catalog attract mode's call to play is in at `time`: each offered language in turn on the first
    /// attract screen; nil elsewhere (the painter's language).
    func invitingCatalog(at time: Double) -> Catalog? {
        guard case .attract(index: 0) = flow.screen, let languages = services.languages else { return nil }
        return languages.catalog(after: time - flow.screenSince)
    }

    /// A visitor woke the kiosk at `time`: they play in the language the call to play was in, if it was cycling.
    func followInvitation(at time: Double) {
        guard let invited = invitingCatalog(at: time) else { return }
        services.languages?.choice.stay(in: invited.language)
    }
}
