import ProcessLifecycle
import QuizApp
import QuizConfig
import QuizScreens

/// What `tiltquiz layout-check` asks of a check besides its screens: which flags it refuses, the config file's
/// text scale, and the verdict printed on standard output.
extension LayoutCheckRun {
    /// The sizes `--minimum-text` may ask for, in pixels.
    public static let minimumTextSizes = 6...200
    /// The dots per inch `--dpi` may give a panel.
    public static let panelDotsPerInch = PanelDensity.allowedDotsPerInch

    /// What the check refuses before any screen is drawn, as the line that says why; nil when it can run: a
    /// language the game does not have, a minimum text or a panel's dots per inch out of range.
    public var flagProblem: String? {
        if let problem = GameLanguage.problem(with: language) {
            return problem
        }
        if let minimumText, !Self.minimumTextSizes.contains(minimumText) {
            return "--minimum-text \(minimumText): give a size from \(Self.minimumTextSizes.lowerBound) to "
                + "\(Self.minimumTextSizes.upperBound) pixels"
        }
        if let dotsPerInch, !Self.panelDotsPerInch.contains(dotsPerInch) {
            return "--dpi \(dotsPerInch): give the panel's dots per inch, from 50 to 1000"
        }
        return nil
    }

    /// Lays out at this config file's `accessibility.text_scale`, in its `language` unless `keepLanguage` (a
    /// `--language` given wins), and for its `display.dpi` where no `--dpi` is given; a file that cannot be read
    /// fails with its reason.
    public mutating func takeSettings(fromConfig path: String, keepLanguage: Bool = false) throws(CommandFailure) {
        do {
            let config = try KioskConfig.load(path: path)
            textScalePercent = config.accessibility.textScalePercent
            if !keepLanguage { language = config.languages.language.rawValue }
            if dotsPerInch == nil { dotsPerInch = config.display.dotsPerInch.map(Double.init) }
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The line printed when every screen fits: the sizes checked, and the text scale when it is not 100 %.
    public var fitsLine: String {
        let scale = textScalePercent == 100 ? "" : " with text at \(textScalePercent) %"
        return "Every screen fits at \(sizesChecked.joined(separator: ", "))\(scale)."
    }

    /// Checks the screens and prints the verdict: `fitsLine`, or each problem on a line of its own and then a
    /// failure that counts them. SIGTERM and SIGINT stop it between two screens (`stoppedStatus`).
    public func run() throws {
        // Caught, and looked at between screens: the signals' default end would leave the stores in the temporary folder.
        StopSignals.catchThem()
        let problems = try problems()
        if problems.isEmpty {
            print(fitsLine)
            return
        }
        for problem in problems { print(problem) }
        throw CommandFailure("\(problems.count) layout problems (listed above)")
    }
}
