import Foundation

/// Device data made at test time: evemu traces of whole games and an IIO buffer device with fresh timestamps.
enum SensorFixtures {
    /// The roll angle of a trace at `time`: level, then one tilt of `degrees` (+ = left edge down) at `start`.
    static func angle(at time: Double, start: Double, degrees: Double) -> Double {
        let t = time - start
        switch t {
        case ..<0: return 0
        case ..<0.4: return degrees * t / 0.4
        case ..<1.0: return degrees
        case ..<1.4: return degrees * (1 - (t - 1.0) / 0.4)
        default: return 0
        }
    }

    /// An evemu trace of an upright evdev accelerometer at 256 units per g, 100 frames a second from 3 s to
    /// `end`, tilted once at `tiltStart`. Linux axes: upright reads y = -256; left edge down makes x negative.
    ///
    /// umockdev replays events from its own start; bytes sent before tiltquiz opens the node can arrive torn
    /// (libevdev then loses its framing), so the trace leaves 3 s for tiltquiz to start.
    static func evemuTilt(tiltStart: Double, degrees: Double, end: Double) -> String {
        var lines = ["# EVEMU 1.3"]
        for index in 300..<Int(end * 100) {
            let time = Double(index) / 100
            let theta =
                (angle(at: time, start: tiltStart, degrees: degrees) + 0.3 * sin(Double(index) * 1.7)) * .pi / 180
            let stamp = String(format: "%.6f", time)
            lines.append("E: \(stamp) 0003 0000 \(Int((-256 * sin(theta)).rounded()))")
            lines.append("E: \(stamp) 0003 0001 \(Int((-256 * cos(theta)).rounded()))")
            lines.append("E: \(stamp) 0000 0000 0")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Raw IIO values (1024 per g) of a device lying face up and rolled `degrees` (+ = left edge down), as
    /// read through `iio-poll.umockdev`'s mount matrix `0, 1, 0; -1, 0, 0; 0, 0, 1`. The game sees
    /// -(M * raw) = (-raw y, raw x, -raw z), so raw = (0, -g sin, -g cos).
    static func rotatedMountRaw(degrees: Double) -> (x: Int, y: Int, z: Int) {
        let radians = degrees * .pi / 180
        return (0, Int((-1024 * sin(radians)).rounded()), Int((-1024 * cos(radians)).rounded()))
    }

    /// An IIO device with a buffer whose node holds `scans` (x, y, z raw; 10 ms apart) with realtime
    /// timestamps from `lead` seconds after now. Without `current_timestamp_clock` the backend maps
    /// realtime stamps onto the monotonic clock, so the scans arrive as real time passes.
    static func bufferDevice(scans: [(Int16, Int16, Int16)], lead: Double) -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let start = (Int64(now.tv_sec) + Int64(lead)) * 1_000_000_000 + Int64(now.tv_nsec)
        var bytes: [UInt8] = []
        for (index, scan) in scans.enumerated() {
            for value in [scan.0, scan.1, scan.2] {
                bytes += withUnsafeBytes(of: value.littleEndian, Array.init)
            }
            bytes += [0, 0]
            bytes += withUnsafeBytes(of: (start + Int64(index) * 10_000_000).littleEndian, Array.init)
        }
        let hex = bytes.map { String(format: "%02X", $0) }.joined()
        return """
            P: /devices/platform/tiltquiz-buffer/iio:device0
            N: iio:device0=\(hex)
            E: DEVNAME=/dev/iio:device0
            E: SUBSYSTEM=iio
            A: name=tiltquiz-buffer-accel
            A: in_accel_x_raw=0
            A: in_accel_y_raw=0
            A: in_accel_z_raw=-1024
            A: in_accel_scale=0.009576806
            A: buffer/enable=0
            A: buffer/length=0
            A: scan_elements/in_accel_x_en=0
            A: scan_elements/in_accel_y_en=0
            A: scan_elements/in_accel_z_en=0
            A: scan_elements/in_accel_x_index=0
            A: scan_elements/in_accel_y_index=1
            A: scan_elements/in_accel_z_index=2
            A: scan_elements/in_accel_type=le:s16/16>>0
            A: scan_elements/in_timestamp_en=0
            A: scan_elements/in_timestamp_index=3
            A: scan_elements/in_timestamp_type=le:s64/64>>0

            """
    }
}
