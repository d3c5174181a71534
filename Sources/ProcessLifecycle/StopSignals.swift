import CProcess

/// SIGTERM (`systemctl stop`) and SIGINT (Ctrl-C) as a request to stop cleanly: a command that has work to
/// finish (the game's saves, checkpoint and seal; a recording's last line) catches them once at its start and
/// looks at `requested` where it loops. Commands that do not catch them end at once, as the signals' default.
public enum StopSignals {
    /// From now on the two signals set `requested` instead of ending the process (and are unblocked).
    public static func catchThem() {
        cprocess_catch_stop_signals()
    }

    /// True once SIGTERM or SIGINT arrived after `catchThem()`; false in a process that never called it.
    public static var requested: Bool { cprocess_stop_signal() != 0 }
}
