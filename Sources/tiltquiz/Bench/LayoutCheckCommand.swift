import ArgumentParser
import QuizBench

/// `tiltquiz layout-check`: draws every screen the bench knows (the same
/// fixtures, so a new screen joins both with one line) at every supported
/// size, upright and turned, and names each text that runs off the screen,
/// lies over another, or is smaller than the screen's readable minimum.
/// An operator can ask it about their own panel with `--size`. Each size
/// it starts is told on stderr; SIGTERM or SIGINT stops it between two
/// screens, its stores removed, with status 130 and nothing reported.
struct LayoutCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-check",
        abstract: "Check that every screen's text fits, at every supported size or the ones given.")

    @Option(
        name: .customLong("size"), help: ArgumentHelp("A window size to check, WxH (repeatable).", valueName: "WxH"))
    var sizes: [String] = []

    @Option(help: ArgumentHelp("Check only these screens (bench fixture names; repeatable).", valueName: "screen"))
    var only: [String] = []

    @Option(help: ArgumentHelp("Save a PNG of each screen checked into this folder.", valueName: "dir"))
    var screenshots: String?

    @Option(
        help: ArgumentHelp(
            "The smallest text allowed, in pixels, instead of the screen's readable minimum (11 px at 240 pixels "
                + "high, 2.8 % of the short side above): for a panel read from further away.",
            valueName: "px"))
    var minimumText: Int?

    @Option(
        help: ArgumentHelp(
            "Lay out at this config file's accessibility.text_scale, language and display.dpi (without it: text "
                + "at 100 %).",
            valueName: "file"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "Draw the screens in this language: en, de, es, fr, tr, ar, or pseudo (English 40 % longer); without "
                + "it, the --config file's language, else en.",
            valueName: "language"))
    var language: String?

    @Option(
        help: ArgumentHelp(
            "The panel's dots per inch: the screens lay their buttons out for it, and every button must then be "
                + "at least 9 mm across and high.",
            valueName: "dpi"))
    var dpi: Double?

    /// The flags, as the check they ask for.
    var check: LayoutCheckRun {
        var check = LayoutCheckRun(sizes: sizes, only: only, screenshots: screenshots, minimumText: minimumText)
        check.language = language ?? "en"
        check.dotsPerInch = dpi
        return check
    }

    func validate() throws {
        if let problem = check.flagProblem { throw ValidationError(problem) }
    }

    func run() throws {
        var check = self.check
        if let config { try check.takeSettings(fromConfig: config, keepLanguage: language != nil) }
        try check.run()
    }
}
