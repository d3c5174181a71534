import QuizCore
import Testing

/// The rule for an email a player leaves.
@Suite struct EmailAddressTests {
    @Test(arguments: [
        ("ada@example.org", "ada@example.org"),
        ("  Ada.Lovelace+quiz@mail.example.co.uk \n", "Ada.Lovelace+quiz@mail.example.co.uk"),
        ("zoë@exämple.de", "zoë@exämple.de"),
    ])
    func plausibleAddressesAreKeptTrimmed(typed: String, kept: String) {
        #expect(EmailAddress.clean(typed) == .success(kept))
    }

    @Test(arguments: [
        ("", "is empty"), ("   ", "is empty"), ("ada", "has no @"), ("a@b@example.org", "has more than one @"),
        ("@example.org", "has nothing before the @"), ("ada@", "has no domain after the @"),
        ("ada@localhost", "has a domain (localhost) that is not a name with a dot, such as example.org"),
        ("ada@example.", "has a domain (example.) that is not a name with a dot, such as example.org"),
        ("ada@.org", "has a domain (.org) that is not a name with a dot, such as example.org"),
        ("ada lovelace@example.org", "has a space in it"), ("ada\u{7}@example.org", "has a control character in it"),
        (String(repeating: "a", count: 250) + "@x.org", "has 256 characters; an email has at most 254"),
    ])
    func otherTextSaysWhatIsWrong(typed: String, reason: String) {
        #expect(EmailAddress.clean(typed) == .failure(EmailProblem(reason)))
    }
}
