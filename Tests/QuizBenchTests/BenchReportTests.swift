import Testing

@testable import QuizBench

/// The bench's figures as a reader and a script see them, from figures given (nothing is measured).
struct BenchReportTests {
    @Test func timingIsTheMedianAndThe99thPercentile() {
        let timing = Timing(of: (1...100).reversed().map(Double.init))
        #expect(timing.medianMs == 50)
        #expect(timing.p99Ms == 99)
        let none = Timing(of: [])
        #expect(none.medianMs == 0 && none.p99Ms == 0)
    }

    @Test func theTextHasALineForEachPartMeasured() {
        var report = BenchReport()
        report.frame = FrameBench.Figures(
            floor: Timing(of: [0.25]),
            screens: [
                "title": FrameBench.ScreenTiming(
                    medianMs: 0.5, p99Ms: 1.25, ratio: 2, wholeMedianMs: 3, wholeP99Ms: 4, redrawnShare: 0.125)
            ], framesPerScreen: 120, width: 1280, height: 720)
        report.tilt = TiltBench.Figures(nsPerSample: 812, commitLateMs: 4.5, samplePeriodMs: 10)
        report.save = SaveBench.Figures(
            answers: 100, fullMedianMs: 1.25, fullP99Ms: 2.5, normalMedianMs: 0.5, normalP99Ms: 0.75)
        report.memory = MemoryBench.Figures(
            peakMB: 31.5, growthMB: 0.3, firstWindowMB: 30, lastWindowMB: 30.3, trendMBPerMinute: -0.13,
            sessionSeconds: 600, windowSeconds: 60, frames: 18_000, games: 20)
        report.idle = IdleBench.Figures(cpuPercent: 2.5, seconds: 10)
        let lines: [String] = [
            "frame:  floor median 0.250 ms, p99 0.250 ms (1280x720, software renderer, 120 frames each)",
            "        title: median 0.500 ms, p99 1.250 ms, ratio 2.0 (targets: p99 <= 2 ms, ratio <= 5); "
                + "12.5 % of pixels redrawn; drawn whole: median 3.000 ms, p99 4.000 ms",
            "tilt:   812 ns per sample; commit 4.5 ms after the ideal (one sample is 10 ms)",
            "save:   one answer committed: median 1.25 ms, p99 2.50 ms (synchronous = FULL); "
                + "NORMAL median 0.50 ms, p99 0.75 ms (100 answers each)",
            "memory: peak 31.5 MB over 600 s of play (target <= 48 MB, issue 19); growth 0.3 MB, first to last "
                + "60 s; trend after the first 60 s -0.13 MB a minute",
            "idle:   2.5 % of one core on the title screen over 10 s (target <= 5 %)",
        ]
        #expect(report.text() == lines.joined(separator: "\n"))
        #expect(report.json().contains(#""floor":{"medianMs":0.25,"p99Ms":0.25}"#))
    }
}
