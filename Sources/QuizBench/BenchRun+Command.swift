import QuizConfig

/// What `tiltquiz bench` asks of a run besides its parts: which flags it refuses, their longer help, and the report
/// printed.
extension BenchRun {
    /// `--longrun-mode`'s help: what each mode plays.
    public static let longRunModeHelp = """
        What the longrun plays: tilt (a kiosk: attract and a game every 2 minutes) or trivia (a game every \
        2 minutes, the lives' countdown on screen in between).
        """
    /// `--fleet-players`' help: what each player brings, and the defaults.
    public static let fleetPlayersHelp = """
        Players the fleet part loads into its PostgreSQL, each with 100 results and 1,000 answers (default \
        10,000; 1,000 with --quick).
        """
    /// `--fill`'s help (hidden: `scripts/admin-load.sh` serves the web admin over a store of this size).
    public static let fillHelp = """
        Fill the store in this data folder with the select part's data (10,000 players, 100,000 questions, 1M \
        answers, 100,000 finished games over the 90 days to today; a tenth with --quick) and stop.
        """

    /// The real minutes `--minutes` may ask the long run to watch a kiosk.
    public static let longRunMinutes: ClosedRange<Double> = 1...(24 * 60)
    /// The players `--fleet-players` may ask the fleet part to load.
    public static let fleetPlayerCounts = 10...100_000
    /// The devices `--fleet-devices` may ask the fleet part to connect at once.
    public static let fleetDeviceCounts = 0...1000

    /// What the bench refuses before it measures anything, as the line that says why; nil when it can run: a
    /// language the game does not have, a screen the frame part does not draw, a count or a time out of range.
    public var flagProblem: String? {
        if let problem = GameLanguage.problem(with: language) {
            return problem
        }
        let known = Set(ScreenFixture.all.map(\.name))
        if let unknown = screens.first(where: { !known.contains($0) }) {
            return "--screen \(unknown): no such screen; the frame part draws \(known.sorted().joined(separator: ", "))"
        }
        guard Self.longRunMinutes.contains(minutes) else {
            return "--minutes must be from 1 to 1440"
        }
        if let fleetPlayers, !Self.fleetPlayerCounts.contains(fleetPlayers) {
            return "--fleet-players must be from 10 to 100000"
        }
        if let fleetDevices, !Self.fleetDeviceCounts.contains(fleetDevices) {
            return "--fleet-devices must be from 0 to 1000"
        }
        return nil
    }

    /// What `tiltquiz bench` does: with `fill` (`--fill DIR`), fills the store in that folder and prints what it
    /// holds, measuring nothing; otherwise measures the parts and prints the report on standard output, as one
    /// JSON object or as text.
    public func run(json: Bool, fill: String?) throws {
        if let fill {
            print(try Self.fill(folder: fill, quick: quick))
        } else {
            let report = try report()
            print(json ? report.json() : report.text())
        }
    }
}
