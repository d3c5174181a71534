import ArgumentParser
import QuizApp
import TiltInput

/// `--sysfs-root`, `--dev-root`, `--udev-data`: where discovery looks for accelerometers (tests move them).
struct SensorRootOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where sysfs is mounted.", valueName: "dir"))
    var sysfsRoot = "/sys"

    @Option(help: ArgumentHelp("Where the device nodes are.", valueName: "dir"))
    var devRoot = "/dev"

    @Option(help: ArgumentHelp("udev's database, for the hwdb's ACCEL_MOUNT_MATRIX.", valueName: "dir"))
    var udevData = "/run/udev/data"

    var discovery: AccelerometerDiscovery {
        AccelerometerDiscovery(sysfsRoot: sysfsRoot, devRoot: devRoot, udevDataRoot: udevData)
    }
}

/// `--config-dir DIR`: where `calibration.json` lives until the config file (a later issue) takes it in.
struct ConfigDirOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Folder for calibration.json (default: $XDG_CONFIG_HOME/tiltquiz, else ~/.config/tiltquiz).",
            valueName: "dir"))
    var configDir: String?

    /// `<--config-dir, else the default folder>/calibration.json`.
    var calibrationFile: String { StoredCalibration.file(inFolder: configDir) }
}
