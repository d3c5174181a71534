import ArgumentParser
import Foundation
import QuizApp
import QuizCore
import QuizNetwork

// Parse and run by hand so every failure is one line on stderr and a
// non-zero exit; help and version still print as ArgumentParser does.
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
        TiltQuiz.exit(withError: error)
    }
    let message = TiltQuiz.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    ProgramMessage.write(message)
    exit(code.rawValue)
}
