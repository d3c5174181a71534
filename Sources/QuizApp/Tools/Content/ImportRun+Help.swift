extension ImportRun {
    /// `--topic`'s help: the formats that take it, and the ones that name their own topics and refuse it.
    public static let topicHelp = """
        The topic of questions whose file names none: every Kahoot question (instead of "Kahoot"), and GIFT \
        questions before any $CATEGORY line (instead of the file's name). Our CSV, iQuiz, Open Trivia DB, \
        bsdgames quiz and On this day files name their own topics (or have none) and refuse it.
        """

    /// `--language`'s help: the questions it applies to.
    public static let languageHelp = """
        The language of questions whose file names none (a code such as de; our CSV's language column wins); \
        English without it.
        """

    /// `tiltquiz import --help` beyond its abstract: one transaction, problems by place, what is skipped and counted.
    public static let discussion = """
        Every file is read and checked first; then all of them are written in one transaction, so an \
        error writes nothing, and every problem is listed by file, line (a spreadsheet's row) and field. \
        Questions already in the store (same text and answer) are skipped and counted. \
        Questions the game cannot play (GIFT essays and other types, rows with several correct answers) are \
        skipped with a warning naming the file, line and field, and counted.
        """
}
