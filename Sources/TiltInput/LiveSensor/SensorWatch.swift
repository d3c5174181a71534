#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Backends that notice when their device goes away (a read fails with ENODEV, or their files vanish).
protocol UnplugAware: AnyObject {
    var isUnplugged: Bool { get }
}

extension EvdevAccelerometer: UnplugAware {}
extension IIOPollAccelerometer: UnplugAware {}
extension IIOBufferAccelerometer: UnplugAware {}

/// Keeps the game's accelerometer: notices within a second that it was unplugged, and reopens it when it returns.
///
/// A sensor counts as gone when its backend says so (`isUnplugged`: ENODEV
/// from evdev, ENOENT from sysfs) or when its node has disappeared, checked
/// every `nodeCheckSeconds` (a still evdev device sends nothing, so a read
/// may never fail). While it is gone, discovery runs every
/// `rediscoverySeconds` and the first device the choice accepts is opened.
public final class SensorWatch {
    /// What happened to the sensor at the last poll.
    public enum Change: Sendable, Equatable {
        case lost(AccelerometerInfo)
        case returned(AccelerometerInfo)
    }

    /// How often the node's existence is checked while the sensor is open.
    public static let nodeCheckSeconds = 0.25
    /// How often discovery runs while the sensor is gone.
    public static let rediscoverySeconds = 1.0

    public let opener: SensorOpener
    /// The open sensor, or nil while it is unplugged.
    public private(set) var current: OpenedSensor?
    /// The sensor in use, or the one last in use while unplugged.
    public private(set) var lastInfo: AccelerometerInfo
    private var nextNodeCheck = -Double.infinity
    private var nextRediscovery = -Double.infinity

    /// Watches `opened`, which `opener` opened; it reopens with the same choice.
    public init(opener: SensorOpener, opened: OpenedSensor) {
        self.opener = opener
        self.current = opened
        self.lastInfo = opened.info
    }

    /// True while the sensor is open.
    public var isConnected: Bool { current != nil }

    /// The sensor's samples through `time` (seconds on the sensors' clock), and what changed.
    ///
    /// Samples read before a loss are returned with the `.lost` change; a
    /// returned sensor's first samples come at the next poll.
    public func poll(through time: Double) -> (samples: [AccelSample], change: Change?) {
        if let current {
            let samples = current.source.samples(through: time)
            guard isGone(current, at: time) else { return (samples, nil) }
            self.current = nil
            nextRediscovery = time + Self.rediscoverySeconds
            return (samples, .lost(current.info))
        }
        guard time >= nextRediscovery else { return ([], nil) }
        nextRediscovery = time + Self.rediscoverySeconds
        guard let opened = try? opener.open() else { return ([], nil) }
        current = opened
        lastInfo = opened.info
        nextNodeCheck = time + Self.nodeCheckSeconds
        return ([], .returned(opened.info))
    }

    private func isGone(_ sensor: OpenedSensor, at time: Double) -> Bool {
        if let aware = sensor.source as? UnplugAware, aware.isUnplugged { return true }
        if sensor.source.isFinished { return true }
        guard time >= nextNodeCheck else { return false }
        nextNodeCheck = time + Self.nodeCheckSeconds
        return access(sensor.info.nodePath, F_OK) != 0
    }
}
