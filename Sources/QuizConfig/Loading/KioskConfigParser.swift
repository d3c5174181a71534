import Foundation
import QuizCore
import Yams

extension KioskConfig {
    /// Reads the config file at `path`; every problem in it comes back in one `ConfigError`.
    public static func load(path: String) throws(ConfigError) -> KioskConfig {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ConfigError(file: path, reason: .noSuchFile)
        }
        guard !isDirectory.boolValue else {
            throw ConfigError(file: path, reason: .isFolder)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(file: path, reason: .unreadable)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(file: path, reason: .notUTF8)
        }
        return try parse(text, file: path)
    }

    /// Reads config text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> KioskConfig {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw ConfigError(
                file: file, problems: [Self.syntaxProblem(error, text: text)], language: LenientLanguage.scan(text))
        }
        let flattened = ConfigFlattener(root: root)
        var reader = SettingsReader(entries: flattened.entries)
        let config = read(&reader)
        let problems = (flattened.problems + reader.problems).enumerated()
            .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
            .map(\.element)
        guard problems.isEmpty else {
            throw ConfigError(file: file, problems: problems, language: LenientLanguage.read(flattened.entries))
        }
        return config
    }

    /// Finds the config file (see `ConfigLocator`) and loads it; the defaults when there is none.
    public static func locateAndLoad(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigError) -> (config: KioskConfig, path: String?) {
        guard let path = try ConfigLocator.locate(explicit: explicit, environment: environment) else {
            return (.defaults, nil)
        }
        return (try load(path: path), path)
    }

    private static func read(_ reader: inout SettingsReader) -> KioskConfig {
        var config = KioskConfig()
        config.modes = reader.choiceList("modes", default: config.modes, repeats: false)
        config.packs = ValueChecks.packs(&reader, default: config.packs)
        config.packSource.url = ValueChecks.url(&reader, "packs.url", default: config.packSource.url)
        config.packSource.checkMinutes = reader.int(
            "packs.check_minutes", default: config.packSource.checkMinutes,
            in: PackSourceSettings.allowedCheckMinutes)
        config.packSource.scoreURL = ValueChecks.url(&reader, "packs.score_url", default: config.packSource.scoreURL)
        config.kiosk = reader.bool("kiosk", default: config.kiosk)

        config.admin.pinHash = ValueChecks.pinHash(&reader)
        config.admin.gesture = reader.choice("admin.gesture", default: config.admin.gesture)

        let seconds = TimeoutSettings.allowedSeconds
        config.timeouts.idleSeconds = reader.int(
            "timeouts.idle_seconds", default: config.timeouts.idleSeconds, in: seconds)
        config.timeouts.resetSeconds = reader.int(
            "timeouts.reset_seconds", default: config.timeouts.resetSeconds, in: seconds)

        config.attract.screens = reader.choices("attract.screens", default: config.attract.screens, repeats: true)
        config.attract.secondsPerScreen = reader.int(
            "attract.seconds_per_screen", default: config.attract.secondsPerScreen,
            in: AttractSettings.allowedSecondsPerScreen)

        config.sound.enabled = reader.bool("sound.enabled", default: config.sound.enabled)
        config.sound.volumePercent = reader.int(
            "sound.volume", default: config.sound.volumePercent, in: SoundSettings.allowedVolumePercent)
        config.accessibility.speech = reader.bool("accessibility.speech", default: config.accessibility.speech)
        config.accessibility.voice = reader.bool("accessibility.voice", default: config.accessibility.voice)
        config.accessibility.textScalePercent = reader.int(
            "accessibility.text_scale", default: config.accessibility.textScalePercent,
            in: AccessibilitySettings.allowedTextScalePercent)
        config.accessibility.contrast = reader.choice("accessibility.contrast", default: config.accessibility.contrast)
        config.accessibility.reduceMotion = reader.bool(
            "accessibility.reduce_motion", default: config.accessibility.reduceMotion)
        config.accessibility.timeScale = reader.decimal(
            "accessibility.time_scale", default: config.accessibility.timeScale,
            in: AccessibilityChoices.allowedTimeScale)
        config.languages.language = reader.choice("language", default: config.languages.language)
        config.languages.offered = reader.choiceList("languages", default: config.languages.offered, repeats: false)

        let pixels = DisplaySettings.allowedPixels
        config.display.width = reader.int("display.width", default: config.display.width, in: pixels)
        config.display.height = reader.int("display.height", default: config.display.height, in: pixels)
        config.display.fullscreen = reader.bool("display.fullscreen", default: config.display.fullscreen)
        config.display.rotationDegrees = reader.int(
            "display.rotation", default: config.display.rotationDegrees, oneOf: DisplaySettings.allowedRotations)
        config.display.dotsPerInch = reader.optionalInt("display.dpi", in: DisplaySettings.allowedDotsPerInch)
        config.display.videoDriver = reader.choice("display.video_driver", default: config.display.videoDriver)
        config.display.renderer = reader.choice("display.renderer", default: config.display.renderer)

        config.tilt.device = ValueChecks.tiltDevice(&reader, default: config.tilt.device)
        config.tilt.mountMatrix = reader.text(
            "tilt.mount_matrix", default: config.tilt.mountMatrix, allowed: .mountMatrix,
            check: ValueChecks.mountMatrixCheck)
        config.tilt.profile = reader.choice("tilt.profile", default: config.tilt.profile)

        config.event.timeZoneIdentifier = reader.text(
            "event.time_zone", default: config.event.timeZoneIdentifier, allowed: .timeZone,
            check: ValueChecks.timeZoneCheck)

        config.events.familySafeSetting = reader.optionalBool("events.family_safe")
        config.events.language = reader.choice("events.language", default: config.events.language)
        config.events.url = ValueChecks.eventsURL(&reader, language: config.events.language)
        config.events.fetchDays = reader.int(
            "events.fetch_days", default: config.events.fetchDays, in: EventFeedSettings.allowedFetchDays)

        config.leads.enabled = reader.bool("leads.enabled", default: config.leads.enabled)
        config.leads.consentText = ValueChecks.consentText(&reader, default: config.leads.consentText)
        config.leads.retentionDays = reader.int(
            "leads.retention_days", default: config.leads.retentionDays, in: LeadSettings.allowedRetentionDays)

        config.credits.mode = reader.choice("credits.mode", default: config.credits.mode)
        config.credits.coinKey = ValueChecks.coinKey(&reader, default: config.credits.coinKey)
        config.credits.perCoin = reader.int(
            "credits.per_coin", default: config.credits.perCoin, in: CreditSettings.allowedPerCoin)

        config.live = ValueChecks.live(&reader)
        config.fleet = ValueChecks.fleet(&reader)

        config.dataDirectory = reader.text(
            "data_dir", default: config.dataDirectory, allowed: .dataDirectory, check: ValueChecks.absolutePathCheck)

        checkTogether(config, &reader)
        return config
    }

    /// Settings that only make sense with others.
    private static func checkTogether(_ config: KioskConfig, _ reader: inout SettingsReader) {
        let pinHashReported = reader.problems.contains { $0.key == "admin.pin_hash" }
        if config.kiosk, config.admin.pinHash == nil, !pinHashReported {
            reader.report("admin.pin_hash", line: reader.line(of: "kiosk"), .pinHashNeeded)
        }
        let consentReported = reader.problems.contains { $0.key == "leads.consent_text" }
        // Unwritten, the catalog's sentence is shown; written, it must say something.
        if config.leads.enabled, !consentReported, let consent = config.leads.consentText,
            consent.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        {
            reader.report(
                "leads.consent_text", line: reader.line(of: "leads.consent_text") ?? reader.line(of: "leads.enabled"),
                .consentEmpty)
        }
        let languages = config.languages
        if !languages.offeredLanguages.contains(languages.language),
            !reader.problems.contains(where: { $0.key == "language" || $0.key == "languages" })
        {
            reader.report(
                "language", line: reader.line(of: "language") ?? reader.line(of: "languages"),
                .languageNotOffered(
                    languages.language.rawValue, offered: languages.offeredLanguages.map(\.rawValue)))
        }
    }

    /// A YAML syntax error as a problem with its line.
    private static func syntaxProblem(_ error: any Error, text: String) -> ConfigProblem {
        guard let yamlError = error as? YamlError else {
            return ConfigProblem(line: nil, key: "", reason: .yamlOther(detail: "\(error)"))
        }
        switch yamlError {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = mark.line - 1 < lines.count ? lines[max(0, mark.line - 1)] : ""
            let tabs = line.prefix { $0 == " " || $0 == "\t" }.contains("\t")
            return ConfigProblem(
                line: mark.line, key: "", reason: .yaml(problem: problem, column: mark.column, tabs: tabs))
        case .reader(let problem, _, _, _):
            return ConfigProblem(line: nil, key: "", reason: .yamlText(problem: problem))
        default:
            return ConfigProblem(line: nil, key: "", reason: .yamlOther(detail: "\(yamlError)"))
        }
    }
}
