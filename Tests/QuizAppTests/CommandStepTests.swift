import Testing

@testable import QuizApp

/// A command's step fails with one line: ours as it was made (its words and exit code), another's as its description.
struct CommandStepTests {
    struct Refusal: Error, CustomStringConvertible {
        var description: String { "the store refused it" }
    }

    @Test func ourFailurePassesAsItIsAndAnotherBecomesItsLine() throws {
        #expect(try commandStep { 42 } == 42)
        let ours = #expect(throws: CommandFailure.self) {
            try commandStep { () throws -> Void in throw CommandFailure("no such player: Ada", exitCode: 3) }
        }
        #expect(ours?.message == "no such player: Ada" && ours?.exitCode == 3)
        let theirs = #expect(throws: CommandFailure.self) {
            try commandStep { () throws -> Void in throw Refusal() }
        }
        #expect(theirs?.message == "the store refused it" && theirs?.exitCode == 1)
    }
}
