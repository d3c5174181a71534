import QuizCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Switches on an IIO device's buffer for the accel channels and reads back the scan layout.
///
/// Writes go to root-only sysfs attributes unless a udev rule or a privileged
/// helper (`ExecStartPre=+`) opened them up; when the buffer is already on with
/// the accel channels enabled, it is used as it is and nothing is written.
enum IIOBufferSetup {
    /// What `enable` did and found.
    struct Result {
        var decoder: IIOScanDecoder
        /// True when this process switched the buffer on (and so should switch it off).
        var enabledByUs: Bool
        var timestampClock: TimestampClock
    }

    /// Which clock the `in_timestamp` channel counts on (`current_timestamp_clock`).
    enum TimestampClock: Equatable {
        case monotonic
        case realtime
        /// Something else (boottime, tai): stamp with the read time instead.
        case other(String)

        init(attribute: String?) {
            let name = attribute ?? "realtime"  // the kernel's default before the attribute existed
            if name.hasPrefix("monotonic") {
                self = .monotonic
            } else if name.hasPrefix("realtime") {
                self = .realtime
            } else {
                self = .other(name)
            }
        }
    }

    static let accelChannels = ["in_accel_x", "in_accel_y", "in_accel_z"]

    static func enable(deviceFolder folder: String, node: String) throws(SensorError) -> Result {
        let scanFolder = PathText.join(folder, "scan_elements")
        let enablePath = PathText.join(folder, "buffer", "enable")
        let alreadyOn = SysfsFiles.text(enablePath) == "1"
        var enabledByUs = false
        if !(alreadyOn && accelChannelsEnabled(scanFolder)) {
            if alreadyOn {
                try write("0", to: enablePath, node: node)  // scan elements cannot change while it is on
            }
            for channel in accelChannels {
                try write("1", to: PathText.join(scanFolder, channel + "_en"), node: node)
            }
            // Best effort from here on: the buffer works without these.
            SysfsFiles.store("1", to: PathText.join(scanFolder, "in_timestamp_en"))
            SysfsFiles.store("monotonic", to: PathText.join(folder, "current_timestamp_clock"))
            SysfsFiles.store("128", to: PathText.join(folder, "buffer", "length"))
            chooseTrigger(deviceFolder: folder)
            try write("1", to: enablePath, node: node)
            enabledByUs = true
        }
        let decoder: IIOScanDecoder
        do {
            decoder = try readLayout(scanFolder: scanFolder)
        } catch {
            if enabledByUs { SysfsFiles.store("0", to: enablePath) }
            throw SensorError.setupFailed(node: node, reason: error.message)
        }
        let clock = TimestampClock(attribute: SysfsFiles.text(PathText.join(folder, "current_timestamp_clock")))
        return Result(decoder: decoder, enabledByUs: enabledByUs, timestampClock: clock)
    }

    /// The layout of every enabled scan element (ours and any others, whose bytes are skipped).
    static func readLayout(scanFolder: String) throws(IIOScanError) -> IIOScanDecoder {
        var channels: [IIOScanChannel] = []
        for file in SysfsFiles.list(scanFolder) where file.hasSuffix("_en") {
            guard SysfsFiles.text(PathText.join(scanFolder, file)) == "1" else { continue }
            let name = String(file.dropLast(3))
            guard let indexText = SysfsFiles.text(PathText.join(scanFolder, name + "_index")),
                let index = DecimalText.integer(indexText)
            else { throw IIOScanError(message: "\(scanFolder)/\(name)_index is missing or not a number") }
            guard let typeText = typeText(scanFolder: scanFolder, channel: name) else {
                throw IIOScanError(message: "\(scanFolder)/\(name)_type is missing")
            }
            channels.append(IIOScanChannel(name: name, index: index, type: try IIOChannelType.parse(typeText)))
        }
        let decoder = try IIOScanDecoder(channels: channels)
        for channel in accelChannels where decoder.position(of: channel) == nil {
            throw IIOScanError(message: "\(scanFolder)/\(channel)_en is not enabled")
        }
        return decoder
    }

    /// `<channel>_type`, else the type shared by the channel's family (`in_accel_type`).
    private static func typeText(scanFolder: String, channel: String) -> String? {
        if let text = SysfsFiles.text(PathText.join(scanFolder, channel + "_type")) { return text }
        guard let cut = channel.lastIndex(of: "_") else { return nil }
        return SysfsFiles.text(PathText.join(scanFolder, channel[..<cut] + "_type"))
    }

    private static func accelChannelsEnabled(_ scanFolder: String) -> Bool {
        accelChannels.allSatisfy { SysfsFiles.text(PathText.join(scanFolder, $0 + "_en")) == "1" }
    }

    private static func write(_ value: String, to path: String, node: String) throws(SensorError) {
        guard let errorNumber = SysfsFiles.store(value, to: path) else { return }
        var reason = "cannot write \(value) to \(path): \(SysfsFiles.describe(errorNumber))"
        if errorNumber == EACCES || errorNumber == EPERM {
            reason += ". " + SensorError.permissionFix(for: node)
        }
        throw SensorError.setupFailed(node: node, reason: reason)
    }

    /// Picks `<name>-dev<N>` or `<name>-trigger` when the device has no trigger set (triggerless buffers work too).
    private static func chooseTrigger(deviceFolder folder: String) {
        let currentPath = PathText.join(folder, "trigger", "current_trigger")
        guard let current = SysfsFiles.text(currentPath), current.isEmpty,
            let name = SysfsFiles.text(PathText.join(folder, "name"))
        else { return }
        let deviceName = PathText.name(of: folder)
        let number = deviceName.drop { !$0.isNumber }
        let wanted = ["\(name)-dev\(number)", "\(name)-trigger"]
        let parent = PathText.folder(of: folder)
        for entry in SysfsFiles.list(parent) where entry.hasPrefix("trigger") {
            if let triggerName = SysfsFiles.text(PathText.join(parent, entry, "name")), wanted.contains(triggerName) {
                SysfsFiles.store(triggerName, to: currentPath)
                return
            }
        }
    }
}
