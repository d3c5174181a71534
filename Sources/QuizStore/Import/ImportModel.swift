import Foundation

/// One question read from a file, before it is stored.
public struct ImportedQuestion: Equatable, Sendable {
    /// How the question is played.
    public enum Kind: String, Sendable { case trueFalse, multipleChoice }
    public var kind: Kind
    public var topic: String
    public var text: String
    /// For true/false: "true" or "false".
    public var correct: String
    /// 1...5 answers for multiple choice, empty for true/false.
    public var wrong: [String]
    /// Said after the answer, whichever it was; may be "".
    public var explanation: String = ""
    /// Said to a player who chose each answer, by option position: 0 the right answer, then `wrong` in order (for
    /// true/false, 1 is the other answer). Shorter, or empty, where the file gives none.
    public var feedback: [String] = []
    /// Only our own CSV format carries a badge.
    public var badge: String?
    /// May be ""; a URL or a reference.
    public var source: String = ""
    /// Where it came from (for duplicate and error messages).
    public var location: ImportLocation
    /// The question's own id when the file names one (our CSV's `uid` column); nil, as in every other format,
    /// leaves the question known by its text and right answer (see `QuestionRecord.uid`).
    public var uid: String?
    /// The answers' option positions (0 the right one, then `wrong` in order) in the order the file lists them,
    /// when the file's order matters (iQuiz); nil leaves the order to the game.
    public var answerOrder: [Int]?
    /// The language the question is written in when the file names one (our CSV's `language` column); nil takes
    /// the import's `--language`, else English.
    public var language: String?
    /// The uid of the question this one translates when the file names one (our CSV's `translates` column).
    public var translates: String?
}

/// One quiz of an iQuiz document: what the packs mode shows of it, and its questions' place in the batch.
public struct ImportedQuiz: Equatable, Sendable {
    public var title: String
    /// The quiz's `desc`; may be "".
    public var description: String
    /// The quiz's optional `icon`: a name from the game's icons (`star`), nil when absent.
    public var icon: String?
    /// Its questions in `ImportBatch.questions`, in the quiz's order.
    public var questions: Range<Int>
    /// Where the quiz is in the file.
    public var location: ImportLocation
}

/// A dated event (Wikipedia "On this day"), for "Which came first?": the event as the store keeps it (its
/// `pages` the titles of the Wikipedia pages it links to), and where the importer read it.
public struct ImportedEvent: Equatable, Sendable {
    public var event: EventRecord
    public var location: ImportLocation

    public init(
        text: String, year: Int, month: Int, day: Int, pages: [String], imageURL: String?, location: ImportLocation
    ) {
        event = EventRecord(text: text, year: year, month: month, day: day, pages: pages, imageURL: imageURL)
        self.location = location
    }
}

/// File and line (1-based), spreadsheet row, or JSON path of an item.
public struct ImportLocation: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var jsonPath: String?
    /// Whether `line` is a spreadsheet's row number (an .xlsx file), as the spreadsheet program shows it.
    public var isSheetRow = false

    public init(file: String, line: Int? = nil, jsonPath: String? = nil) {
        self.file = file
        self.line = line
        self.jsonPath = jsonPath
    }

    /// Row `row` of a spreadsheet file.
    public init(file: String, row: Int) {
        self.init(file: file, line: row)
        isSheetRow = true
    }

    /// Where in the file, without its name: `line 12`, `row 12` (a spreadsheet's), `$[3].answer`, or "" for the
    /// whole file.
    public var place: String {
        var places: [String] = []
        if let line { places.append("\(isSheetRow ? "row" : "line") \(line)") }
        if let jsonPath { places.append(jsonPath) }
        return places.joined(separator: ", ")
    }

    /// `pack.csv:12`, `quiz.xlsx, row 12`, `q.json: $[3].answer` or just `q.json`.
    public var description: String {
        var text = file
        if let line { text += isSheetRow ? ", row \(line)" : ":\(line)" }
        if let jsonPath { text += ": \(jsonPath)" }
        return text
    }
}

/// Everything read from one file: questions or events, plus what was skipped.
public struct ImportBatch: Equatable, Sendable {
    public var format: ImportFormat
    public var title: String?
    public var description: String?
    public var questions: [ImportedQuestion] = []
    public var events: [ImportedEvent] = []
    public var warnings: [ImportWarning] = []
    /// The quizzes of an iQuiz document, each one a quiz pack; empty for other formats.
    public var quizzes: [ImportedQuiz] = []
}

/// Something in a file that was skipped, e.g. "skipped: GIFT essay question".
public struct ImportWarning: Equatable, Sendable, CustomStringConvertible {
    public var location: ImportLocation
    /// The column or part of the item at fault, when one is.
    public var field: String?
    public var message: String
    /// Whether a question or event of the file was left out (the import counts them); false for a note that
    /// leaves every item in.
    public var skipsItem: Bool = false
    /// The note as a value: a page words it in its reader's language.
    public var note: ImportNote? = nil

    /// The same note, as the command line says it (`note` is `message` as a value, and not compared).
    public static func == (left: Self, right: Self) -> Bool {
        left.location == right.location && left.field == right.field && left.message == right.message
            && left.skipsItem == right.skipsItem
    }

    /// A question or event left out of the import, and why: "skipped: GIFT essay question".
    static func skipped(_ reason: ImportSkip, at location: ImportLocation, field: String? = nil) -> ImportWarning {
        ImportWarning(location: location, field: field, .skipped(reason))
    }

    /// A question that marks several answers correct, left out: the game deals one right answer beside wrong ones
    /// (docs/content.md, "Content and the store", says why it is not imported some other way).
    static func severalCorrect(_ answers: [String], at location: ImportLocation, field: String) -> ImportWarning {
        .skipped(.severalCorrect(answers), at: location, field: field)
    }

    /// `quiz.gift:18: skipped: ...` or, naming the field, `k.csv:4: field "Correct answer(s)": skipped: ...`.
    public var description: String {
        if let field, location.jsonPath == nil {
            return ImportText.clipped("\(location): field \"\(field)\": \(message)")
        }
        return ImportText.clipped("\(location): \(message)")
    }
}

/// A file that cannot be imported: names the file, the line or JSON path, and the field.
public struct ImportError: Error, Equatable, CustomStringConvertible {
    public var location: ImportLocation
    /// The column or key at fault; JSON errors carry it in `location.jsonPath` too.
    public var field: String?
    public var message: String
    /// Why a row is refused, as a value (nil for a file's error): a page words it in its reader's language.
    public var rowProblem: ImportRowProblem? = nil
    /// Why the whole file is refused, as a value, where the importer gives one (nil for a row's error).
    public var fileProblem: ImportFileProblem? = nil
    /// The column at fault by its place (1-based) where the file gives it no name: `field` is then `column 2`,
    /// as the command line says it, and a page words it in its reader's language.
    public var column: Int? = nil

    /// The same error, as the command line says it (`fileProblem` is `message` as a value, and not compared).
    public static func == (left: Self, right: Self) -> Bool {
        left.location == right.location && left.field == right.field && left.message == right.message
            && left.rowProblem == right.rowProblem
    }

    /// The same error about the file's `number`th column (1-based), which has no name: field `column 2`.
    func atColumn(_ number: Int) -> ImportError {
        var error = self
        error.field = "column \(number)"
        error.column = number
        return error
    }

    /// `pack.csv:12: field "wrong2": must not be empty` or `q.json: $[3].answer: must be a number from 1 to 4`.
    public var description: String {
        if let field, location.jsonPath == nil {
            return ImportText.clipped("\(location): field \"\(field)\": \(message)")
        }
        return ImportText.clipped("\(location): \(message)")
    }
}
