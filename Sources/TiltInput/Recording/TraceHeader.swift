import QuizCore

/// The first line of a recorded trace, `{"device": {...}}`: the recording device, as discovery
/// described it, and what the numbers are, so a reader of a bug report need not guess.
///
/// Replay skips the line.
public struct TraceHeader: Sendable, Equatable {
    /// `evdev`, `iioPoll` or `iioBuffer`; `replay` when a trace was re-recorded.
    public var kind: String
    public var name: String
    /// The device node, or the trace's path.
    public var node: String
    public var mountMatrix: String?
    public var mountMatrixOrigin: String?
    /// How raw values became m/s^2.
    public var units: String?
    /// What the numbers are.
    public var frame =
        "m/s^2 after units and mount matrix, Android/SDL axes (+x right, +y top, +z out of the screen), "
        + "before display rotation"
    /// What wrote the trace: `tiltquiz 0.1.0`.
    public var recorder: String

    /// The header for samples read from `reader`.
    public init(_ reader: SampleReader, recorder: String) {
        self.recorder = recorder
        switch reader {
        case .device(let watch):
            let info = watch.lastInfo
            kind = info.kind.rawValue
            name = info.name
            node = info.nodePath
            mountMatrix = info.mountMatrix.description
            mountMatrixOrigin = info.mountMatrixOrigin.description
            units = info.units(readBy: watch.current?.source)
        case .trace(let path, _):
            kind = "replay"
            name = ""
            node = path
        }
    }

    /// The line: keys in alphabetical order, absent ones left out.
    public var jsonLine: String {
        let fields: [(String, String?)] = [
            ("frame", frame), ("kind", kind), ("mountMatrix", mountMatrix),
            ("mountMatrixOrigin", mountMatrixOrigin), ("name", name), ("node", node), ("recorder", recorder),
            ("units", units),
        ]
        let members = fields.compactMap { key, value in value.map { "\"\(key)\":\(JSONText.string($0))" } }
        return "{\"device\":{" + members.joined(separator: ",") + "}}"
    }
}
