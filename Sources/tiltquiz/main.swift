import ArgumentParser
import Foundation
import QuizApp
import QuizCore
import QuizNetwork

// Parse and run by hand so every failure is one line on stderr and a
// non-zero exit; help is printed in the operator's language (HelpWords).
do {
    // The downloads' clients, if one was made, stop with the command (before any exit below).
    defer { HTTPClients.shared.stopClientsAtExit() }
    var command = try TiltQuiz.parseAsRoot()
    try command.run()
} catch let error as CommandFailure {
    ProgramMessage.write(error.message)
    exit(error.exitCode)
} catch {
    let code = TiltQuiz.exitCode(for: error)
    if code == .success {
        // Help or a completion script is rendered again with the operator's catalog, read only now (HelpWords).
        var message = TiltQuiz.fullMessage(for: error)
        if !message.isEmpty && message != AppVersion.current {
            HelpWords.load(for: Array(CommandLine.arguments.dropFirst()))
            message = HelpWords.translating(TiltQuiz.fullMessage(for: error))
        }
        if !message.isEmpty { print(message) }
        exit(code.rawValue)
    }
    let message = TiltQuiz.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    ProgramMessage.write(message)
    exit(code.rawValue)
}
