import Testing
import TiltInput

/// The JSON Lines form of events, as the CLI prints them.
@Suite struct TiltEventJSONTests {
    @Test func eachEventKindHasItsExactLine() {
        #expect(
            TimedTiltEvent(time: 1.23, event: .stage(.left, 2)).jsonLine
                == #"{"t":1.23,"event":"stage","side":"left","stage":2}"#)
        #expect(
            TimedTiltEvent(time: 1.41, event: .commit(.left)).jsonLine
                == #"{"t":1.41,"event":"commit","side":"left"}"#)
        #expect(
            TimedTiltEvent(time: 2, event: .neutral).jsonLine == #"{"t":2.0,"event":"neutral"}"#)
        #expect(
            TimedTiltEvent(time: 0.5, event: .calibrated).jsonLine
                == #"{"t":0.5,"event":"calibrated"}"#)
        #expect(
            TimedTiltEvent(time: 3.07, event: .stage(.right, 1)).jsonLine
                == #"{"t":3.07,"event":"stage","side":"right","stage":1}"#)
    }

    @Test(arguments: [
        (1.234, "1.23"), (1.2300000001, "1.23"), (0.5, "0.5"), (2, "2.0"), (0.999, "1.0"),
        (0.05, "0.05"), (12.3, "12.3"), (0.1 + 0.2, "0.3"), (0, "0.0"), (1234.567, "1234.57"),
        (-0.25, "-0.25"), (-0.001, "0.0"),
    ])
    func timesAreRoundedToHundredthsWithoutBinaryNoise(time: Double, printed: String) {
        #expect(
            TimedTiltEvent(time: time, event: .neutral).jsonLine
                == "{\"t\":\(printed),\"event\":\"neutral\"}")
    }

    @Test func theFeedsNotesHaveTheirExactLines() {
        let info = AccelerometerInfo(
            kind: .evdev, nodePath: "/dev/input/\"event4\"\t", sysfsPath: "", name: "", unitsDescription: "",
            mountMatrix: .identity, mountMatrixOrigin: .identity, access: .readable)
        #expect(
            TiltFeedNote.event(TimedTiltEvent(time: 1.41, event: .commit(.left))).jsonLine
                == #"{"t":1.41,"event":"commit","side":"left"}"#)
        #expect(TiltFeedNote.recalibrate(at: 3.5).jsonLine == #"{"t":3.5,"event":"recalibrate"}"#)
        #expect(
            TiltFeedNote.sensorLost(info, at: 4.2).jsonLine
                == #"{"t":4.2,"event":"sensor-lost","node":"/dev/input/\"event4\"\t"}"#)
        #expect(
            TiltFeedNote.sensorReturned(info, at: 9).jsonLine
                == #"{"t":9.0,"event":"sensor-returned","node":"/dev/input/\"event4\"\t"}"#)
    }

    @Test func sidesHaveTheirRawNames() {
        #expect(TiltSide.left.rawValue == "left")
        #expect(TiltSide(rawValue: "right") == .right)
    }
}
