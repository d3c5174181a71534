/// At most `perMinute` joins from one network address in any 60 seconds: a
/// PIN cannot be guessed by trying them all (10,000 PINs at 10 a minute take
/// 16 hours from one address), and one address cannot fill the round. Pure:
/// time is given (the host's clock, in seconds).
struct JoinLimiter: Sendable {
    let perMinute: Int
    /// The times of the joins counted in the last minute, per address.
    private var recent: [String: [Double]] = [:]

    init(perMinute: Int) {
        self.perMinute = perMinute
    }

    /// Counts a join from `address` at `now`; false when it is over the limit (and then not counted).
    mutating func allows(_ address: String, at now: Double) -> Bool {
        let kept = (recent[address] ?? []).filter { now - $0 < 60 }
        guard kept.count < perMinute else {
            recent[address] = kept
            return false
        }
        recent[address] = kept + [now]
        if recent.count > 4_096 { recent = recent.filter { $0.value.contains { now - $0 < 60 } } }
        return true
    }
}
