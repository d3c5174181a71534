import Foundation
import Testing

@testable import TiltInput

/// Reading JSON Lines traces, and saying exactly where a bad one goes wrong.
@Suite struct TraceParsingTests {
    @Test func aGoodTraceParses() throws {
        let text = """
            {"t": 0.0, "x": 0.0, "y": 7.5, "z": 6.3}

            {"t": 0.01, "x": -0.25, "y": 7.5, "z": 6.3, "note": "extra keys are ignored"}\r
            {"z":6.25,"y":7.5,"x":1e-3,"t":0.02}
            """
        let samples = try ReplayAccelerometer.parse(text, file: "trace.jsonl")

        #expect(
            samples == [
                AccelSample(time: 0, x: 0, y: 7.5, z: 6.3),
                AccelSample(time: 0.01, x: -0.25, y: 7.5, z: 6.3),
                AccelSample(time: 0.02, x: 0.001, y: 7.5, z: 6.25),
            ])
    }

    @Test func aDeviceHeaderIsSkipped() throws {
        let text = """
            {"device": {"name": "Bosch BMI260 \\"caf\\u00e9\\"", "mount": [[1, 0, 0], [0, 1, 0], [0, 0, 1]]}, "rate": 100}
            {"t": 0.5, "x": 1, "y": 2, "z": 3}
            """
        let samples = try ReplayAccelerometer.parse(text, file: "trace.jsonl")

        #expect(samples == [AccelSample(time: 0.5, x: 1, y: 2, z: 3)])
    }

    static let good = #"{"t": 0.0, "x": 0.0, "y": 7.5, "z": 6.3}"#

    @Test(arguments: [
        (#"{"t": 0.01, "x": 0.0,"#, 2, "not valid JSON at column 22: the line ends too early, expected a key"),
        (
            #"{"t": "0.01"#, 2,
            #"not valid JSON at column 12: the line ends too early, expected the string's closing '"'"#
        ),
        (#"{"t": 0.01 "x": 0.0}"#, 2, "not valid JSON at column 12: expected ',' or '}'"),
        (#"{"t": 0.01, "x": 01}"#, 2, "not valid JSON at column 18: a number with a leading zero"),
        (#"{"t": 0.01, "x": +1}"#, 2, "not valid JSON at column 18: a number with a '+' sign (JSON writes none)"),
        (
            #"{"t": 0.01} {"x": 1}"#, 2,
            "not valid JSON at column 13: unexpected text after the line's JSON value"
        ),
        (#"{"t": "0.01\u0"}"#, 2, "not valid JSON at column 15: expected four hex digits after \\u"),
        (
            #"[0.01, 0, 7.5, 6.3]"#, 2,
            #"expected a JSON object like {"t": 0.01, "x": 0.0, "y": 0.0, "z": 9.81}, found an array"#
        ),
        (#"{"t": 0.01, "x": 0.0, "y": 7.5}"#, 2, #"missing field "z""#),
        (#"{"x": 0.0, "y": 7.5, "z": 6.3}"#, 2, #"missing field "t""#),
        (#"{"t": 0.01, "x": "0.5", "y": 7.5, "z": 6.3}"#, 2, #"field "x" must be a number"#),
        (#"{"t": 0.01, "x": 0.5, "y": true, "z": 6.3}"#, 2, #"field "y" must be a number"#),
        (#"{"t": null, "x": 0.5, "y": 7.5, "z": 6.3}"#, 2, #"field "t" must be a number"#),
        (
            #"{"t": 0.01, "x": 0.5, "y": 7.5, "z": -1e999}"#, 2,
            #"field "z" must be a finite number"#
        ),
    ])
    func aBadSecondLineIsNamed(line: String, number: Int, message: String) {
        let text = Self.good + "\n" + line + "\n" + Self.good
        #expect(throws: TraceError(file: "trace.jsonl", line: number, message: message)) {
            try ReplayAccelerometer.parse(text, file: "trace.jsonl")
        }
    }

    @Test func timeGoingBackwardsIsNamed() {
        let text = """
            {"t": 0.00, "x": 0, "y": 7.5, "z": 6.3}
            {"t": 0.01, "x": 0, "y": 7.5, "z": 6.3}

            {"t": 0.005, "x": 0, "y": 7.5, "z": 6.3}
            """
        let expected = TraceError(
            file: "t.jsonl", line: 4,
            message:
                "time 0.005 is earlier than the previous sample's 0.01; times must not decrease")
        #expect(throws: expected) { try ReplayAccelerometer.parse(text, file: "t.jsonl") }
    }

    @Test(arguments: ["", "\n\n  \n", #"{"device": {"name": "BMI260"}}"# + "\n"])
    func aTraceWithoutSamplesIsAnError(text: String) {
        let expected = TraceError(
            file: "empty.jsonl", line: nil,
            message: #"no samples; expected lines like {"t": 0.01, "x": 0.0, "y": 0.0, "z": 9.81}"#)
        #expect(throws: expected) { try ReplayAccelerometer.parse(text, file: "empty.jsonl") }
    }

    @Test func errorsReadAsFileLineAndMessage() {
        #expect(
            TraceError(file: "trace.jsonl", line: 12, message: #"field "x" must be a number"#)
                .description
                == #"trace.jsonl:12: field "x" must be a number"#)
        #expect(
            TraceError(
                file: "trace.jsonl", line: nil,
                message: "cannot read file: No such file or directory"
            )
            .description == "trace.jsonl: cannot read file: No such file or directory")
    }

    @Test func aLongTraceParsesInOnePass() throws {
        var text = ""
        text.reserveCapacity(100_000 * 48)
        for index in 0..<100_000 {
            text += "{\"t\": \(Double(index) / 100), \"x\": 0.125, \"y\": 7.5, \"z\": 6.25}\n"
        }
        let samples = try ReplayAccelerometer.parse(text, file: "long.jsonl")

        #expect(samples.count == 100_000)
        #expect(samples.last == AccelSample(time: 999.99, x: 0.125, y: 7.5, z: 6.25))
    }
}
