import ArgumentParser
import QuizBench

/// `tiltquiz bench`: measures speed against floors taken in the same run, so
/// the ratios hold on a noisy machine. Build with `-c release` first.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract:
            "Measure frames, startup, memory, idle CPU, the tilt pipeline, import, selection and saving (use a release build)."
    )

    /// The parts a run can be limited to.
    typealias Part = BenchRun.Part

    @Flag(help: "Print one JSON object.")
    var json = false

    @Flag(help: "A smaller, faster run (for CI).")
    var quick = false

    @Option(help: ArgumentHelp("Measure only these parts (repeatable).", valueName: "part"))
    var only: [Part] = []

    @Option(help: ArgumentHelp("Save a PNG of each screen the frame bench draws into this folder.", valueName: "dir"))
    var screenshots: String?

    @Option(
        name: .customLong("screen"),
        help: ArgumentHelp(
            "Draw only these screens in the frame part (repeatable; names as it reports them).", valueName: "name"))
    var screens: [String] = []

    @Option(help: "Draw the frame part's screens in this language: en, de, es, fr, tr, ar, or pseudo.")
    var language = "en"

    @Option(help: "Real minutes the longrun part watches a kiosk (asked for with --only longrun).")
    var minutes: Double = 10

    @Option(
        name: .customLong("longrun-mode"),
        help: ArgumentHelp(BenchRun.longRunModeHelp, valueName: "mode"))
    var longrunMode: LongRunBench.Mode = .tilt

    @Option(
        name: .customLong("fleet-players"),
        help: ArgumentHelp(BenchRun.fleetPlayersHelp, valueName: "n"))
    var fleetPlayers: Int?

    @Option(
        name: .customLong("fleet-devices"),
        help: ArgumentHelp(
            "Devices the fleet part connects through PgBouncer at once (default 200; 0 leaves that step out).",
            valueName: "n"))
    var fleetDevices: Int?

    /// `scripts/admin-load.sh` serves the web admin over a store of this size.
    @Option(help: ArgumentHelp(BenchRun.fillHelp, valueName: "dir", visibility: .hidden))
    var fill: String?

    /// The flags, as the run they ask for.
    var bench: BenchRun {
        var bench = BenchRun(
            parts: only, quick: quick, screenshots: screenshots, screens: screens, minutes: minutes,
            longrunMode: longrunMode)
        bench.language = language
        bench.fleetPlayers = fleetPlayers
        bench.fleetDevices = fleetDevices
        return bench
    }

    func validate() throws {
        try refuse(bench.flagProblem)
    }

    func run() throws {
        try bench.run(json: json, fill: fill)
    }
}

extension BenchRun.Part: ExpressibleByArgument {}
extension LongRunBench.Mode: ExpressibleByArgument {}
