extension ImportRun {
    /// `tiltquiz import --help` beyond its abstract: one transaction, problems by place, what is skipped and counted.
    public static let discussion = """
        Every file is read and checked first; then all of them are written in one transaction, so an \
        error writes nothing, and every problem is listed by file, line (a spreadsheet's row) and field. \
        Questions already in the store (same text and answer) are skipped and counted. \
        Questions the game cannot play (GIFT essays and other types, rows with several correct answers) are \
        skipped with a warning naming the file, line and field, and counted.
        """
}
