import Foundation
import QuizConfig
import QuizCore

/// `tiltquiz config check [FILE]` and `config hash-pin`: the config file checked (every problem with its line),
/// and the admin PIN's `pin_hash` line made for it.
public enum ConfigRun {
    public static func check(_ file: String?) throws {
        let path: String?
        var packs: [String] = []
        do {
            path = try ConfigLocator.locate(explicit: file)
            if let path {
                let config = try KioskConfig.load(path: path)
                packs = Self.packLines(config.packSource) + Self.eventLines(config) + Self.creditLines(config)
                if let fleet = config.fleet { packs += [try FleetSetup(fleet, file: path).summary] }
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
            print("No config file in \(places.joined(separator: " or ")); every setting has its default.")
            return
        }
        print("\(path): OK")
        for line in packs { print(line) }
    }

    /// Where "Which came first?" fetches its events and whether it deals the sensitive ones, when the file sets
    /// the events group or runs a kiosk (where family safety changes by itself).
    static func eventLines(_ config: KioskConfig) -> [String] {
        guard config.events != EventFeedSettings() || config.kiosk else { return [] }
        let events = config.events
        let fetching =
            events.fetchDays == 0
            ? "Events: not fetched by the game (events.fetch_days is 0; `tiltquiz events fetch` still fetches)"
            : "Events: \(events.baseURL)/feed/onthisday/events/MM/DD (\(events.language.rawValue)), the next "
                + "\(events.fetchDays) day\(events.fetchDays == 1 ? "" : "s") fetched at start and every 24 hours"
        let why = events.familySafeSetting == nil ? (config.kiosk ? " (a kiosk)" : " (not a kiosk)") : ""
        let sensitive =
            config.familySafeEvents
            ? "Sensitive events: left out of the game\(why)" : "Sensitive events: dealt like the others\(why)"
        return [fetching, sensitive]
    }

    /// The credits mode, when the file sets one other than free or runs a kiosk: the file's is a default that an
    /// admin may change in the database (the check reads no database; `tiltquiz settings credits` does).
    static func creditLines(_ config: KioskConfig) -> [String] {
        guard config.credits.mode != .free || config.kiosk else { return [] }
        return [
            "Credits: \(config.credits.mode.rawValue) (credits.mode), unless an admin set another in the web admin's "
                + "/settings; `tiltquiz settings credits` says which applies"
        ]
    }

    /// What the quiz packs mode will do with the server settings, when any is set.
    static func packLines(_ source: PackSourceSettings) -> [String] {
        var lines: [String] = []
        if let url = source.url {
            lines.append(
                "Quiz packs: \(url), checked at start and every " + Counted.text(source.checkMinutes, "minute"))
        }
        if let scoreURL = source.scoreURL { lines.append("Pack scores: sent to \(scoreURL)") }
        return lines
    }

    public static func hashPIN(_ pin: String?) throws {
        let entered = try pin ?? PINPrompt.read()
        let hash: PINHash
        do {
            try AdminPIN.validate(entered)
            hash = try AdminPIN.hash(pin: entered, salt: PINHash.makeSalt())
        } catch {
            throw CommandFailure(error)
        }
        print("pin_hash: \(hash)")
        if isatty(STDOUT_FILENO) == 1 {
            FileHandle.standardError.write(Data("Put this line under admin: in the config file.\n".utf8))
        }
    }
}

/// Reads a PIN from standard input (`SecretPrompt`): asked twice on a terminal, else the first line.
public enum PINPrompt {
    public static func read() throws(CommandFailure) -> String {
        guard isatty(STDIN_FILENO) == 1 else {
            return try SecretPrompt.line(prompt: "", missing: "no PIN on standard input; pipe one in, or use --pin")
                .trimmingCharacters(in: .whitespaces)
        }
        return try SecretPrompt.twice(
            prompt: "Admin PIN: ", again: "The same PIN again: ", missing: "no PIN entered",
            missingSecond: "no PIN entered", mismatch: "the two PINs differ; nothing was printed"
        ).trimmingCharacters(in: .whitespaces)
    }
}
