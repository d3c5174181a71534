extension EventsFetchRun {
    /// `tiltquiz events list --json`'s help: the keys of each event.
    public static let listJSONHelp = """
        Print a JSON list of {id, uid, year, month, day, text, language, sensitive, source, pack, imageURL, \
        imageFile, imagePath}; a key without a value is left out.
        """

    /// `tiltquiz events --help` beyond its abstract: the game fetches by itself; these commands do it by hand.
    public static let eventsDiscussion = """
        The game fetches the next events.fetch_days days at start and every 24 hours (docs/events.md); \
        these commands do it by hand and show what the store holds.
        """

    /// `tiltquiz events fetch --help` beyond its abstract: the days fetched by default, the output and exit code.
    public static let discussion = """
        Default: the next events.fetch_days days from today in the event's time zone (event.time_zone). \
        Prints one line per date; exits non-zero when any date failed.
        """
}
