import QuizCore
import QuizStore

extension PlayersRun {
    /// `tiltquiz players show --json`'s help: what the object holds.
    public static let showJSONHelp = """
        Print the whole record as one JSON object: the player row, their account's email, every row about them, \
        their leads.
        """

    /// `tiltquiz players --help` beyond its abstract: how a player is named, how emails are kept.
    public static let discussion = """
        A player is named by their name (any case) or, when several share it, by their id: '#12'. \
        Emails are kept encrypted with the key tiltquiz.key in the data folder; show and export open them.
        """

    /// `tiltquiz players add --help` beyond its abstract: the consent kept with the email.
    public static let addDiscussion = """
        The consent kept with the email is --consent-text, else the config's leads.consent_text as written, \
        else the game's own sentence in the config's language: give --consent only once the player agreed to it.
        """

    /// `tiltquiz players register --help` beyond its abstract: the password's input, the account's rules.
    public static let registerDiscussion = """
        The password is read from standard input: asked twice without echo on a terminal, else the first two \
        lines, which must be the same; with --password-stdin, the first line alone. It is never printed. \
        Usernames: \(Username.rule), unique whatever the case. Passwords: \(PasswordRule.summary).
        """

    /// `tiltquiz players export --help` beyond its abstract: the rows and their cells.
    public static let exportDiscussion = """
        One row per player; name and email are those of their latest lead (the player's name when they \
        left none). CSV cells a spreadsheet would run as a formula get a leading quote. \
        `tiltquiz export players FILE` writes the same rows to a file.
        """

    /// `tiltquiz players erase --help` beyond its abstract: what goes with the player, and stopping the game first.
    public static let eraseDiscussion = """
        Their answers, games, medals, badges, power-ups, purchases, credits, saved and reset games, \
        follows, submissions, reports and leads go with them, and an avatar picture imported for them; deleted \
        bytes are zeroed and the WAL is emptied. Stop the game first: it keeps the store open.
        """

    /// `tiltquiz players avatar --help` beyond its abstract: the file's checks, the bundled avatars.
    public static let avatarDiscussion = """
        A file is checked (PNG or JPEG, at most 2 MiB, each side \(AvatarFiles.sides.lowerBound) to \
        \(AvatarFiles.sides.upperBound) pixels) and copied into the data folder's avatars/ folder, so the \
        original can move. --bundled takes an id from assets/avatars (run with --bundled list to see them).
        """
}
