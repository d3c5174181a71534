import CSDL2

/// SIGINT and SIGTERM in a kiosk.
enum KioskSignals {
    /// SDL turns SIGINT and SIGTERM into a quit event, which a kiosk ignores;
    /// so that `systemctl stop` still stops the game, SDL is told to leave the
    /// signals alone (their default action ends the process; every answer is
    /// already in the database). Call before SDL starts.
    static func leaveToTheSystem() {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
    }
}
