/// Everything that turns a Linux accelerometer reading into the game's frame: mount matrix, sign, display rotation.
///
/// Linux readings (evdev, IIO, hwdb matrices, iio-sensor-proxy) are the
/// gravity vector: a device standing upright reads y = -1 g and one lying
/// face up reads z = -1 g. The game uses Android/SDL's frame, where the
/// reading points away from the Earth (upright: y = +g). So a reading is
/// (1) multiplied by the mount matrix, (2) negated on all three axes, like
/// the hwdb's ChromeOS entry, then (3) turned by the display rotation.
public struct SensorOrientation: Sendable, Equatable {
    public var mountMatrix: MountMatrix
    public var displayRotation: DisplayRotation

    public init(mountMatrix: MountMatrix = .identity, displayRotation: DisplayRotation = .degrees0) {
        self.mountMatrix = mountMatrix
        self.displayRotation = displayRotation
    }

    /// A Linux-frame vector in m/s^2, as the game sees it (m/s^2, Android/SDL frame, rotated).
    public func gameVector(
        fromLinux vector: (x: Double, y: Double, z: Double)
    ) -> (x: Double, y: Double, z: Double) {
        let panel = Self.panelVector(fromLinux: vector, mountMatrix: mountMatrix)
        return displayRotation.apply(to: panel)
    }

    /// A sample at `time` (seconds since the game's epoch) from a Linux-frame vector in m/s^2.
    public func gameSample(time: Double, linux vector: (x: Double, y: Double, z: Double)) -> AccelSample {
        let game = gameVector(fromLinux: vector)
        return AccelSample(time: time, x: game.x, y: game.y, z: game.z)
    }

    /// Mount matrix then sign flip, without the display rotation: the panel's own Android/SDL frame.
    public static func panelVector(
        fromLinux vector: (x: Double, y: Double, z: Double),
        mountMatrix: MountMatrix
    ) -> (x: Double, y: Double, z: Double) {
        let mounted = mountMatrix.apply(to: vector)
        // 0 - v rather than -v: a zero axis stays +0 instead of printing as -0 in traces.
        return (0 - mounted.x, 0 - mounted.y, 0 - mounted.z)
    }
}
