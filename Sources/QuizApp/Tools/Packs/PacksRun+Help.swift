extension PacksRun {
    /// `tiltquiz packs --help` beyond its abstract: the mode's URL, which one wins, the bundled quizzes.
    public static let discussion = """
        The packs mode plays iQuiz documents from a URL (docs/packs.md): the URL set here (kept in the \
        store) wins over the config's packs.url. The bundled starter quizzes are always there.
        """
}
