import Foundation
import TestSupport
import Testing

/// `tiltquiz bench --json --quick` through the real executable: every part
/// is measured and reported in the documented shape. Timings are not judged
/// here (tests never depend on time), only that each figure is a real number.
@Suite struct BenchCommandTests {
    /// The number at `path` in `object`, or nil.
    func number(_ object: Any?, _ path: [String]) -> Double? {
        var current = object
        for key in path { current = (current as? [String: Any])?[key] }
        return (current as? NSNumber)?.doubleValue
    }

    @Test func quickRunReportsEveryPartInTheDocumentedShape() throws {
        let result = try Tool.run(["bench", "--json", "--quick"], timeout: 600)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONObjects.read(result.stdout)
        let positive: [[String]] = [
            ["frame", "floor", "medianMs"], ["frame", "floor", "p99Ms"],
            ["tilt", "nsPerSample"], ["startup", "ms"], ["startup", "afterCrashMs"], ["memory", "peakMB"],
            ["import", "seconds"], ["import", "normalSyncSeconds"], ["select", "p99Ms"], ["select", "quickCheckMs"],
            ["save", "fullMedianMs"], ["save", "fullP99Ms"], ["save", "normalMedianMs"], ["save", "normalP99Ms"],
        ]
        for path in positive {
            let value = number(json, path)
            #expect(
                value.map { $0.isFinite && $0 > 0 } == true,
                "\(path.joined(separator: ".")) = \(String(describing: value))")
        }
        // These may be zero: a late commit of 0 ms, no growth, a loop that slept through every tick.
        for path in [
            ["tilt", "commitLateMs"], ["memory", "growthMB"], ["memory", "trendMBPerMinute"], ["idle", "cpuPercent"],
        ] {
            let value = number(json, path)
            #expect(value.map { $0.isFinite } == true, "\(path.joined(separator: ".")) = \(String(describing: value))")
        }
        #expect((number(json, ["idle", "cpuPercent"]) ?? -1) >= 0)
        // With a sqlite3 shell, both baselines ran and stored what ours stored (a failed script gives no figure).
        if ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].contains(where: FileManager.default.isExecutableFile) {
            for key in ["sqlite3Seconds", "ratio", "sqlite3FlatSeconds", "flatRatio"] {
                let value = number(json, ["import", key])
                #expect(value.map { $0.isFinite && $0 > 0 } == true, "import.\(key) = \(String(describing: value))")
            }
        }
        let screens = ((json as? [String: Any])?["frame"] as? [String: Any])?["screens"] as? [String: Any] ?? [:]
        let expected = [
            "title", "tiltQuestion", "reveal", "gameOver", "triviaQuestion", "peoplesChoice", "topicProgress",
            "attract", "notSaved", "storeDamaged", "home", "nameKeyboard", "leadsForm", "dailyQuestion",
        ]
        for name in expected {
            for key in ["medianMs", "p99Ms", "ratio", "wholeMedianMs", "wholeP99Ms"] {
                let value = number(screens, [name, key])
                #expect(value.map { $0.isFinite && $0 > 0 } == true, "frame.screens.\(name).\(key)")
            }
            // The share of pixels the loop redrew: the timer, tilt and demo screens change some every frame.
            let share = number(screens, [name, "redrawnShare"])
            #expect(share.map { $0 >= 0 && $0 <= 1 } == true, "frame.screens.\(name).redrawnShare")
        }
        for name in ["triviaQuestion", "attract", "dailyQuestion"] {
            #expect((number(screens, [name, "redrawnShare"]) ?? 0) > 0, "\(name) redraws something as it plays")
        }
    }

    /// `make test` runs the long run for its shortest meaningful time and checks only that it reports.
    @Test func theLongRunReportsAKioskWatchedInRealTime() throws {
        let result = try Tool.run(["bench", "--json", "--only", "longrun", "--minutes", "2"], timeout: 600)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONObjects.read(result.stdout)
        for key in ["minutes", "samples", "pssPeakMB", "anonymousFirstMB", "anonymousLastMB", "fdsMax", "threadsMax"] {
            let value = number(json, ["longrun", key])
            #expect(value.map { $0.isFinite && $0 > 0 } == true, "longrun.\(key) = \(String(describing: value))")
        }
        for key in ["anonymousTrendMBPerMinute", "cpuPercent"] {
            #expect(number(json, ["longrun", key]).map(\.isFinite) == true, "longrun.\(key)")
        }
        #expect(number(json, ["frame", "floor", "medianMs"]) == nil, "only the part asked for")
    }

    /// `bench --only live` draws the round's big screen while its phones play, in the executable's own process
    /// (SDL is never shared with a test's): the floor and the live frames are timed, the screen showed every
    /// question's results, and each screen the round went through has its frames. The phones play from the
    /// executable's child, as in a measured run.
    @Test func theLiveRoundsBigScreenIsDrawnWhileItsPhonesPlay() throws {
        let result = try Tool.run(["bench", "--json", "--quick", "--only", "live"], timeout: 600)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONObjects.read(result.stdout)
        #expect(number(json, ["live", "phones"]) == 40)
        #expect((number(json, ["live", "acknowledged"]) ?? 0) > 0)
        for path in [
            ["trivia", "p99Ms"], ["live", "p99Ms"], ["live", "medianMs"], ["p99Ratio"], ["liveFrames"],
            ["triviaCPU", "p99Ms"], ["liveCPU", "p99Ms"], ["cpuP99Ratio"], ["firstFramesCPU", "p99Ms"],
            ["triviaChanging", "p99Ms"], ["triviaChangingCPU", "p99Ms"], ["triviaChangingFirstFramesCPU", "p99Ms"],
            ["p99RatioChanging"], ["cpuP99RatioChanging"],
        ] {
            let value = number(json, ["live", "frames"] + path)
            #expect(
                value.map { $0.isFinite && $0 > 0 } == true,
                "live.frames.\(path.joined(separator: ".")) = \(String(describing: value))")
        }
        // The floor like for like: as many frames as the round drew, as many of them a new question's first.
        #expect(
            number(json, ["live", "frames", "triviaChangingFirstFrames"])
                == number(json, ["live", "frames", "firstFrameCount"]))
        #expect(number(json, ["live", "frames", "resultsDrawn"]) == 3, "each of the quick round's 3 questions")
        #expect((number(json, ["live", "frames", "resultsWithinMs"]) ?? 0) > 0)
        let stages = (((json as? [String: Any])?["live"] as? [String: Any])?["frames"] as? [String: Any])?["byStage"]
        let drawn = Set((stages as? [String: Any] ?? [:]).keys)
        for stage in ["live-join", "live-question", "live-distribution", "live-podium"] {
            #expect(drawn.contains(stage), "the screen drew \(stage): \(drawn.sorted())")
        }
    }
}
