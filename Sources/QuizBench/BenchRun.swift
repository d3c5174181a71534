import Foundation

/// One run of `tiltquiz bench`: the parts asked for, measured against floors
/// taken in the same run, into one report.
public struct BenchRun {
    /// The parts a run can be limited to.
    public enum Part: String, CaseIterable, Sendable {
        case frame, tilt, startup, memory, `import`, select, save, idle, longrun, speech, fleet, live
    }

    /// The parts measured; empty: every part but the long run (which takes real minutes), speech (a real
    /// minute, and espeak-ng), the fleet (minutes of loading PostgreSQL) and the live round (a round of real
    /// seconds with 200 phones), which are measured only by name.
    public var parts: [Part]
    /// A smaller, faster run.
    public var quick: Bool
    /// A folder for a PNG of each screen the frame part draws.
    public var screenshots: String?
    /// The screens the frame part draws; empty: every screen.
    public var screens: [String]
    /// The language the frame part draws its screens in.
    public var language = "en"
    /// Real minutes the long run watches a kiosk.
    public var minutes: Double
    /// What the long run plays.
    public var longrunMode: LongRunBench.Mode
    /// The players the fleet part loads (100 results and 1,000 answers each); nil: 10,000 (1,000 with `quick`).
    public var fleetPlayers: Int?
    /// The devices the fleet part connects through PgBouncer at once (0: that step is left out); nil: 200.
    public var fleetDevices: Int?

    public init(
        parts: [Part], quick: Bool, screenshots: String?, screens: [String], minutes: Double,
        longrunMode: LongRunBench.Mode
    ) {
        self.parts = parts
        self.quick = quick
        self.screenshots = screenshots
        self.screens = screens
        self.minutes = minutes
        self.longrunMode = longrunMode
    }

    /// Measures the parts, memory first: its peak is this process's, best measured before the other parts allocate.
    public func report() throws -> BenchReport {
        let parts = Set(
            parts.isEmpty ? Part.allCases.filter { ![.longrun, .speech, .fleet, .live].contains($0) } : parts)
        var report = BenchReport()
        if parts.contains(.memory) { report.memory = try MemoryBench.run(quick: quick) }
        if parts.contains(.startup) { report.startup = try StartupBench.run(quick: quick) }
        if parts.contains(.idle) { report.idle = try IdleBench.run(quick: quick) }
        if parts.contains(.frame) {
            if let screenshots {
                try FileManager.default.createDirectory(atPath: screenshots, withIntermediateDirectories: true)
            }
            report.frame = try FrameBench.run(
                quick: quick, screenshots: screenshots, screens: screens, language: language)
        }
        if parts.contains(.tilt) { report.tilt = TiltBench.run(quick: quick) }
        if parts.contains(.import) { report.import = try ImportBench.run(rows: quick ? 10_000 : 100_000) }
        if parts.contains(.select) { report.select = try SelectBench.run(quick: quick) }
        if parts.contains(.save) { report.save = try SaveBench.run(quick: quick) }
        if parts.contains(.speech) { report.speech = try SpeechBench.run(quick: quick) }
        if parts.contains(.fleet) {
            report.fleet = try FleetBench.run(
                size: FleetBench.Size.asked(players: fleetPlayers, devices: fleetDevices, quick: quick))
        }
        if parts.contains(.live) { report.live = try LiveBench.run(size: LiveBench.Size.asked(quick: quick)) }
        if parts.contains(.longrun) { report.longrun = try LongRunBench.run(minutes: minutes, mode: longrunMode) }
        return report
    }

    /// Fills a new store in `folder` with the select part's data; the line saying what it holds.
    public static func fill(folder: String, quick: Bool) throws -> String {
        try SelectBench.fill(folder: folder, quick: quick)
    }
}
