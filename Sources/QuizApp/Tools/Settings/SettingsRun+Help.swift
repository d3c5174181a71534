extension SettingsRun {
    /// `tiltquiz settings credits --help` beyond its abstract: the modes, and which setting wins.
    public static let creditsDiscussion = """
        MODE is free, operator or coin, kept in the database over the config file's credits.mode (the \
        deployment's default), or config to follow the config file again. The kiosk reads it when a player's \
        game starts; the web admin's /settings sets the same.
        """
}
