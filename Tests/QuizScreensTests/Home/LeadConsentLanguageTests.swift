import Foundation
import QuizCore
import QuizFlows
import QuizStore
import QuizText
import Testing

@testable import QuizScreens

/// The leads form's consent sentence in the language on view: without the operator's `leads.consent_text` the
/// catalog's, drawn and kept in that language; with it, the operator's words as written in every language.
extension HomeSceneTests {
    static let languages = ["en", "de", "es", "fr", "tr", "ar"]

    static func catalog(_ language: String) throws -> Catalog {
        try Painter.catalog(assets: SceneRenderingTests.root + "/assets", language: language)
    }

    /// The texts the form shows in `window`'s painter's language, joined (the sentence wraps over lines).
    static func shown(_ home: Home, in window: HeadlessWindow) -> String {
        let list = FrameCompositor(painter: window.painter).record(home.scene, size: window.window.size, at: home.time)
        return LayoutCheck.visibleTexts(list.marks).map(\.text).joined(separator: " ")
    }

    /// Name, email, the box and Send, as a guest fills the form.
    static func fillAndSend(_ home: Home) {
        home.scene.send(.leadItemTapped(.email), at: home.time)
        home.scene.handle(.text("ada@example.org"), at: home.time)
        home.press("enter")
        home.press("enter")
        #expect(home.scene.flow.leadForm?.consented == true)
        home.scene.send(.leadItemTapped(.name), at: home.time)
        home.scene.handle(.text("Ada"), at: home.time)
        home.press("enter")
        home.scene.send(.leadItemTapped(.send), at: home.time)
        #expect(home.scene.screenName == "modes")
    }

    @Test func aGermanPlayersFormShowsAndKeepsTheGermanSentence() throws {
        let window = try HeadlessWindow(width: 480, height: 800)
        defer { window.close() }
        let german = try Self.catalog("de")
        window.painter.catalog = german
        let sentence = german[LeadConsent.defaultKey]
        #expect(sentence.hasPrefix("Ich bin damit einverstanden"), "\(sentence)")
        try atTheLeadsForm(kiosk: true, consentText: nil) { home, database in
            #expect(home.scene.flow.leadConsent == .catalogDefault)
            let shown = Self.shown(home, in: window)
            #expect(shown.contains("Ich bin damit einverstanden"), "\(shown)")
            #expect(shown.contains("kontaktieren."), "\(shown)")
            #expect(!shown.contains("I agree"), "no English on a German form: \(shown)")
            Self.fillAndSend(home)
            let leads = try LeadStore(database: database).allLeads()
            #expect(leads.map(\.consentText) == [sentence], "the sentence shown is the one kept")
        }
    }

    @Test func theDefaultSentenceIsTheLanguagesOwnInEveryLanguage() throws {
        let english = try Self.catalog("en")[LeadConsent.defaultKey]
        #expect(
            english == "I agree that the organisers of this event may keep my name and email to contact me about it.")
        for language in Self.languages.dropFirst() {
            let catalog = try Self.catalog(language)
            let sentence = catalog[LeadConsent.defaultKey]
            #expect(sentence != english && !sentence.isEmpty, "\(language)")
            #expect(LeadConsent.catalogDefault.sentence(in: catalog) == sentence)
        }
    }

    @Test func anOperatorsTextIsShownAndKeptAsWrittenInEveryLanguage() throws {
        let words = "Die Messe GmbH may email me about the fair (privacy: example.org/privacy)."
        let window = try HeadlessWindow(width: 480, height: 800)
        defer { window.close() }
        for language in Self.languages {
            window.painter.catalog = try Self.catalog(language)
            #expect(LeadConsent.operatorText(words).sentence(in: window.painter.catalog) == words)
        }
        window.painter.catalog = try Self.catalog("ar")
        try atTheLeadsForm(kiosk: true, consentText: words) { home, database in
            #expect(home.scene.flow.leadConsent == .operatorText(words))
            let shown = Self.shown(home, in: window)
            #expect(shown.contains("Die Messe GmbH"), "\(shown)")
            let arabic = try Self.catalog("ar")[LeadConsent.defaultKey]
            #expect(!shown.contains(arabic))
            Self.fillAndSend(home)
            let kept = try LeadStore(database: database).allLeads().map(\.consentText)
            #expect(kept == [words])
        }
    }

    @Test func aDefaultFormNeverDrawnKeepsNoLead() throws {
        try atTheLeadsForm(kiosk: true, consentText: nil) { home, database in
            Self.fillAndSend(home)
            let kept = try LeadStore(database: database).allLeads()
            #expect(kept.isEmpty, "no sentence was shown to agree to")
        }
    }
}
