import ArgumentParser
import QuizBench

/// `tiltquiz bench-phones` (hidden): the live bench's phones, in a process of their own so that the bench
/// measures the host's memory alone. Prints what they saw as one JSON line.
struct BenchPhonesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-phones", abstract: "The live bench's phones (started by tiltquiz bench).",
        shouldDisplay: false)

    @Option var port: Int
    @Option var pin: String
    @Option var phones: Int
    @Option var questionSeconds: Double

    func run() throws {
        print(
            try LiveBenchPhones.run(
                port: port, pin: pin, phones: phones, questionSeconds: questionSeconds))
    }
}
