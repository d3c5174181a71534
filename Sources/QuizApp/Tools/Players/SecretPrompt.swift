import Foundation

/// Reads a secret (the admin PIN, a player's password) from standard input:
/// without echo when it is a terminal, never printed nor logged.
public enum SecretPrompt {
    /// One line of standard input, without echo on a terminal after `prompt`;
    /// `missing` is the error when there is none.
    public static func line(prompt: String, missing: String) throws(CommandFailure) -> String {
        guard isatty(STDIN_FILENO) == 1 else {
            guard let line = readLine(strippingNewline: true) else { throw CommandFailure(missing) }
            return line
        }
        FileHandle.standardError.write(Data(prompt.utf8))
        var saved = termios()
        let canHide = tcgetattr(STDIN_FILENO, &saved) == 0
        if canHide {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        }
        defer {
            if canHide { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
            FileHandle.standardError.write(Data("\n".utf8))
        }
        guard let line = readLine(strippingNewline: true) else { throw CommandFailure(missing) }
        return line
    }

    /// The secret entered twice (asked on a terminal, two lines when piped); `mismatch` is the
    /// error when the two differ, `missing` when there is none, `missingSecond` when there is no second.
    public static func twice(
        prompt: String, again: String, missing: String, missingSecond: String, mismatch: String
    )
        throws(CommandFailure) -> String
    {
        let first = try line(prompt: prompt, missing: missing)
        let second = try line(prompt: again, missing: missingSecond)
        guard first == second else { throw CommandFailure(mismatch) }
        return first
    }
}
