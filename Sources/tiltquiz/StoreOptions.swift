import ArgumentParser
import QuizApp

/// `--config FILE` and `--data DIR`, one group on every command that reads the store: the settings, and where the
/// database lives (`--data`, else that config's `data_dir`, else the default folder).
struct StoreOptions: ParsableArguments {
    @OptionGroup var config: ConfigOptions

    @Option(help: ArgumentHelp(HelpWords["help.store.data"], valueName: "dir"))
    var data: String?

    /// The flags as the library takes them.
    var location: StoreLocation { StoreLocation(configFile: config.file, data: data) }

    /// A `--config` that cannot be read is refused before anything is done, with its reason.
    func validate() throws {
        try refuse(location.configProblem)
    }
}

extension ParsableArguments {
    /// A command's `validate`: refuses the flags with `problem`, the line that says why, when the library's rule
    /// found one (docs/contributing.md: the rule and its line are the library's, the command only throws).
    func refuse(_ problem: String?) throws {
        if let problem { throw ValidationError(problem) }
    }
}
