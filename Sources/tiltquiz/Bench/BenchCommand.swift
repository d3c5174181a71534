import ArgumentParser
import Foundation

/// `tiltquiz bench`: measures speed against floors taken in the same run, so
/// the ratios hold on a noisy machine. Build with `-c release` first.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the tilt pipeline, CSV import and next-question selection (use a release build).")

    @Flag(help: "Print one JSON object.")
    var json = false

    @Flag(help: "A smaller, faster run (for CI).")
    var quick = false

    func run() throws {
        let tilt = TiltBench.run(quick: quick)
        let importFigures = try ImportBench.run(rows: quick ? 10_000 : 100_000)
        let select = try SelectBench.run(quick: quick)
        let report = BenchReport(tilt: tilt, import: importFigures, select: select)
        print(json ? report.json() : report.text())
    }
}

/// Everything one bench run measured.
struct BenchReport: Encodable {
    var tilt: TiltBench.Figures
    var `import`: ImportBench.Figures
    var select: SelectBench.Figures

    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    func text() -> String {
        var lines = [
            String(
                format: "tilt:   %.0f ns per sample; commit %.1f ms after the ideal (one sample is %.0f ms)",
                tilt.nsPerSample, tilt.commitLateMs, tilt.samplePeriodMs),
            String(format: "import: %d rows in %.2f s", self.import.rows, self.import.seconds),
        ]
        if let sqlite = self.import.sqlite3Seconds, let ratio = self.import.ratio {
            lines.append(String(format: "        sqlite3 .import %.2f s; ratio %.2f (target <= 3)", sqlite, ratio))
        } else {
            lines.append("        sqlite3 shell not found: no ratio")
        }
        lines.append(
            String(
                format:
                    "select: p99 %.3f ms, median %.3f ms over %d picks (%d questions, %d players, %d answers; target <= 1 ms)",
                select.p99Ms, select.medianMs, select.picks, select.questions, select.players, select.answers))
        return lines.joined(separator: "\n")
    }
}

/// Percentiles of a list of durations.
enum Percentile {
    static func of(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let index = min(sorted.count - 1, max(0, Int((Double(sorted.count) * fraction).rounded(.up)) - 1))
        return sorted[index]
    }
}

/// A monotonic stopwatch in seconds.
enum Stopwatch {
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }
}
