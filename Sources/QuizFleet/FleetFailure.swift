import QuizCore

/// Why the fleet's server cannot be used, in words for one line: each names the thing (the URL, a file, the
/// server's address, the user, the database) and the reason. None repeats a password. It is QuizCore's
/// `FleetProblem`, a value the device's journal keeps and the screens and commands word in the reader's language.
public typealias FleetFailure = FleetProblem
