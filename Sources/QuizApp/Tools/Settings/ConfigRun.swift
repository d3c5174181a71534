import Foundation
import QuizConfig
import QuizCore
import QuizText

/// `tiltquiz config check [FILE]` and `config hash-pin`: the config file checked (every problem with its line),
/// and the admin PIN's `pin_hash` line made for it.
public enum ConfigRun {
    /// Its lines in the checked file's `language` (English when there is no file).
    public static func check(_ file: String?) throws {
        let path: String?
        var packs: [String] = []
        var words = try OperatorCatalog.named("en")
        do {
            path = try ConfigLocator.locate(explicit: file)
            if let path {
                let config = try KioskConfig.load(path: path)
                words = try OperatorCatalog.named(config.languages.language.rawValue)
                packs =
                    Self.packLines(config.packSource, words) + Self.eventLines(config, words)
                    + Self.creditLines(config, words)
                if let fleet = config.fleet {
                    packs += [
                        try FleetSetup.make(fleet, file: path, language: config.languages.language).summary(words)
                    ]
                }
                // Valid words, but is every mode listed one this build has?
                do {
                    _ = try ModeRegistry.enabled(flag: nil, config: config.modes)
                } catch {
                    throw CommandFailure("\(path): \(error.message)")
                }
            }
        } catch let failure as CommandFailure {
            throw failure
        } catch let error as ConfigError {
            throw CommandFailure(error)
        }
        guard let path else {
            let places = ConfigLocator.searchDirectories(environment: ProcessInfo.processInfo.environment)
            print(words.text("cli.config_none", ["places": places.joined(separator: ", ")]))
            return
        }
        print("\(path): OK")
        for line in packs { print(line) }
    }

    /// Where "Which came first?" fetches its events and whether it deals the sensitive ones, when the file sets
    /// the events group or runs a kiosk (where family safety changes by itself).
    static func eventLines(_ config: KioskConfig, _ words: Catalog) -> [String] {
        guard config.events != EventFeedSettings() || config.kiosk else { return [] }
        let events = config.events
        let fetching =
            events.fetchDays == 0
            ? words["cli.config_events_not_fetched"]
            : words.plural(
                "cli.config_events_fetched", count: events.fetchDays,
                [
                    "url": "\(events.baseURL)/feed/onthisday/events/MM/DD",
                    "language": events.language.rawValue,
                ])
        let sensitive: String
        switch (config.familySafeEvents, events.familySafeSetting == nil ? config.kiosk : nil) {
        case (true, nil): sensitive = words["cli.config_sensitive_left_out"]
        case (true, true?): sensitive = words["cli.config_sensitive_left_out_kiosk"]
        case (true, false?): sensitive = words["cli.config_sensitive_left_out_not_kiosk"]
        case (false, nil): sensitive = words["cli.config_sensitive_dealt"]
        case (false, true?): sensitive = words["cli.config_sensitive_dealt_kiosk"]
        case (false, false?): sensitive = words["cli.config_sensitive_dealt_not_kiosk"]
        }
        return [fetching, sensitive]
    }

    /// The credits mode, when the file sets one other than free or runs a kiosk: the file's is a default that an
    /// admin may change in the database (the check reads no database; `tiltquiz settings credits` does).
    static func creditLines(_ config: KioskConfig, _ words: Catalog) -> [String] {
        guard config.credits.mode != .free || config.kiosk else { return [] }
        return [words.text("cli.config_credits", ["mode": config.credits.mode.rawValue])]
    }

    /// What the quiz packs mode will do with the server settings, when any is set.
    static func packLines(_ source: PackSourceSettings, _ words: Catalog) -> [String] {
        var lines: [String] = []
        if let url = source.url {
            lines.append(words.plural("cli.config_packs", count: source.checkMinutes, ["url": "\(url)"]))
        }
        if let scoreURL = source.scoreURL {
            lines.append(words.text("cli.config_pack_scores", ["url": "\(scoreURL)"]))
        }
        return lines
    }

    public static func hashPIN(_ pin: String?) throws {
        let words = try OperatorCatalog.ofFoundConfig()
        let entered = try pin ?? PINPrompt.read(words)
        let hash: PINHash
        do {
            try AdminPIN.validate(entered)
            hash = try AdminPIN.hash(pin: entered, salt: PINHash.makeSalt())
        } catch {
            throw CommandFailure(error)
        }
        print("pin_hash: \(hash)")
        if isatty(STDOUT_FILENO) == 1 {
            FileHandle.standardError.write(Data((words["cli.config_pin_hash_where"] + "\n").utf8))
        }
    }
}

/// Reads a PIN from standard input (`SecretPrompt`): asked twice on a terminal, else the first line.
public enum PINPrompt {
    /// The PIN, its prompts and refusals in `words` (the operator's catalog).
    public static func read(_ words: Catalog) throws(CommandFailure) -> String {
        guard isatty(STDIN_FILENO) == 1 else {
            return try SecretPrompt.line(prompt: "", missing: words["cli.pin_missing_stdin"])
                .trimmingCharacters(in: .whitespaces)
        }
        return try SecretPrompt.twice(
            prompt: words["cli.pin_prompt"], again: words["cli.pin_again"], missing: words["cli.pin_missing"],
            missingSecond: words["cli.pin_missing"], mismatch: words["cli.pin_mismatch"]
        ).trimmingCharacters(in: .whitespaces)
    }
}
