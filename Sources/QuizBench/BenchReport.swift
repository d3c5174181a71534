import Foundation
import QuizCore

/// Everything one bench run measured; parts not measured are left out.
public struct BenchReport: Encodable {
    var frame: FrameBench.Figures?
    var tilt: TiltBench.Figures?
    var `import`: ImportBench.Figures?
    var select: SelectBench.Figures?
    var save: SaveBench.Figures?
    var longrun: LongRunBench.Figures?
    var startup: StartupBench.Figures?
    var memory: MemoryBench.Figures?
    var idle: IdleBench.Figures?
    var speech: SpeechBench.Figures?
    var fleet: FleetBench.Figures?
    var live: LiveBench.Figures?

    /// The report as one JSON object, keys sorted.
    public func json() -> String {
        return ((try? JSONText.encode(self, format: [.sortedKeys, .escapingSlashes])) ?? "")
    }

    /// The report as lines for a reader.
    public func text() -> String {
        var lines: [String] = []
        /// One line: `format` filled with `arguments` as `String(format:)` fills it.
        func add(_ format: String, _ arguments: any CVarArg...) {
            lines.append(String(format: format, arguments: arguments))
        }
        if let frame {
            add(
                "frame:  floor median %.3f ms, p99 %.3f ms (%dx%d, software renderer, %d frames each)",
                frame.floor.medianMs, frame.floor.p99Ms, frame.width, frame.height, frame.framesPerScreen)
            for (name, screen) in frame.screens.sorted(by: { $0.key < $1.key }) {
                add(
                    "        %@: median %.3f ms, p99 %.3f ms, ratio %.1f (targets: p99 <= 2 ms, ratio <= 5); "
                        + "%.1f %% of pixels redrawn; drawn whole: median %.3f ms, p99 %.3f ms",
                    name, screen.medianMs, screen.p99Ms, screen.ratio, screen.redrawnShare * 100,
                    screen.wholeMedianMs, screen.wholeP99Ms)
            }
        }
        if let tilt {
            add(
                "tilt:   %.0f ns per sample; commit %.1f ms after the ideal (one sample is %.0f ms)",
                tilt.nsPerSample, tilt.commitLateMs, tilt.samplePeriodMs)
        }
        if let figures = self.import {
            add(
                "import: %d rows in %.2f s (with synchronous = NORMAL %.2f s)", figures.rows, figures.seconds,
                figures.normalSyncSeconds)
            if let sqlite = figures.sqlite3Seconds, let ratio = figures.ratio {
                add("        sqlite3 into the same schema %.2f s; ratio %.2f (target <= 3)", sqlite, ratio)
            } else {
                lines.append("        sqlite3 shell not found or failed: no ratio")
            }
            if let flat = figures.sqlite3FlatSeconds, let ratio = figures.flatRatio {
                add("        sqlite3 bare .import into one table %.2f s; ratio %.2f", flat, ratio)
            }
        }
        if let select {
            add(
                "select: p99 %.3f ms, median %.3f ms over %d picks (%d questions, %d players, %d answers; target <= 1 ms)",
                select.p99Ms, select.medianMs, select.picks, select.questions, select.players, select.answers)
            add("        quick_check of that store %.0f ms", select.quickCheckMs)
            let board = select.board
            let periods = board.p99Ms.keys.sorted().map { name in
                String(
                    format: "%@ p99 %.3f ms (median %.3f)", name, board.p99Ms[name] ?? 0, board.medianMs[name] ?? 0)
            }
            lines.append(
                "select board: " + periods.joined(separator: ", ")
                    + " over \(board.queriesPerPeriod) queries each (\(board.results) results, \(board.days) days; "
                    + "target p99 <= 5 ms)")
        }
        if let save {
            add(
                "save:   one answer committed: median %.2f ms, p99 %.2f ms (synchronous = FULL); "
                    + "NORMAL median %.2f ms, p99 %.2f ms (%d answers each)",
                save.fullMedianMs, save.fullP99Ms, save.normalMedianMs, save.normalP99Ms, save.answers)
        }
        if let startup {
            add(
                "startup: %.0f ms to the first frame (trivia %.0f ms), %d questions and %d answers in the store "
                    + "(target <= 300 ms); after a crash, with the damage check, %.0f ms",
                startup.ms, startup.triviaMs, startup.questions, startup.answers, startup.afterCrashMs)
        }
        if let memory {
            add(
                "memory: peak %.1f MB over %.0f s of play (target <= 48 MB, issue 19); growth %.1f MB, first to last %.0f s;"
                    + " trend after the first %.0f s %+.2f MB a minute",
                memory.peakMB, memory.sessionSeconds, memory.growthMB, memory.windowSeconds, memory.windowSeconds,
                memory.trendMBPerMinute)
        }
        if let longrun {
            add(
                "longrun: %.0f real minutes of a kiosk (attract, %d games), offscreen window: anonymous memory "
                    + "%+.3f MB a minute after %.1f min (%.1f -> %.1f MB; target <= 0.01); PSS peak %.1f MB; "
                    + "fds %d-%d, threads %d-%d; CPU %.1f %%",
                longrun.minutes, longrun.games, longrun.anonymousTrendMBPerMinute, longrun.warmupMinutes,
                longrun.anonymousFirstMB, longrun.anonymousLastMB, longrun.pssPeakMB, longrun.fdsMin,
                longrun.fdsMax, longrun.threadsMin, longrun.threadsMax, longrun.cpuPercent)
        }
        if let idle {
            add(
                "idle:   %.1f %% of one core on the title screen over %.0f s (target <= 5 %%)",
                idle.cpuPercent, idle.seconds)
        }
        if let speech {
            add(
                "speech: frames (wall) speaking median %.3f ms, p99 %.3f ms; silent median %.3f ms, p99 %.3f ms; "
                    + "p99 ratio %.2f (target <= 1.05); %d rounds of %d frames each",
                speech.speaking.medianMs, speech.speaking.p99Ms, speech.silent.medianMs, speech.silent.p99Ms,
                speech.p99Ratio, speech.rounds, speech.framesPerPhase)
            add(
                "        question to first sample made median %.1f ms, p99 %.1f ms; to first sample taken by the "
                    + "audio device median %.1f ms, p99 %.1f ms (target <= 150 ms)",
                speech.firstSampleMade.medianMs, speech.firstSampleMade.p99Ms, speech.firstSampleTaken.medianMs,
                speech.firstSampleTaken.p99Ms)
        }
        if let fleet { lines += fleet.lines() }
        if let live { lines += live.lines() }
        return lines.joined(separator: "\n")
    }
}
