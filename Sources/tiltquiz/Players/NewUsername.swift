import ArgumentParser
import QuizCore

/// `NAME`: the username of an account being made (`players register`, `admin add-user`), its rule in the help.
struct NewUsername: ParsableArguments {
    @Argument(help: "The username (\(Username.rule)).")
    var name: String
}
