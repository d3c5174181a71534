import QuizCore
import TestSupportText
import Testing

@testable import QuizFlows

/// The leads form: complete only with the box checked, a name and a valid email.
@Suite struct LeadFormTests {
    @Test func aGuestsFormStartsOnTheNameAndANamedPlayersOnTheEmail() {
        #expect(LeadForm(name: "", consent: .operatorText("Yes.")).focus == .name)
        #expect(LeadForm(name: "Ada", consent: .operatorText("Yes.")).focus == .email)
    }

    @Test func sendKeepsNothingUntilTheFormIsCompleteAndSaysWhy() {
        var form = LeadForm(name: "", consent: .operatorText("You may email me."))
        #expect(form.submission() == nil)
        #expect(form.problem?.english == "Check the box to agree, or choose No thanks")
        form.toggleConsent()
        #expect(form.problem == nil)
        #expect(form.submission() == nil)
        #expect(form.problem?.english == "A name has 2 to 40 characters")
        form.set(.name, to: "Ada")
        #expect(form.focus == .email)
        form.set(.email, to: "ada@localhost")
        #expect(form.focus == .consent)
        #expect(form.submission() == nil)
        #expect(
            form.problem?.english?.hasPrefix("That email has a domain (localhost)") == true,
            "\(String(describing: form.problem))")
        form.set(.email, to: "ada@example.org")
        #expect(
            form.submission()
                == LeadForm.Lead(name: "Ada", email: "ada@example.org", consent: .operatorText("You may email me.")))
        #expect(form.problem == nil)
    }

    @Test func theFocusWrapsAroundTheParts() {
        var form = LeadForm(name: "Ada", consent: .operatorText("Yes."))
        for _ in 0..<4 { form.move("down") }
        #expect(form.focus == .name)
        form.move("up")
        #expect(form.focus == .send)
    }
}
