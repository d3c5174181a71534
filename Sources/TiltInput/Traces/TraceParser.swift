import QuizCore

/// Turns the bytes of a JSON Lines trace into samples, naming the line of any problem.
enum TraceParser {
    /// How a sample line should look, for error messages.
    static let exampleLine = #"{"t": 0.01, "x": 0.0, "y": 0.0, "z": 9.81}"#

    static func parse(_ bytes: [UInt8], file: String) throws(TraceError) -> [AccelSample] {
        var samples: [AccelSample] = []
        var lineNumber = 0
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex {
            lineNumber += 1
            let newline = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var lineEnd = newline
            if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D {
                lineEnd -= 1  // CRLF files
            }
            let line = bytes[lineStart..<lineEnd]
            lineStart = newline + 1

            guard line.contains(where: { !isWhitespace($0) }) else { continue }
            let fail = { (message: String) in
                TraceError(file: file, line: lineNumber, message: message)
            }
            let value: JSONValue
            do {
                // .strict: a hand-edited trace's "01" or "+1" is named, not read as a number.
                value = try JSONValue.parse(line: line, as: .strict)
            } catch {
                throw fail("not valid JSON at column \(error.column): \(error.reason)")
            }
            guard case .object(let fields) = value else {
                throw fail("expected a JSON object like \(exampleLine), found \(value.kindName)")
            }
            if fields["device"] != nil {
                continue  // a header describing the recording device
            }
            let sample = try sample(from: fields, fail: fail)
            if let previous = samples.last, sample.time < previous.time {
                throw fail(
                    "time \(sample.time) is earlier than the previous sample's \(previous.time); times must not decrease"
                )
            }
            samples.append(sample)
        }
        guard !samples.isEmpty else {
            throw TraceError(
                file: file, line: nil, message: "no samples; expected lines like \(exampleLine)")
        }
        return samples
    }

    private static func sample(
        from fields: [String: JSONValue],
        fail: (String) -> TraceError
    ) throws(TraceError) -> AccelSample {
        func number(_ key: String) throws(TraceError) -> Double {
            guard let value = fields[key] else { throw fail("missing field \"\(key)\"") }
            guard case .number(let written) = value else {
                throw fail("field \"\(key)\" must be a number")
            }
            let number = written.double
            guard number.isFinite else { throw fail("field \"\(key)\" must be a finite number") }
            return number
        }
        return AccelSample(
            time: try number("t"), x: try number("x"), y: try number("y"), z: try number("z"))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
}
