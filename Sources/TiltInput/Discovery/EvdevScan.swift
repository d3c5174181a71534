import QuizCore

/// The evdev half of discovery: reads `/sys/class/input/eventN` folders.
extension AccelerometerDiscovery {
    /// What sysfs says about one input device.
    struct EvdevScan {
        var event: String
        var folder: String
        var name: String
        var uniq: String
        var properties: String
        var absAxes: String
        var keys: String
        var majorMinor: String?

        /// INPUT_PROP_ACCELEROMETER, bit 6 of `properties`.
        var hasAccelerometerProperty: Bool { SysfsBitmask.isSet(6, in: properties) }
        var hasXYZ: Bool { (0...2).allSatisfy { SysfsBitmask.isSet($0, in: absAxes) } }
        var hasKeys: Bool { !SysfsBitmask.isZero(keys) }

        /// systemd input_id's rule for ID_INPUT_ACCELEROMETER (and we need the three axes).
        var isAccelerometer: Bool { hasXYZ && (hasAccelerometerProperty || !hasKeys) }

        /// A gamepad's motion sensor: the kernel names them "... Motion Sensors" (DualShock 4,
        /// DualSense) or "... IMU" (Switch controllers), or another input device with the
        /// same non-empty `uniq` (the controller's MAC) has keys, i.e. is the gamepad itself.
        func isGamepadMotionSensor(among all: [EvdevScan]) -> Bool {
            if name.hasSuffix("Motion Sensors") || name.hasSuffix(" IMU") || name == "IMU" { return true }
            guard !uniq.isEmpty else { return false }
            return all.contains { $0.event != event && $0.uniq == uniq && $0.hasKeys }
        }
    }

    func evdevAccelerometers() -> [AccelerometerInfo] {
        let classFolder = PathText.join(sysfsRoot, "class", "input")
        let scans = SysfsFiles.list(classFolder).filter { $0.hasPrefix("event") }.map { event in
            let folder = PathText.join(classFolder, event)
            let device = PathText.join(folder, "device")
            return EvdevScan(
                event: event, folder: folder,
                name: SysfsFiles.text(PathText.join(device, "name")) ?? "",
                uniq: SysfsFiles.text(PathText.join(device, "uniq")) ?? "",
                properties: SysfsFiles.text(PathText.join(device, "properties")) ?? "0",
                absAxes: SysfsFiles.text(PathText.join(device, "capabilities", "abs")) ?? "0",
                keys: SysfsFiles.text(PathText.join(device, "capabilities", "key")) ?? "0",
                majorMinor: SysfsFiles.text(PathText.join(folder, "dev")))
        }
        return scans.compactMap { scan in
            guard scan.isAccelerometer else { return nil }
            guard includeGamepadSensors || !scan.isGamepadMotionSensor(among: scans) else { return nil }
            return info(for: scan)
        }
    }

    private func info(for scan: EvdevScan) -> AccelerometerInfo {
        let node = PathText.join(devRoot, "input", scan.event)
        let udev = UdevDatabase(root: udevDataRoot)
        let udevFile = udev.characterDeviceFile(majorMinor: scan.majorMinor ?? "13:?")
        let properties = scan.majorMinor == nil ? [:] : UdevDatabase.properties(file: udevFile)
        var notes: [String] = []
        let (matrix, origin) = mountMatrix(
            udevProperties: properties, udevFile: udevFile, sysfsFolder: nil, notes: &notes)
        Self.checkShape(matrix, notes: &notes)
        if !scan.hasAccelerometerProperty {
            notes.append("no INPUT_PROP_ACCELEROMETER; accepted because it has ABS_X/Y/Z and no keys")
        }
        return AccelerometerInfo(
            kind: .evdev, nodePath: node, sysfsPath: scan.folder, name: scan.name,
            unitsDescription: "value / absinfo resolution (units per g) * 9.80665; resolution 0 means 256 per g",
            mountMatrix: matrix, mountMatrixOrigin: origin,
            access: NodeAccess(errorNumber: readAccessError(node), node: node),
            isInBase: properties["ACCEL_LOCATION"] == "base", notes: notes)
    }
}

/// Reads the hex bitmasks of sysfs input capabilities (`capabilities/abs`, `properties`).
///
/// The kernel prints one hex word per `long`, most significant first,
/// separated by spaces ("30000 0 3"); bit n is in word n / bits-per-long,
/// counted from the last word.
enum SysfsBitmask {
    static func isSet(_ bit: Int, in text: String) -> Bool {
        let words = text.split(separator: " ").reversed().map { UInt64($0, radix: 16) ?? 0 }
        let width = CLong.bitWidth
        let wordIndex = bit / width
        guard wordIndex < words.count else { return false }
        return words[wordIndex] >> UInt64(bit % width) & 1 == 1
    }

    static func isZero(_ text: String) -> Bool {
        text.split(separator: " ").allSatisfy { UInt64($0, radix: 16) == 0 }
    }
}
