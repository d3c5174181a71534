import QuizCore

/// What the kiosk did and when, for the headless summary.
struct KioskLog {
    private(set) var events: [(at: Double, event: String, detail: String?)] = []

    mutating func add(_ event: String, at time: Double, detail: String? = nil) {
        events.append((time, event, detail))
    }

    func json() -> String {
        let items = events.map { item in
            var fields = ["\"at\":\(JSONText.number(item.at))", "\"event\":\(JSONText.string(item.event))"]
            if let detail = item.detail { fields.append("\"detail\":\(JSONText.string(detail))") }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"events\":[" + items.joined(separator: ",") + "]}"
    }
}
