/// Reads the lines of an evemu recording into an `EvemuRecording`, naming the line of any problem.
enum EvemuParser {
    static func parse(_ text: String, file: String) throws(TraceError) -> EvemuRecording {
        var recording = EvemuRecording()
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let fail = { (message: String) in TraceError(file: file, line: lineNumber, message: message) }
            var line = Substring(rawLine.trimmedASCII)
            if line.hasPrefix("# EVEMU ") {
                recording.formatVersion = line.dropFirst("# EVEMU ".count).trimmedASCII
                continue
            }
            if line.hasPrefix("N:") {
                recording.name = line.dropFirst(2).trimmedASCII  // a name may hold "#"
                continue
            }
            if let hash = line.firstIndex(of: "#") {
                line = line[..<hash]
            }
            guard !line.isEmpty else { continue }
            guard line.count >= 2, line.dropFirst().first == ":" else {
                throw fail("expected a line like \"E: 0.010000 0003 0000 -45\" (N:, I:, P:, B:, A:, L:, S: or E:)")
            }
            let fields = line.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" })
            switch line.first {
            case "I":
                recording.ids = try hexFields(fields, count: 4, what: "I: bustype vendor product version", fail)
                    .map { UInt16(truncatingIfNeeded: $0) }
            case "P":
                recording.propertyBytes += try hexFields(fields, count: 8, what: "P: and 8 hex bytes", fail)
                    .map { UInt8(truncatingIfNeeded: $0) }
            case "B":
                _ = try hexFields(fields, count: 9, what: "B: <type> and 8 hex bytes", fail)
            case "A":
                let (code, info) = try absLine(fields, fail)
                recording.absInfo[code] = info
            case "L", "S":
                break  // LED and switch states do not matter for an accelerometer
            case "E":
                let event = try eventLine(fields, fail)
                if let previous = recording.events.last, event.microseconds < previous.microseconds {
                    throw fail("event time goes back from the previous line; times must not decrease")
                }
                recording.events.append(event)
            default:
                throw fail("unknown line kind \"\(line.prefix(2))\"; expected I:, P:, B:, A:, L:, S: or E:")
            }
        }
        return recording
    }

    private static func hexFields(
        _ fields: [Substring], count: Int, what: String, _ fail: (String) -> TraceError
    ) throws(TraceError) -> [Int] {
        guard fields.count == count else { throw fail("expected \(what) (\(count) values), found \(fields.count)") }
        var values: [Int] = []
        for field in fields {
            guard let value = DecimalText.hexInteger(field) else { throw fail("\"\(field)\" is not a hex number") }
            values.append(value)
        }
        return values
    }

    /// `A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]`.
    private static func absLine(
        _ fields: [Substring], _ fail: (String) -> TraceError
    ) throws(TraceError) -> (UInt16, EvemuRecording.AbsInfo) {
        guard fields.count == 5 || fields.count == 6 else {
            throw fail("expected \"A: <code> <min> <max> <fuzz> <flat> <resolution>\", found \(fields.count) values")
        }
        guard let code = DecimalText.hexInteger(fields[0]), let code16 = UInt16(exactly: code) else {
            throw fail("axis code \"\(fields[0])\" is not a hex number")
        }
        var numbers: [Int32] = []
        for field in fields.dropFirst() {
            guard let value = DecimalText.integer(field).flatMap({ Int32(exactly: $0) }) else {
                throw fail("\"\(field)\" is not an integer")
            }
            numbers.append(value)
        }
        let info = EvemuRecording.AbsInfo(
            minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
            resolution: numbers.count == 5 ? numbers[4] : 0)
        return (code16, info)
    }

    /// `E: <sec>.<usec> <type hex> <code hex> <value>`.
    private static func eventLine(
        _ fields: [Substring], _ fail: (String) -> TraceError
    ) throws(TraceError) -> EvemuRecording.Event {
        guard fields.count == 4 else {
            throw fail("expected \"E: <sec>.<usec> <type> <code> <value>\", found \(fields.count) values")
        }
        guard let microseconds = microseconds(fields[0]) else {
            throw fail("time \"\(fields[0])\" is not <seconds>.<microseconds>")
        }
        guard let type = DecimalText.hexInteger(fields[1]).flatMap({ UInt16(exactly: $0) }),
            let code = DecimalText.hexInteger(fields[2]).flatMap({ UInt16(exactly: $0) })
        else { throw fail("event type and code must be hex numbers like 0003 0000") }
        guard let value = DecimalText.integer(fields[3]).flatMap({ Int32(exactly: $0) }) else {
            throw fail("event value \"\(fields[3])\" is not an integer")
        }
        return EvemuRecording.Event(microseconds: microseconds, type: type, code: code, value: value)
    }

    /// "12.000345" -> 12000345; a shorter fraction counts as decimal ("0.2" is 200000).
    private static func microseconds(_ text: Substring) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let seconds = Int64(parts[0]), seconds >= 0, parts[1].count <= 6, let fraction = Int64(parts[1]),
            fraction >= 0
        else { return nil }
        var scale: Int64 = 1
        for _ in parts[1].count..<6 { scale *= 10 }
        return seconds * 1_000_000 + fraction * scale
    }
}
