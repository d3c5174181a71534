/// One enabled scan element: its name without the `_en`/`_index`/`_type` suffix, its index and type.
public struct IIOScanChannel: Sendable, Equatable {
    /// e.g. "in_accel_x" or "in_timestamp".
    public var name: String
    /// `scan_elements/<name>_index`: the order in the scan.
    public var index: Int
    public var type: IIOChannelType
}

/// One decoded accelerometer scan: raw values (shifted, masked, sign-extended) and the timestamp if enabled.
public struct IIOAccelScan: Sendable, Equatable {
    public var raw: SIMD3<Int64>
    /// `in_timestamp` in nanoseconds on the device's `current_timestamp_clock`.
    public var timestampNanoseconds: Int64?
}

/// Lays out and decodes the scans an IIO buffer delivers (pure: bytes in, values out).
///
/// As the kernel builds them: enabled channels in `_index` order, each
/// element aligned to its own size (storage bytes times repeat), and the
/// whole scan padded to a multiple of the largest element. For example
/// x, y, z as `le:s16/32>>0` and a `le:s64/64>>0` timestamp take 24 bytes:
/// x at 0, y at 4, z at 8, timestamp at 16.
public struct IIOScanDecoder: Sendable, Equatable {
    /// The enabled channels in scan order.
    public let channels: [IIOScanChannel]
    /// Byte offset of each channel in a scan, in the order of `channels`.
    public let offsets: [Int]
    /// Bytes in one scan.
    public let scanBytes: Int

    /// Fails on an empty list or two channels with the same index.
    public init(channels: [IIOScanChannel]) throws(IIOScanError) {
        let sorted = channels.sorted { $0.index < $1.index }
        guard !sorted.isEmpty else { throw IIOScanError(message: "no scan elements are enabled") }
        for (left, right) in zip(sorted, sorted.dropFirst()) where left.index == right.index {
            throw IIOScanError(message: "\(left.name) and \(right.name) have the same scan index \(left.index)")
        }
        var offsets: [Int] = []
        var position = 0
        var largest = 1
        for channel in sorted {
            let size = channel.type.elementBytes
            position = Self.align(position, to: size)
            offsets.append(position)
            position += size
            largest = max(largest, size)
        }
        self.channels = sorted
        self.offsets = offsets
        self.scanBytes = Self.align(position, to: largest)
    }

    private static func align(_ value: Int, to size: Int) -> Int {
        guard size > 1 else { return value }
        return (value + size - 1) / size * size
    }

    /// Position in `channels` of the channel called `name`.
    public func position(of name: String) -> Int? {
        channels.firstIndex { $0.name == name }
    }

    /// The value of every channel in one scan starting at `bytes[start]`, in `channels` order.
    public func values(_ bytes: UnsafeRawBufferPointer, scanAt start: Int) -> [Int64] {
        zip(channels, offsets).map { channel, offset in channel.type.decode(bytes, at: start + offset) }
    }

    /// Decodes every whole scan in `bytes`; a trailing partial scan is left for the caller to keep.
    ///
    /// Fails when `in_accel_x`, `in_accel_y` or `in_accel_z` is not in the layout.
    public func accelScans(in bytes: [UInt8]) throws(IIOScanError) -> [IIOAccelScan] {
        var axes: [Int] = []
        for name in ["in_accel_x", "in_accel_y", "in_accel_z"] {
            guard let position = position(of: name) else {
                throw IIOScanError(message: "\(name) is not enabled in the scan")
            }
            axes.append(position)
        }
        let timestamp = position(of: "in_timestamp")
        let count = bytes.count / scanBytes
        return bytes.withUnsafeBytes { raw in
            (0..<count).map { scan in
                let values = self.values(raw, scanAt: scan * scanBytes)
                return IIOAccelScan(
                    raw: SIMD3(values[axes[0]], values[axes[1]], values[axes[2]]),
                    timestampNanoseconds: timestamp.map { values[$0] })
            }
        }
    }
}
