import Foundation
import QuizCore
import QuizFlows
import QuizText
import TestSupportText
import Testing

/// A pack check's outcome in the player's language: what changed, and why a check failed, down to the network's
/// reason; the importer's detail and an old store's English words stay as they are.
@Suite struct PackCheckWordsTests {
    @Test func whatACheckChangedIsCountedAndListed() throws {
        let (english, german) = (try Catalog.shipped("en"), try Catalog.shipped("de"))
        var changes = QuizPackChanges()
        changes.unchanged = 1
        #expect(changes.screenText.string(in: english) == "No change (1 pack unchanged)")
        changes.added = ["Space"]
        changes.removed = ["Maths", "Rivers"]
        changes.unchanged = 3
        #expect(
            changes.screenText.string(in: english)
                == "Changes: 1 pack added (Space), 2 packs removed (Maths and Rivers) and 3 unchanged")
        #expect(
            changes.screenText.string(in: german)
                == "Änderungen: 1 Paket hinzugefügt (Space), 2 Pakete entfernt (Maths und Rivers) und 3 unverändert")
    }

    @Test func aFailedCheckSaysWhyInTheLanguage() throws {
        let (english, german, arabic) = (
            try Catalog.shipped("en"), try Catalog.shipped("de"), try Catalog.shipped("ar")
        )
        let said = { (problem: PackCheckProblem, catalog: Catalog) in problem.screenText.string(in: catalog) }
        #expect(said(.status(code: 404, reason: "Not Found"), german) == "der Server antwortete mit 404")
        #expect(said(.network(.refused), german) == "der Server hat die Verbindung abgelehnt")
        #expect(said(.network(.hostNotFound("quiz.example.org")), arabic) == "لم يُعثر على المضيف quiz.example.org")
        #expect(said(.network(.timedOut(seconds: 10, total: false)), english) == "no answer within 10\u{00A0}s")
        #expect(
            said(.network(.timedOut(seconds: 60, total: true)), english) == "the download took longer than 60\u{00A0}s")
        #expect(said(.network(.tooBig(limit: 5_000_000)), german) == "die Datei ist größer als 5 MB")
        #expect(said(.network(.tooManyRedirects(limit: 5)), english) == "more than 5 redirects")
        #expect(said(.notIQuiz(detail: "quiz 2 has no title"), german) == "kein iQuiz-Dokument (quiz 2 has no title)")
        #expect(said(.notWebAddress, english) == "not an http or https address")
        // A problem an older store kept as English words is shown as it was.
        #expect(said(.recorded("https://x: the server answered 500"), german) == "https://x: the server answered 500")
        // Every failure has words of its own, in every language.
        let failures: [HTTPFailure] = [
            .timedOut(seconds: 1, total: false), .timedOut(seconds: 1, total: true), .tooBig(limit: 1),
            .truncated(received: 1, expected: 2), .tooManyRedirects(limit: 1), .hostNotFound("h"), .refused,
            .connectionLost, .secureConnection("x"), .other("x"),
        ]
        for language in ["de", "es", "fr", "tr", "ar"] {
            let catalog = try Catalog.shipped(language)
            let lines = failures.map { said(.network($0), catalog) }
            #expect(Set(lines).count == failures.count, "\(language): \(lines)")
            #expect(!lines.contains { $0.contains("{") }, "\(language): \(lines)")
        }
        // The command line says it in English, naming the URL.
        #expect(
            PackCheckProblem.status(code: 500, reason: "Internal Server Error").line(url: "https://x/q.json")
                == "https://x/q.json: the server answered 500 (Internal Server Error); the packs are as they were")
    }
}
