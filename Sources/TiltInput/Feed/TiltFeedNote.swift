import QuizCore

/// Something the tilt feed did, for a log: a pipeline event, a recalibration, or the sensor going or coming back.
public enum TiltFeedNote: Sendable, Equatable {
    case event(TimedTiltEvent)
    /// The game asked for a new neutral pose (each question start).
    case recalibrate(at: Double)
    /// The sensor was unplugged; the keyboard's simulated device took over.
    case sensorLost(AccelerometerInfo, at: Double)
    /// The sensor (or another the choice accepts) is back and drives the tilt again.
    case sensorReturned(AccelerometerInfo, at: Double)

    /// One JSON line: the event's own form (`{"t":1.41,"event":"commit","side":"left"}`),
    /// `{"t":3.5,"event":"recalibrate"}`, `{"t":4.2,"event":"sensor-lost","node":"/dev/input/event4"}`
    /// or `{"t":9.0,"event":"sensor-returned","node":"/dev/input/event4"}`.
    public var jsonLine: String {
        switch self {
        case .event(let event):
            return event.jsonLine
        case .recalibrate(let time):
            return "{\"t\":\(Self.hundredths(time)),\"event\":\"recalibrate\"}"
        case .sensorLost(let info, let time):
            return
                "{\"t\":\(Self.hundredths(time)),\"event\":\"sensor-lost\",\"node\":\(JSONText.string(info.nodePath))}"
        case .sensorReturned(let info, let time):
            return
                "{\"t\":\(Self.hundredths(time)),\"event\":\"sensor-returned\",\"node\":\(JSONText.string(info.nodePath))}"
        }
    }

    static func hundredths(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "null" }
        return "\((seconds * 100).rounded() / 100)"
    }
}
