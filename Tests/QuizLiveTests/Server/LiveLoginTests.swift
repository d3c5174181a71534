import QuizCore
import Synchronization
import TestSupport
import Testing

@testable import QuizLive

/// Phones that log in with an account's username and password (docs/live.md): they play as that account, a
/// wrong password or PIN is refused with its reason, the PIN and the join limit are checked before any
/// password, and one account plays once per round.
@Suite("Live listener: log-ins with an account")
struct LiveLoginTests {
    /// One account, "Ana" with the password "right horse", the store's player 42; every check counted.
    final class Accounts: Sendable {
        let checks = Mutex(0)

        var check: LiveAccountCheck {
            { username, password in
                self.checks.withLock { $0 += 1 }
                guard username.lowercased() == "ana" else { return .refused(.loginFailed) }
                return password == "right horse" ? .player(id: 42, name: "Ana") : .refused(.loginFailed)
            }
        }
    }

    @Test func aPhoneLogsInAndPlaysAsTheAccount() async throws {
        let accounts = Accounts()
        try await LiveServerFixture.with(accounts: accounts.check) { live in
            let phone = live.phone()
            phone.login(username: "ana", password: "right horse")
            let welcome = await phone.expect("welcome")
            #expect(welcome.string("name") == "Ana")
            #expect(live.host.round.players.map(\.account) == [42])
            // The token kept comes back as the account too.
            let token = try #require(welcome.string("token"))
            await phone.close()
            let again = live.phone()
            again.rejoin(token: token)
            #expect(await again.expect("welcome").string("name") == "Ana")
            #expect(live.host.round.players.count == 1)
        }
    }

    @Test func aWrongPasswordIsRefusedAndTheSocketCanTryAgain() async throws {
        try await LiveServerFixture.with(accounts: Accounts().check) { live in
            let phone = live.phone()
            phone.login(username: "ana", password: "wrong")
            let refused = await phone.expect("refused")
            #expect(refused.string("reason") == "login-failed")
            #expect(live.host.round.players.isEmpty)
            phone.login(username: "ana", password: "right horse")
            #expect(await phone.expect("welcome").string("name") == "Ana")
        }
    }

    /// A wrong PIN, and a socket over the join limit, are refused before the password is looked at.
    @Test func thePINAndTheJoinLimitComeBeforeThePassword() async throws {
        let accounts = Accounts()
        try await LiveServerFixture.with(accounts: accounts.check) { live in
            let phone = live.phone()
            phone.login(pin: live.host.pin.digits == "1111" ? "2222" : "1111", username: "ana", password: "right horse")
            #expect(await phone.expect("refused").string("reason") == "wrong-pin")
            #expect(accounts.checks.withLock { $0 } == 0)
            for _ in 0..<9 {
                phone.login(username: "bo", password: "guess")
                #expect(await phone.expect("refused").string("reason") == "login-failed")
            }
            phone.login(username: "ana", password: "right horse")
            #expect(await phone.expect("refused").string("reason") == "too-many-joins")
            #expect(accounts.checks.withLock { $0 } == 9)
        }
    }

    /// The account plays once: a second phone logging in as it is refused, and a guest cannot take its name.
    @Test func oneAccountPlaysOncePerRound() async throws {
        try await LiveServerFixture.with(accounts: Accounts().check) { live in
            let first = live.phone()
            first.login(username: "ana", password: "right horse")
            _ = await first.expect("welcome")
            let second = live.phone()
            second.login(username: "ana", password: "right horse")
            let refused = await second.expect("refused")
            #expect(refused.string("reason") == "name-taken")
            let guest = live.phone()
            guest.join(name: "ANA")
            #expect(await guest.expect("refused").string("reason") == "name-taken")
        }
    }

    /// A listener without accounts refuses a log-in and says to join with a name.
    @Test func withoutAccountsALogInIsRefused() async throws {
        try await LiveServerFixture.with { live in
            let phone = live.phone()
            phone.login(username: "ana", password: "right horse")
            #expect(await phone.expect("refused").string("reason") == "accounts-unavailable")
            phone.join(name: "Ana")
            #expect(await phone.expect("welcome").string("name") == "Ana")
        }
    }

    @Test func aLogInMessageHasExactlyItsFields() {
        #expect(
            (try? LiveRequest.parse(#"{"type":"login","pin":"0427","username":"ana","password":"x"}"#))
                == .login(pin: "0427", username: "ana", password: "x"))
        #expect(throws: LiveProtocolError.missingField("password")) {
            try LiveRequest.parse(#"{"type":"login","pin":"0427","username":"ana"}"#)
        }
        #expect(throws: LiveProtocolError.unexpectedField("name")) {
            try LiveRequest.parse(#"{"type":"login","pin":"0427","username":"ana","password":"x","name":"y"}"#)
        }
    }
}
