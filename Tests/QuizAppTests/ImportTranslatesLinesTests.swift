import Foundation
import QuizStore
import TestSupport
import Testing

@testable import QuizApp

/// `tiltquiz import` refusing `translates` links that cannot be right: the reasons are values now (the web admin
/// words them), and the command line still says each in the same English line, naming the file and the line.
struct ImportTranslatesLinesTests {
    static let header = "topic,question,correct,wrong1,wrong2,wrong3,uid,language,translates\n"

    func run(_ file: String, into data: String) throws {
        try ImportRun(
            files: [file], format: .csv, topic: nil, pack: nil, dryRun: false,
            location: StoreLocation(configFile: nil, data: data)
        ).run()
    }

    @Test func everyReasonIsTheSameLineAsBefore() throws {
        let folder = TemporaryFolder()
        let data = folder.file("data")
        try run(
            folder.write(
                "en.csv",
                Self.header
                    + "Space,Red planet?,Mars,Venus,Earth,,en-1,en,\nSpace,The Sun is a star.,TRUE,,,,en-tf,en,\n"
                    + "Space,Green planet?,None,Mars,Venus,,de-0,de,en-1\n"),
            into: data)
        let rows = [
            "Weltraum,Rot?,Mars,Venus,,,a,de,en-9", "Weltraum,Rot?,Mars,Venus,Erde,Jupiter,b,de,en-1",
            "Weltraum,Wahr.,TRUE,,,,c,de,en-1", "Weltraum,Rot?,Mars,Venus,Erde,,d,de,en-tf",
            "Weltraum,Falsch.,FALSE,,,,e,de,en-tf", "Weltraum,Grün?,Keiner,Mars,,,f,de,de-0",
        ]
        let file = folder.write("de.csv", Self.header + rows.joined(separator: "\n") + "\n")
        let lines = [
            #"de.csv:2: field "translates": names the uid "en-9", which no stored or imported question has; "#
                + "import the question it translates first, or in the same import",
            #"de.csv:3: field "translates": names "en-1", which has 2 wrong answers, but this row has 3; "#
                + "a translation has the same answers in the same order (correct, wrong1, wrong2, ...)",
            #"de.csv:4: field "translates": names "en-1", a multiple-choice question, but this row is a "#
                + "true/false statement",
            #"de.csv:5: field "translates": names "en-tf", a true/false statement, but this row is a "#
                + "multiple-choice question",
            #"de.csv:6: field "translates": names "en-tf", which is true, but this row is false; a translation "#
                + "has the same answer",
            #"de.csv:7: field "translates": names "de-0", which translates "en-1" itself; name "en-1", the "#
                + "question both translate",
        ]
        do {
            try run(file, into: data)
            Issue.record("links that cannot be right were imported")
        } catch let failure as CommandFailure {
            #expect(failure.message == lines.joined(separator: "\n"))
        }
        let own = folder.write("own.csv", Self.header + "Space,Red?,Mars,Venus,,,en-2,en,en-2\n")
        do {
            try run(own, into: data)
            Issue.record("a row naming its own uid was imported")
        } catch let failure as CommandFailure {
            #expect(
                failure.message
                    == #"own.csv:2: field "translates": names the row's own uid "en-2"; name the uid of the question "#
                    + "this row translates")
        }
    }
}
