import QuizCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The IIO half of discovery: reads `/sys/bus/iio/devices/iio:deviceN` folders.
extension AccelerometerDiscovery {
    func iioAccelerometers() -> [AccelerometerInfo] {
        let devicesFolder = PathText.join(sysfsRoot, "bus", "iio", "devices")
        var found: [AccelerometerInfo] = []
        for device in SysfsFiles.list(devicesFolder) where device.hasPrefix("iio:device") {
            let folder = PathText.join(devicesFolder, device)
            guard SysfsFiles.exists(PathText.join(folder, "in_accel_x_raw")) else { continue }
            let udevFile = UdevDatabase(root: udevDataRoot).iioDeviceFile(device)
            let properties = UdevDatabase.properties(file: udevFile)
            var notes: [String] = []
            let (matrix, origin) = mountMatrix(
                udevProperties: properties, udevFile: udevFile, sysfsFolder: folder, notes: &notes)
            Self.checkShape(matrix, notes: &notes)
            let name = SysfsFiles.text(PathText.join(folder, "name")) ?? ""
            let units = IIOAccelCalibration.read(deviceFolder: folder).summary
            let isInBase =
                properties["ACCEL_LOCATION"] == "base"
                || SysfsFiles.text(PathText.join(folder, "label")) == "accel-base"
                || SysfsFiles.text(PathText.join(folder, "location")) == "base"
            /// The device as one backend reads it: `node` is what it opens, `read` what must be readable.
            func info(_ kind: AccelerometerInfo.Kind, node: String, read: String, notes: [String]) -> AccelerometerInfo
            {
                AccelerometerInfo(
                    kind: kind, nodePath: node, sysfsPath: folder, name: name, unitsDescription: units,
                    mountMatrix: matrix, mountMatrixOrigin: origin,
                    access: NodeAccess(errorNumber: readAccessError(read), node: read),
                    isInBase: isInBase, notes: notes)
            }
            found.append(info(.iioPoll, node: folder, read: PathText.join(folder, "in_accel_x_raw"), notes: notes))

            guard SysfsFiles.exists(PathText.join(folder, "scan_elements", "in_accel_x_en")) else { continue }
            let node = PathText.join(devRoot, device)
            var bufferNotes = notes
            let enablePath = PathText.join(folder, "buffer", "enable")
            if access(enablePath, W_OK) != 0 {
                bufferNotes.append(
                    "\(enablePath) is not writable by this user: the buffer needs TiltQuiz's udev rule "
                        + "or its IIO setup helper run as root")
            }
            found.append(info(.iioBuffer, node: node, read: node, notes: bufferNotes))
        }
        return found
    }
}
