import Foundation
import ProcessLifecycle
import TestSupport
import Testing

/// `import`, `export`, `content stats`, `backup` and `check` through the real executable.
@Suite struct ContentCommandTests {
    static let header = "topic,question,correct,wrong1,wrong2,wrong3,wrong4,wrong5,badge,explanation,source\n"

    struct Stats: Decodable {
        struct Questions: Decodable {
            var total: Int
            var trueFalse: Int
            var multipleChoice: Int
            var byTopic: [String: Int]
        }
        var questions: Questions
        var events: Int
        var packs: Int
        var players: Int
    }

    func stats(_ data: String) throws -> Stats {
        let result = try Tool.run(["content", "stats", "--json", "--data", data])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Stats.self, from: Data(result.stdout.utf8))
    }

    @Test func importCountsSkipsDuplicatesAndDryRunWritesNothing() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        Tool.write(
            Self.header
                + "Zoology,\"Which bird, of all, is fastest?\",Peregrine falcon,Swift,Eagle,,,,,Dives fast.,https://x\n"
                + "Zoology,Largest cat?,Tiger,Lion,Jaguar,Leopard,Puma,Cheetah,,,\n", to: folder + "/q.csv")
        let before = try stats(data)
        let dry = try Tool.run(["import", folder + "/q.csv", "--dry-run", "--data", data])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("Would import 2 questions"))
        #expect(try stats(data).questions.total == before.questions.total)

        let first = try Tool.run(["import", folder + "/q.csv", "--pack", "Zoo night", "--data", data])
        #expect(first.stdout.contains("Imported 2 questions and 0 events from 1 file; 0 duplicates skipped"))
        let after = try stats(data)
        #expect(after.questions.total == before.questions.total + 2)
        #expect(after.questions.byTopic["Zoology"] == 2)
        #expect(after.packs == before.packs + 1)

        let again = try Tool.run(["import", folder + "/q.csv", "--data", data])
        #expect(again.stdout.contains("Imported 0 questions and 0 events from 1 file; 2 duplicates skipped"))
    }

    @Test func aRowWithSeveralCorrectAnswersIsSkippedNamedAndCounted() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(
            "Question,Answer 1,Answer 2,Answer 3,Answer 4,Time limit,Correct answer(s)\n"
                + "Which ocean is the largest?,Atlantic,Pacific,Indian,Arctic,20,2\n"
                + "Which of these are prime numbers?,2,4,7,9,30,\"1,3\"\n", to: folder + "/k.csv")
        let result = try Tool.run(["import", folder + "/k.csv", "--data", folder + "/data"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "warning: k.csv:3: field \"Correct answer(s)\": skipped: 2 answers are marked correct (\"2\", \"7\")"),
            "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "Imported 1 question and 0 events from 1 file; 0 duplicates skipped, 1 unsupported skipped, 1 warning."
            ), "\(result.stdout)")
    }

    @Test func topicNamesTheTopicOfAKahootImportAndOurCSVRefusesIt() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        Tool.write(
            "Question,Answer 1,Answer 2,Answer 3,Answer 4,Time limit,Correct answer(s)\n"
                + "Which ocean is the largest?,Atlantic,Pacific,Indian,Arctic,20,2\n", to: folder + "/k.csv")
        Tool.write(Self.header + "Zoology,Largest cat?,Tiger,Lion,,,,,,,\n", to: folder + "/q.csv")
        let imported = try Tool.run(["import", folder + "/k.csv", "--topic", " Oceans ", "--data", data])
        #expect(imported.status == 0, "\(imported.stderr)")
        let byTopic = try stats(data).questions.byTopic
        #expect(byTopic["Oceans"] == 1)
        #expect(byTopic["Kahoot"] == nil)

        let refused = try Tool.run(["import", folder + "/k.csv", folder + "/q.csv", "--topic", "Mine", "--data", data])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "tiltquiz: q.csv: is our CSV, which takes no --topic: its topic column names each question's topic "
                + "(--topic is for Kahoot spreadsheet and Moodle GIFT files)\n")
        #expect(try stats(data).questions.byTopic["Mine"] == nil)
        let empty = try Tool.run(["import", folder + "/k.csv", "--topic", " ", "--data", data])
        #expect(empty.status != 0)
        #expect(empty.stderr.contains("--topic must name a topic"), "\(empty.stderr)")
    }

    @Test func aBrokenFileIsNamedAndNothingIsWritten() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        Tool.write(Self.header + "Zoology,Good one?,Yes,No,,,,,,,\n", to: folder + "/good.csv")
        Tool.write(Self.header + "Zoology,Fine?,Yes,No,,,,,,,\nZoology,,Yes,No,,,,,,,\n", to: folder + "/bad.csv")
        let before = try stats(data)
        let result = try Tool.run(["import", folder + "/good.csv", folder + "/bad.csv", "--data", data])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("bad.csv:3"), "\(result.stderr)")
        #expect(
            try stats(data).questions.total == before.questions.total, "the good file beside it was not written either")
    }

    /// Three bad rows: the command named only the first (the web preview listed all three). Every problem is
    /// listed now, by line and field, after a line naming the file and how many.
    @Test func everyBadRowIsListed() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        Tool.write(
            Self.header + "Zoology,Good one?,Yes,No,,,,,,,\n" + "Zoology,No answer?,,No,,,,,,,\n"
                + "Zoology,Gap?,Yes,No,,Maybe,,,,,\n" + "Zoology,Twice?,Yes,yes,,,,,,,\n", to: folder + "/q.csv")
        let before = try stats(data)
        let result = try Tool.run(["import", folder + "/q.csv", "--data", data])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == """
                tiltquiz: q.csv: 3 problems; nothing was imported:
                  q.csv:3: field "correct": must not be empty
                  q.csv:4: field "wrong2": must not be empty when wrong3 is filled
                  q.csv:5: field "wrong1": repeats the answer "yes"

                """)
        #expect(try stats(data).questions.total == before.questions.total)
    }

    /// A `;`-separated file and a wrong header were "in no format TiltQuiz knows": what was found and what was
    /// expected are said.
    @Test func anUnknownFormatSaysWhatItFoundAndExpected() throws {
        let folder = Tool.temporaryFolder()
        Tool.write("topic;question;correct;wrong1\nSpace;Red planet?;Mars;Venus\n", to: folder + "/s.csv")
        Tool.write("topic,question,answer,wrong1\nSpace,Red planet?,Mars,Venus\n", to: folder + "/h.csv")
        let semicolons = try Tool.run(["import", folder + "/s.csv", "--data", folder + "/data"])
        #expect(semicolons.status == 1)
        #expect(
            semicolons.stderr.hasPrefix(
                "tiltquiz: s.csv: is in no format TiltQuiz knows: its first line is \"topic;question;correct;wrong1\", "
                    + "4 cells separated by semicolons (;); expected our CSV (a first line naming the columns topic, "
                    + "question, correct and wrong1, separated by commas)"), "\(semicolons.stderr)")
        #expect(semicolons.stderr.contains("save it as CSV with commas between the cells"))
        let header = try Tool.run(["import", folder + "/h.csv", "--data", folder + "/data"])
        #expect(header.status == 1)
        #expect(
            header.stderr.contains("its first line is \"topic,question,answer,wrong1\", 4 cells separated by commas"))
        #expect(header.stderr.hasSuffix("; as our CSV its header lacks correct\n"), "\(header.stderr)")
    }

    /// Kahoot's template as .xlsx, as Kahoot hands it out: imported with its row numbers; a sheet with bad rows
    /// is refused whole, naming each row.
    @Test func kahootsSpreadsheetTemplateImports() throws {
        let fixtures = Tool.root + "/Tests/QuizStoreTests/Import/Fixtures/"
        let data = Tool.temporaryFolder() + "/data"
        let result = try Tool.run([
            "import", fixtures + "kahoot-quiz-template.xlsx", "--topic", "Kahoot night", "--data", data,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Imported 4 questions and 0 events from 1 file"), "\(result.stdout)")
        #expect(result.stdout.contains("1 unsupported skipped, 1 warning."), "\(result.stdout)")
        #expect(
            result.stderr.contains(
                "warning: kahoot-quiz-template.xlsx, row 11: field \"Correct answer(s)\": skipped: 2 answers are marked "
                    + "correct"), "\(result.stderr)")
        #expect(try stats(data).questions.byTopic["Kahoot night"] == 4)

        let before = try stats(data).questions.total
        let bad = try Tool.run(["import", fixtures + "kahoot-bad-rows.xlsx", "--data", data])
        #expect(bad.status == 1)
        #expect(
            bad.stderr
                == """
                tiltquiz: kahoot-bad-rows.xlsx: 3 problems; nothing was imported:
                  kahoot-bad-rows.xlsx, row 10: field "Question": must not be empty
                  kahoot-bad-rows.xlsx, row 11: field "Correct answer(s)": must be answer numbers from 1 to 4, e.g. 2 or 1,3
                  kahoot-bad-rows.xlsx, row 12: field "Correct answer(s)": names answer 3, which is empty

                """)
        #expect(try stats(data).questions.total == before)
        let other = try Tool.run(["import", fixtures + "not-kahoot.xlsx", "--data", data])
        #expect(other.status == 1)
        #expect(other.stderr.contains("is not Kahoot's quiz template"), "\(other.stderr)")
    }

    /// A power cut mid-import: the database stays sound and holds none of that import.
    @Test func aProcessKilledMidImportLeavesNoneOfIt() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        var text = Self.header
        for index in 0..<60_000 {
            text += "Bulk,Bulk question number \(index)?,Answer \(index),W1,W2,W3,W4,W5,,Because.,\n"
        }
        Tool.write(text, to: folder + "/bulk.csv")
        let before = try stats(data)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Tool.executable)
        process.arguments = ["import", folder + "/bulk.csv", "--data", data]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try DyingChild.run(process)
        // Kill it once it is writing: the write-ahead log has begun to grow.
        let wal = data + "/tiltquiz.sqlite-wal"
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline {
            let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
            if size > 1_000_000 { break }
            Thread.sleep(forTimeInterval: 0.002)
        }
        let killedMidway = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(killedMidway, "the import was still running when killed")

        let check = try Tool.run(["check", "--data", data])
        #expect(check.status == 0, "\(check.stderr)")
        let after = try stats(data)
        #expect(after.questions.total == before.questions.total)
        #expect(after.questions.byTopic["Bulk"] == nil)
    }

    @Test func exportNeutralisesFormulasAndBackupMakesASoundCopy() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        Tool.write(Self.header + "Zoology,=HYPERLINK(\"x\"),@me,-1,+2,,,,,,\n", to: folder + "/evil.csv")
        #expect(try Tool.run(["import", folder + "/evil.csv", "--data", data]).status == 0)
        let export = try Tool.run(["export", "questions", folder + "/out.csv", "--data", data])
        #expect(export.status == 0, "\(export.stderr)")
        let csv = try String(contentsOfFile: folder + "/out.csv", encoding: .utf8)
        #expect(csv.contains("Zoology,\"'=HYPERLINK(\"\"x\"\")\",'@me,'-1,'+2,"))
        let backup = try Tool.run(["backup", folder + "/copy.sqlite", "--data", data])
        #expect(backup.status == 0, "\(backup.stderr)")
        let copyFolder = folder + "/copy"
        try FileManager.default.createDirectory(atPath: copyFolder, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder + "/copy.sqlite", toPath: copyFolder + "/tiltquiz.sqlite")
        #expect(try Tool.run(["check", "--data", copyFolder]).status == 0)
        #expect(try stats(copyFolder).questions.byTopic["Zoology"] == 1)
    }
}
