import Foundation
import QuizStore

/// What the sqlite3 shell takes to import the bench's CSV file, the yardstick for `tiltquiz import`.
///
/// Our import stores each row as a question (five indexes, a unique uid) and one option row per answer (six
/// rows, each with its own id, unique per question and position), with foreign keys on. The comparable
/// baseline has the shell fill that same schema, created by our migrations before its clock starts: `.import`
/// into a temporary table, then `INSERT ... SELECT` into topic, question and option in one transaction, with
/// the settings our connection runs with (WAL, `synchronous = NORMAL`, foreign keys on) and the same page cache
/// as our import. It computes no hash (its uid and deal slot are the row number, its fingerprint `lower()` of the
/// text). The CROSS JOINs fix the loop order (file row, its question, then position), so options come out in id
/// order with one uid lookup per row and no sort.
/// The flat baseline is the shell's bare `.import` into one indexless table: a floor, reported beside it.
enum ImportBaseline {
    /// The shell filling our schema, in seconds; nil without a shell, or when it failed or stored other counts.
    static func comparableSeconds(csv: String, database: String, rows: Int) -> Double? {
        let script = """
            PRAGMA journal_mode = WAL;
            PRAGMA synchronous = NORMAL;
            PRAGMA foreign_keys = ON;
            PRAGMA cache_size = -65536;
            CREATE TEMP TABLE staging (topic TEXT, question TEXT, correct TEXT, wrong1 TEXT, wrong2 TEXT,
              wrong3 TEXT, wrong4 TEXT, wrong5 TEXT, badge TEXT, explanation TEXT, source TEXT);
            .mode csv
            .import --skip 1 \(csv) staging
            BEGIN;
            INSERT OR IGNORE INTO topic (name) SELECT DISTINCT topic FROM staging;
            INSERT INTO question (uid, topicId, kind, text, correctAnswer, explanation, badge, source, fingerprint,
              dealSlot)
            SELECT 'q-' || s.rowid, t.id, '\(QuestionRecord.Kind.multipleChoice.rawValue)', s.question, s.correct,
              s.explanation, nullif(s.badge, ''), s.source, lower(s.question) || '|' || lower(s.correct), s.rowid
            FROM staging s JOIN topic t ON t.name = s.topic ORDER BY s.rowid;
            INSERT INTO option (questionId, position, text)
            SELECT q.id, p.position, CASE p.position WHEN 0 THEN s.correct WHEN 1 THEN s.wrong1
              WHEN 2 THEN s.wrong2 WHEN 3 THEN s.wrong3 WHEN 4 THEN s.wrong4 ELSE s.wrong5 END AS answer
            FROM staging s CROSS JOIN question q ON q.uid = 'q-' || s.rowid
              CROSS JOIN (SELECT 0 AS position UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3
                UNION ALL SELECT 4 UNION ALL SELECT 5) p
            WHERE answer <> '';
            COMMIT;
            .mode list
            SELECT (SELECT COUNT(*) FROM question) || ' ' || (SELECT COUNT(*) FROM option);
            """
        guard let (seconds, output) = run(script, database: database) else { return nil }
        // Every row a question with six options, as ours stores them: otherwise the figure is not comparable.
        let counts = output.split(whereSeparator: \.isNewline).last.map(String.init)
        guard counts == "\(rows) \(rows * 6)" else { return nil }
        return seconds
    }

    /// The shell's `.import` into a table with the CSV's columns and no index, in WAL mode.
    static func flatSeconds(csv: String, database: String) -> Double? {
        let script = """
            PRAGMA journal_mode=WAL;
            CREATE TABLE question (topic TEXT, question TEXT, correct TEXT, wrong1 TEXT, wrong2 TEXT, wrong3 TEXT,
              wrong4 TEXT, wrong5 TEXT, badge TEXT, explanation TEXT, source TEXT);
            .mode csv
            .import --skip 1 \(csv) question
            """
        return run(script, database: database)?.seconds
    }

    /// Runs `script` through the sqlite3 shell on `database`: its wall time and standard output.
    private static func run(_ script: String, database: String) -> (seconds: Double, output: String)? {
        let shell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let shell else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-bail", database]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        var printed = Data()
        let seconds = Stopwatch.time {
            guard (try? process.run()) != nil else { return }
            input.fileHandleForWriting.write(Data(script.utf8))
            try? input.fileHandleForWriting.close()
            printed = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else { return nil }
        return (seconds, String(decoding: printed, as: UTF8.self))
    }
}
