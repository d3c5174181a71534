extension ConfigRun {
    /// `tiltquiz config --help` beyond its abstract: which file the game reads, and where its settings are documented.
    public static let discussion = """
        The game reads one file: --config FILE, else $XDG_CONFIG_HOME/tiltquiz/config.yaml \
        (~/.config when unset), else /etc/tiltquiz/config.yaml (.yml also works). \
        deploy/config.example.yaml documents every setting and its default.
        """

    /// `tiltquiz config hash-pin --help` beyond its abstract: where the PIN is read from, where the line goes.
    public static let hashPINDiscussion = """
        The PIN is read from standard input: asked twice without echo on a terminal, else the first line. \
        Paste the printed line under admin: in the config file.
        """
}
