import Foundation
import QuizCore

/// Finds the one config file: `--config FILE`, else the user's, else the system's.
///
/// Only one file is read; there is no merging, so what `tiltquiz config check`
/// reports is what the game uses.
public enum ConfigLocator {
    /// The names looked for in each folder.
    public static let fileNames = ["config.yaml", "config.yml"]
    /// The system-wide folder, for kiosks set up by a package or an image.
    public static let systemDirectory = "/etc/tiltquiz"

    /// The folders searched, in order: `$XDG_CONFIG_HOME/tiltquiz` (else `~/.config/tiltquiz`), then `/etc/tiltquiz`.
    public static func searchDirectories(environment: [String: String]) -> [String] {
        var directories: [String] = []
        // The XDG spec: an unset, empty or relative XDG_CONFIG_HOME means ~/.config.
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            directories.append(PathText.join(xdg, "tiltquiz"))
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            directories.append(PathText.join(home, ".config/tiltquiz"))
        }
        directories.append(systemDirectory)
        return directories
    }

    /// The file to use, or nil when there is none (the defaults apply).
    ///
    /// `explicit` (from `--config`) is returned as given, even if missing, so
    /// loading it reports the mistake instead of silently using another file.
    /// Both `config.yaml` and `config.yml` in one folder is an error: an
    /// operator would edit one and wonder why nothing changes.
    public static func locate(
        explicit: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) throws(ConfigError) -> String? {
        if let explicit { return explicit }
        for directory in searchDirectories(environment: environment) {
            let found = fileNames.map { PathText.join(directory, $0) }.filter(fileExists)
            if found.count > 1 {
                throw ConfigError(file: found[0], reason: .twoFiles(other: found[1]))
            }
            if let path = found.first { return path }
        }
        return nil
    }
}
