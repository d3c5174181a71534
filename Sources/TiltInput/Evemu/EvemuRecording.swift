/// An evemu recording (`evemu-record` output): the device description and its event stream.
///
/// The format (evemu file versions 1.0-1.3, written by evemu 1.x and 2.x):
/// ```
/// # EVEMU 1.3
/// N: <device name>
/// I: <bustype> <vendor> <product> <version>       (hex)
/// P: <8 hex bytes of input properties>
/// B: <type> <8 hex bytes of event codes>
/// A: <code> <min> <max> <fuzz> <flat> [<resolution>]   (code hex; no resolution before 1.2)
/// E: <sec>.<usec> <type> <code> <value>              (type and code hex, e.g. 0003 0000)
/// ```
/// `#` starts a comment, also at the end of an `E:` line.
public struct EvemuRecording: Sendable, Equatable {
    /// One `A:` line: the absinfo of an axis.
    public struct AbsInfo: Sendable, Equatable {
        public var minimum: Int32
        public var maximum: Int32
        public var fuzz: Int32
        public var flat: Int32
        /// Units per g for accelerometer axes; 0 when unknown or not recorded.
        public var resolution: Int32
    }

    /// One `E:` line, with its time in microseconds as recorded.
    public struct Event: Sendable, Equatable {
        public var microseconds: Int64
        public var type: UInt16
        public var code: UInt16
        public var value: Int32
    }

    /// The `# EVEMU x.y` version, if the header has one.
    public var formatVersion: String?
    public var name: String = ""
    /// bustype, vendor, product, version from the `I:` line.
    public var ids: [UInt16] = []
    /// Input property bits, from the `P:` lines (byte 0 holds properties 0-7).
    public var propertyBytes: [UInt8] = []
    /// Absinfo by ABS code.
    public var absInfo: [UInt16: AbsInfo] = [:]
    public var events: [Event] = []

    public init() {}

    /// True when the device declares INPUT_PROP_ACCELEROMETER (property 6).
    public var hasAccelerometerProperty: Bool {
        guard let first = propertyBytes.first else { return false }
        return first & (1 << 6) != 0
    }

    /// Parses a recording; errors name `file` and the line.
    public static func parse(_ text: String, file: String) throws(TraceError) -> EvemuRecording {
        try EvemuParser.parse(text, file: file)
    }

    /// One sample per SYN_REPORT, in the game's frame, timed from the first event.
    ///
    /// Units come from the `A:` resolution of ABS_X/Y/Z (units per g; 0 or
    /// missing means `unitsPerGWhenUnknown`). Axes start at 0 and hold their
    /// value until an event changes them; SYN_DROPPED drops the frame, as on a live device.
    public func samples(
        orientation: SensorOrientation = SensorOrientation(), unitsPerGWhenUnknown: Double = 256
    ) -> [AccelSample] {
        var units = SIMD3<Double>()
        for axis in 0..<3 {
            let resolution = absInfo[UInt16(axis)]?.resolution ?? 0
            units[axis] = EvdevSampleAssembler.unitsPerG(resolution: resolution, fallback: unitsPerGWhenUnknown)
        }
        var assembler = EvdevSampleAssembler(
            initialRaw: SIMD3(0, 0, 0), unitsPerG: units, orientation: orientation)
        guard let start = events.first?.microseconds else { return [] }
        return events.compactMap { event in
            assembler.accept(
                EvdevEvent(
                    type: event.type, code: event.code, value: event.value,
                    timeSeconds: Double(event.microseconds - start) / 1e6))
        }
    }

    /// True when `text` starts like an evemu file: `# EVEMU`, or a first non-comment line `N:` or `I:`.
    public static func looksLikeEvemu(_ text: Substring) -> Bool {
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let trimmed = line.trimmedASCII
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("# EVEMU") { return true }
            if trimmed.hasPrefix("#") { continue }
            return trimmed.hasPrefix("N:") || trimmed.hasPrefix("I:")
        }
        return false
    }
}
