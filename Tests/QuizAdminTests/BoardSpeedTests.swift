import Foundation
import QuizCore
import QuizStore
import TestSupport
import Testing

@testable import QuizAdmin

/// What the leaderboard page does to stay fast under load: instants written without a DateFormatter (the
/// same text as one), and the board kept for a second.
@Suite struct BoardSpeedTests {
    @Test func aMomentReadsAsADateFormatterWritesIt() throws {
        let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns"]
        var random = SystemRandomNumberGenerator()
        // Around the epoch, the leap days of 2000 and 2100, DST changes, and random instants from 1901 to 2200.
        // And within a millisecond of a minute's end, which a formatter rounds up (a random instant found it).
        var instants: [Double] = [
            -1, 0, 59, 60, 951_782_400, 951_868_800, 4_107_542_399, 1_774_746_000, 1_792_890_000,
            3_851_169_359.999_7, 3_392_931_419.999_693, -886_544_100.000_298, 59.999_6, 119.999_4,
        ]
        for _ in 0..<2_000 { instants.append(Double.random(in: -2_145_916_800...7_258_118_400, using: &random)) }
        for name in zones {
            let zone = try #require(TimeZone(identifier: name))
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = zone
            formatter.dateFormat = "yyyy-MM-dd HH:mm"
            for seconds in instants {
                let date = Date(timeIntervalSince1970: seconds)
                let local = try #require(Days.local(date, in: zone))
                let counted = String(
                    format: "%@ %02d:%02d", local.day.description, local.minute / 60, local.minute % 60)
                #expect(counted == formatter.string(from: date), "\(name) \(seconds)")
                #expect(Days.day(date, in: zone) == LocalDate.string(for: date, in: zone), "\(name) \(seconds)")
            }
        }
        #expect(Days.moment(nil, in: .current, AdminWords.english) == "never")
        let instant = Date(timeIntervalSince1970: 1_795_784_700)  // 2026-11-27 13:05 UTC
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        #expect(Days.moment(instant, in: berlin, AdminWords.english) == "27 Nov 2026 14:05")
    }

    @Test func theCacheKeepsABoardForItsLifetimeOnly() throws {
        let clock = ManualClock(1_000)
        let cache = BoardCache<Board>(lifetime: 0.2, clock: clock.read)
        let day = try #require(CalendarDay("2026-11-27"))
        let scope = BoardScope(mode: "trivia", period: .week, day: day)
        var loads = 0
        let load = { () -> Board in
            loads += 1
            return Board(scope: scope, top: [], player: nil, players: loads)
        }
        #expect(cache.board(scope, load: load).players == 1)
        #expect(cache.board(scope, load: load).players == 1, "kept within its lifetime")
        let other = BoardScope(mode: "tilt", period: .week, day: day)
        #expect(cache.board(other) { Board(scope: other, top: [], player: nil, players: 7) }.players == 7)
        clock.advance(by: 0.19)
        #expect(cache.board(scope, load: load).players == 1, "kept until its lifetime is over")
        clock.advance(by: 0.02)
        #expect(cache.board(scope, load: load).players == 2, "asked again once it is older")
        var modeLoads = 0
        #expect(
            cache.playedModes {
                modeLoads += 1; return ["trivia"]
            } == ["trivia"])
        #expect(
            cache.playedModes {
                modeLoads += 1; return ["tilt"]
            } == ["trivia"])
        #expect(modeLoads == 1)
    }
}
