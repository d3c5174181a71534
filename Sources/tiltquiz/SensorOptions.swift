import ArgumentParser
import QuizApp
import TiltInput

/// `--sysfs-root`, `--dev-root`, `--udev-data`: where discovery looks for accelerometers (tests move them).
struct SensorRootOptions: ParsableArguments {
    @Option(help: ArgumentHelp(HelpWords["help.sensor.sysfs_root"], valueName: "dir"))
    var sysfsRoot = "/sys"

    @Option(help: ArgumentHelp(HelpWords["help.sensor.dev_root"], valueName: "dir"))
    var devRoot = "/dev"

    @Option(help: ArgumentHelp(HelpWords["help.sensor.udev_data"], valueName: "dir"))
    var udevData = "/run/udev/data"

    var discovery: AccelerometerDiscovery {
        AccelerometerDiscovery(sysfsRoot: sysfsRoot, devRoot: devRoot, udevDataRoot: udevData)
    }
}

/// `--config-dir DIR`: where `calibration.json` lives until the config file (a later issue) takes it in.
struct ConfigDirOption: ParsableArguments {
    @Option(help: ArgumentHelp(HelpWords["help.sensor.config_dir"], valueName: "dir"))
    var configDir: String?

    /// `<--config-dir, else the default folder>/calibration.json`.
    var calibrationFile: String { StoredCalibration.file(inFolder: configDir) }
}
