import QuizCore
import Testing

/// The password and username rules, each unmet part named in words.
@Suite struct AccountRulesTests {
    @Test(arguments: [
        ("Abcdef1!", [String]()),
        ("Abcde1!", ["needs at least 8 characters"]),
        ("abcdefg1!", ["needs an upper-case letter"]),
        ("ABCDEFG1!", ["needs a lower-case letter"]),
        ("Abcdefgh!", ["needs a digit"]),
        ("Abcdefgh1", ["needs a symbol such as ! ? # or -"]),
        ("Abc def1", ["needs a symbol such as ! ? # or -"]),
        (
            "",
            [
                "needs at least 8 characters", "needs an upper-case letter", "needs a lower-case letter",
                "needs a digit", "needs a symbol such as ! ? # or -",
            ]
        ),
        ("password", ["needs an upper-case letter", "needs a digit", "needs a symbol such as ! ? # or -"]),
    ])
    func eachUnmetPasswordRuleIsNamed(password: String, unmet: [String]) {
        #expect(PasswordRule.unmet(by: password).map(\.unmet) == unmet)
        #expect(PasswordRule.check(password).map(\.words) == unmet)
    }

    @Test func theCheckSaysEveryUnmetRuleInOneSentence() {
        #expect(
            AccountRefusal.password(PasswordRule.check("abc")).words
                == "the password needs at least 8 characters, needs an upper-case letter, needs a digit and needs a "
                + "symbol such as ! ? # or -")
        #expect(PasswordRule.check(String(repeating: "Aa1!", count: 33)) == [.tooLong])
        #expect(PasswordProblem.tooLong.words == "has more than 128 characters")
        #expect(PasswordRule.check("Abcdef1!\u{7}") == [.controlCharacter])
        #expect(PasswordProblem.controlCharacter.words == "has a control character in it")
        #expect(PasswordRule.check("Lovelace#1815").isEmpty)
    }

    @Test(arguments: ["Ada", "ada_99", "z.e-r0", "123", "A2345678901234567890"])
    func usernamesThatKeepTheRule(name: String) throws {
        #expect(Username.problems(name).isEmpty)
        #expect(try Username.clean("  \(name) ").get() == name)
    }

    @Test(arguments: [
        ("ab", ["needs at least 3 characters"]),
        ("", ["needs at least 3 characters"]),
        ("A23456789012345678901", ["has more than 20 characters"]),
        ("ada lovelace", ["may only have letters, digits, _ . or - (not a space)"]),
        ("ada@home", ["may only have letters, digits, _ . or - (not '@')"]),
        ("_ada", ["must start with a letter or a digit"]),
        ("zoë", ["may only have letters, digits, _ . or - (not 'ë')"]),
        ("a!", ["needs at least 3 characters", "may only have letters, digits, _ . or - (not '!')"]),
    ])
    func usernamesThatBreakItSayHow(name: String, problems: [String]) {
        #expect(Username.problems(name) == problems)
        #expect(throws: AccountRuleProblem(unmet: problems)) { try Username.clean(name).get() }
    }
}
