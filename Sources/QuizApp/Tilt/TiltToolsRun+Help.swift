extension TiltToolsRun {
    /// `--tilt`'s help on `calibrate` and `record`: the sources a sensor tool reads.
    public static let tiltHelp = """
        Tilt source: auto (the best readable accelerometer, else keys), keys, replay:FILE (a JSON Lines or evemu \
        trace), evdev:/dev/input/eventN, iio:/sys/bus/iio/devices/iio:deviceN (polled) or iio:/dev/iio:deviceN \
        (buffered).
        """

    /// `replay --mount-matrix`'s help: the form it reads, and what it does to the samples.
    public static let mountMatrixHelp = """
        Treat the samples as raw sensor axes, as a Linux device reports them: apply this mount matrix (hwdb form \
        "x1, y1, z1; x2, y2, z2; x3, y3, z3"), then negate all three axes.
        """

    /// `--tilt`'s help on `play`: the sources, each command's default, and the game controller.
    public static let playTiltHelp = """
        Tilt source: auto (the best readable accelerometer, else keys; the default in a window), keys (the default \
        with --headless), replay:FILE, evdev:/dev/input/eventN, iio:/sys/bus/iio/devices/iio:deviceN, \
        iio:/dev/iio:deviceN, or gamepad (a game controller's motion sensor, in a window).
        """

    /// `tiltquiz devices --help` beyond its abstract: where devices are found, the readings' axes, the exit code.
    public static let devicesDiscussion = """
        Evdev devices come from <sysfs>/class/input (INPUT_PROP_ACCELEROMETER, or three axes and no keys; \
        gamepad motion sensors are skipped) and IIO devices from <sysfs>/bus/iio/devices (in_accel_x_raw). \
        Readings are m/s^2 in the game's axes: at rest they point away from the Earth, so a device lying face \
        up reads z = +9.8. Exits with 1 when none is found or none can be read.
        """

    /// `tiltquiz calibrate --help` beyond its abstract: how to hold the device, where the result goes.
    public static let calibrateDiscussion = """
        Hold the device still, the way you play, for the whole measurement. The result goes to \
        calibration.json in the config folder (the config file of a later release will take it in). The game \
        still calibrates at the start of each question; it reports the stored noise when it starts.
        """

    /// `tiltquiz record --help` beyond its abstract: the trace's lines, and what reads them.
    public static let recordDiscussion = """
        The first line describes the device: {"device": {"kind", "name", "node", "mountMatrix", \
        "mountMatrixOrigin", "units", ...}}. Each further line is one sample, {"t": seconds, "x", "y", "z": \
        m/s^2}, after units and the mount matrix, in the game's axes, before display rotation. A still evdev \
        device sends nothing, so its trace has gaps. `tiltquiz replay FILE` and `tiltquiz play --tilt \
        replay:FILE` read the file. With --tilt replay:FILE, an evemu recording is converted.
        """

    /// `tiltquiz replay --help` beyond its abstract: the two kinds of file it reads.
    public static let replayDiscussion = """
        FILE is a JSON Lines trace (one {"t": seconds, "x", "y", "z": m/s^2} a line in the game's axes; a \
        {"device": ...} line, as tiltquiz record writes, is skipped) or an evemu recording of an evdev \
        accelerometer (raw axes, converted as a Linux device's are: units, mount matrix, sign).
        """
}
