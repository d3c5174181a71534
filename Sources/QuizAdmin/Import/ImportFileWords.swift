import QuizStore
import QuizText

/// Why the import refuses a whole file, in the web admin reader's language: a file that is empty or not UTF-8, in
/// no known format, a spreadsheet read as text, our CSV's header, a broken quote, JSON that does not parse (the
/// parser's reason stays English inside the sentence), a JSON item's field (`ImportItemWords`), a bsdgames index's
/// line, a topic given where the file names its own. Column names stay as the file has them.
enum ImportFileWords {
    static func text(_ problem: ImportFileProblem, _ words: Catalog) -> String {
        switch problem {
        case .unreadable: words["web.import_file_unreadable"]
        case .blank: words["web.import_file_empty"]
        case .utf16: words["web.import_file_utf16"]
        case .notUTF8(let byte, let column):
            words.text(
                "web.import_file_not_utf8", ["byte": ImportFileProblem.hex(byte), "column": String(column)])
        case .unknownFormat(let finding): unknownFormat(finding, words)
        case .spreadsheetNotFormat(let format):
            words.text("web.import_file_spreadsheet", ["format": ImportRoutes.formatName(format, words)])
        case .noHeader: words["web.import_file_no_header"]
        case .unnamedColumn: words["web.import_file_unnamed_column"]
        case .separatorInColumnName(let separator):
            words.text("web.import_file_separator_in_name", ["separator": name(separator, words)])
        case .notAColumnName(let columns):
            words.text("web.import_file_not_a_column", ["columns": columns.joined(separator: ", ")])
        case .columnTwice: words["web.import_file_column_twice"]
        case .columnMissing: words["web.import_file_column_missing"]
        case .unclosedQuote: words["web.import_file_unclosed_quote"]
        case .textAfterQuote: words["web.import_file_text_after_quote"]
        case .notJSON(let reason): words.text("web.import_file_not_json", ["reason": reason])
        case .spreadsheet(let problem): spreadsheet(problem, words)
        case .giftBraceNotClosed: words["web.import_file_gift_brace"]
        case .feedWithoutDay: words["web.import_file_feed_without_day"]
        case .item(let problem): ImportItemWords.text(problem, words)
        case .bsdIndexLine: words["web.import_file_bsd_index_line"]
        case .bsdDataFile(let path, let name):
            words.text("web.import_file_bsd_data_file", ["path": path, "name": name])
        case .bsdTooDeep(let limit): words.text("web.import_file_bsd_too_deep", ["limit": words.number(limit)])
        case .topicInCategories: words["web.import_file_topic_in_categories"]
        case .topicInTitle(let title): words.text("web.import_file_topic_in_title", ["title": title])
        }
    }

    static func spreadsheet(_ problem: SpreadsheetProblem, _ words: Catalog) -> String {
        switch problem {
        case .copyFailed(let folder): words.text("web.import_sheet_copy_failed", ["folder": folder])
        case .damagedZIP: words["web.import_sheet_damaged_zip"]
        case .notXLSX: words["web.import_sheet_not_xlsx"]
        case .partUnreadable(let path): words.text("web.import_sheet_part_unreadable", ["path": path])
        case .partBroken(let path, let reason):
            words.text("web.import_sheet_part_broken", ["path": path, "reason": reason])
        case .sheetMissing(let path): words.text("web.import_sheet_missing", ["path": path])
        case .noSheet: words["web.import_sheet_none"]
        case .partTooLarge(let path, let megabytes):
            words.text("web.import_sheet_too_large", ["path": path, "megabytes": String(megabytes)])
        case .notKahoot(let sheet, let rows, nil):
            words.text("web.import_sheet_not_kahoot_empty", ["sheet": sheet, "rows": String(rows)])
        case .notKahoot(let sheet, let rows, let first?):
            words.text(
                "web.import_sheet_not_kahoot",
                [
                    "sheet": sheet, "rows": String(rows), "row": String(first.row),
                    "cells": SpreadsheetProblem.quoted(first.cells),
                ])
        }
    }

    static func unknownFormat(_ finding: UnknownFormatFinding, _ words: Catalog) -> String {
        let expected = words["web.import_file_formats"]
        guard let line = finding.firstLine else {
            return words.text("web.import_file_unknown", ["expected": expected])
        }
        guard let cells = finding.cells else {
            return words.text("web.import_file_unknown_line", ["line": line, "expected": expected])
        }
        let advice: String =
            switch finding.advice {
            case nil: ""
            case .saveWithCommas: words["web.import_file_advice_commas"]
            case .ourCSVLacks(let columns):
                words.text("web.import_file_advice_csv_lacks", ["columns": words.list(columns)])
            case .kahootLacks(let columns):
                words.text("web.import_file_advice_kahoot_lacks", ["columns": words.list(columns)])
            }
        return words.plural(
            "web.import_file_unknown_cells", count: cells.count,
            ["line": line, "separator": name(cells.separator, words), "expected": expected, "advice": advice])
    }

    /// "semicolons (;)" in `words`' language.
    static func name(_ separator: CellSeparator, _ words: Catalog) -> String {
        switch separator {
        case .comma: words["web.import_file_commas"]
        case .semicolon: words["web.import_file_semicolons"]
        case .tab: words["web.import_file_tabs"]
        case .bar: words["web.import_file_bars"]
        }
    }
}
