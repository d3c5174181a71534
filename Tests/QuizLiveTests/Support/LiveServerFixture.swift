import QuizLive
import TestSupport
import Testing

/// A live listener on 127.0.0.1 (a free port) over a host whose clock is the test's, with no timer of its own:
/// the test moves the clock and ticks. Stopped whatever the test does.
struct LiveServerFixture {
    let clock: ManualClock
    let session: LiveSession
    var host: LiveHost { session.host }
    var port: Int { session.port }

    /// Runs `body` with a listener whose host checks log-ins with `accounts` (none: log-ins are refused).
    static func with(
        accounts: LiveAccountCheck? = nil, _ body: (LiveServerFixture) async throws -> Void
    ) async throws {
        let clock = ManualClock(1_000)
        let host = LiveHost(pin: LiveFixtures.pin, accounts: accounts, now: clock.read)
        let session = try await LiveServer.start(
            listen: LiveListen(host: "127.0.0.1", port: 0), host: host, pages: LiveFixtures.pages, ticking: false)
        do {
            try await body(LiveServerFixture(clock: clock, session: session))
        } catch {
            await session.stop()
            throw error
        }
        await session.stop()
    }

    /// A phone on the listener, its page in `language` (nil: saying none).
    func phone(language: String? = nil) -> TestPhone { TestPhone(port: port, language: language) }

    /// A phone joined as `name`, its page in `language`: its welcome's token.
    func joined(_ name: String, language: String? = nil) async -> (phone: TestPhone, token: String) {
        let phone = phone(language: language)
        phone.join(name: name)
        let welcome = await phone.expect("welcome")
        return (phone, welcome.string("token") ?? "")
    }
}
