extension FleetRun {
    /// `tiltquiz fleet status --json`'s help: the object's keys.
    public static let statusJSONHelp = """
        Print one JSON object: deviceID, joined, kioskID, server, sslMode, outbox, cursor, lastPush, lastPull, \
        lastProblem (English), lastProblemKind, lastProblemAt, reachable, serverProblem (English), \
        serverProblemKind, schemaVersion, lag, refused, lastRefusal; a key without a value is left out.
        """

    /// `tiltquiz fleet --help` beyond its abstract: the config file's section that names the fleet.
    public static let discussion = """
        The fleet is the config file's fleet section (fleet.postgres_url, fleet.password_file, fleet.kiosk_id, \
        fleet.ca_file); docs/fleet.md says how to set one up.
        """

    /// `tiltquiz fleet init --help` beyond its abstract: the user it connects as, what it makes, where it works.
    public static let initDiscussion = """
        Connects as fleet.postgres_url's user, which must own the database and may create roles. Makes the \
        schema fleet and the roles tiltquiz_kiosk and tiltquiz_admin (NOLOGIN: grant them to login users). \
        It works on the server only: it takes --config, and no --data.
        """
}
