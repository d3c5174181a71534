import QuizCore

extension AdminRun {
    /// `tiltquiz admin serve --help` beyond its abstract: the database it shares with the game, HTTPS or HTTP.
    public static let serveDiscussion = """
        Opens the same database as the game (WAL: the game keeps playing and writing meanwhile). HTTPS with \
        --tls-cert and --tls-key (PEM files; cookies then Secure); else plain HTTP: put it on a trusted LAN, or \
        behind a TLS proxy with --secure-cookies. Stop with Ctrl-C or SIGTERM.
        """

    /// `tiltquiz admin add-user --help` beyond its abstract: the account's rules, the password's input.
    public static let addUserDiscussion = """
        Registers an account as `players register` does (usernames: \(Username.rule); passwords: \
        \(PasswordRule.summary)) and gives it the role. The password is read from standard input: asked twice \
        without echo on a terminal, else the first line. An existing account is not changed: give it a role \
        with `tiltquiz players role NAME admin`.
        """
}
