import Foundation
import TestSupport
import Testing

/// The game talks to systemd (Type=notify, WatchdogSec=) through sd_notify:
/// a real headless game sends to a real socket, as under the unit.
@Suite struct SystemdNotifyTests {
    private func playHeadless(environment: [String: String]) throws -> (Tool.Result, [String]) {
        let folder = Tool.temporaryFolder()
        let socket = try NotifySocket(folder: folder)
        var env = environment
        env["NOTIFY_SOCKET"] = socket.path
        let result = try Tool.run(
            [
                "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--seed", "1", "--input",
                HeadlessGameTests.keysAndTaps,
            ], environment: env)
        return (result, socket.messagesAfterChildExit())
    }

    @Test func readyThenWatchdogPingsAndStatusThenStopping() throws {
        // WATCHDOG_USEC=1: the ping interval (half of it) has passed on every turn of the loop.
        let (result, messages) = try playHeadless(environment: ["WATCHDOG_USEC": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        try #require(messages.count >= 3, "\(messages)")
        #expect(messages.first?.hasPrefix("READY=1\nSTATUS=Showing ") == true, "\(messages.first ?? "")")
        #expect(messages.filter { $0.contains("READY=1") }.count == 1)
        #expect(messages.last == "STOPPING=1\nSTATUS=Stopping")
        let pings = messages.filter { $0.split(separator: "\n").contains("WATCHDOG=1") }
        #expect(pings.count > 10, "pinged from the loop, turn after turn: \(pings.count)")
        // The screens the game went through show up as status lines, e.g. for `systemctl status`.
        let statuses = Set(messages.flatMap { $0.split(separator: "\n") }.filter { $0.hasPrefix("STATUS=Showing ") })
        #expect(statuses.count >= 2, "\(statuses)")
    }

    @Test func aWatchdogMeantForAnotherProcessIsNotAnswered() throws {
        // Under cage, systemd's WATCHDOG_PID names cage; the game must then stay quiet
        // (tiltquiz-cage.service unsets it for the game).
        let (result, messages) = try playHeadless(environment: ["WATCHDOG_USEC": "1", "WATCHDOG_PID": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(messages.first?.hasPrefix("READY=1") == true, "\(messages)")
        #expect(!messages.contains { $0.contains("WATCHDOG=1") })
        #expect(messages.last == "STOPPING=1\nSTATUS=Stopping")
    }

    @Test func withoutAWatchdogReadinessAndStatusStillGetThrough() throws {
        let (result, messages) = try playHeadless(environment: [:])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(messages.first?.hasPrefix("READY=1") == true, "\(messages)")
        #expect(!messages.contains { $0.contains("WATCHDOG=1") })
    }
}
