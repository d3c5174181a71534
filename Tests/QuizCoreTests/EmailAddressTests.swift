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
        ("", EmailProblem.empty, "is empty"), ("   ", .empty, "is empty"), ("ada", .noAt, "has no @"),
        ("a@b@example.org", .moreThanOneAt, "has more than one @"),
        ("@example.org", .nothingBeforeAt, "has nothing before the @"),
        ("ada@", .noDomain, "has no domain after the @"),
        (
            "ada@localhost", .domainWithoutDot("localhost"),
            "has a domain (localhost) that is not a name with a dot, such as example.org"
        ),
        (
            "ada@example.", .domainWithoutDot("example."),
            "has a domain (example.) that is not a name with a dot, such as example.org"
        ),
        (
            "ada@.org", .domainWithoutDot(".org"),
            "has a domain (.org) that is not a name with a dot, such as example.org"
        ),
        ("ada lovelace@example.org", .space, "has a space in it"),
        ("ada\u{7}@example.org", .controlCharacter, "has a control character in it"),
        (
            String(repeating: "a", count: 250) + "@x.org", .tooLong(characters: 256),
            "has 256 characters; an email has at most 254"
        ),
    ])
    func otherTextSaysWhatIsWrong(typed: String, problem: EmailProblem, words: String) {
        #expect(EmailAddress.clean(typed) == .failure(problem))
        #expect(problem.words == words)
    }
}
