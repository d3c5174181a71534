import QuizCore

/// Raises an IIO device's sampling frequency when it is too slow for a game, best effort.
///
/// Some sensors default to 0 Hz (no readings at all) or 1 Hz (sysfs reads
/// then block for a fresh sample), as iio-sensor-proxy's comments note. A rate
/// of 0 or below 10 Hz is raised to the smallest value in
/// `*_sampling_frequency_available` that is at least `targetHertz`, else to the
/// highest available value. Without a list, or without write access, it is
/// left alone: the game still runs, only slower.
enum IIOSamplingFrequency {
    /// What was found and done, for diagnostics.
    struct Outcome: Equatable {
        /// The rate in effect afterwards (read back), if readable.
        var hertz: Double?
        /// The value written, if any write succeeded.
        var written: String?
        /// Why it was left alone, if it was too slow and could not be raised.
        var problem: String?
    }

    static let minimumHertz = 10.0

    static func raiseIfSlow(deviceFolder folder: String, targetHertz: Double = 50) -> Outcome {
        let candidates = ["in_accel_sampling_frequency", "sampling_frequency"]
        guard let name = candidates.first(where: { SysfsFiles.exists(PathText.join(folder, $0)) }) else {
            return Outcome(hertz: nil, written: nil, problem: nil)
        }
        let path = PathText.join(folder, name)
        let current = SysfsFiles.text(path).flatMap { DecimalText.double($0) }
        if let current, current >= minimumHertz {
            return Outcome(hertz: current, written: nil, problem: nil)
        }
        let availableNames = [
            name + "_available", "in_accel_sampling_frequency_available", "sampling_frequency_available",
        ]
        let available =
            availableNames.lazy.compactMap { SysfsFiles.text(PathText.join(folder, $0)) }.first.map(parseAvailable)
            ?? []
        guard let choice = choose(from: available, targetHertz: targetHertz) else {
            let currentText = current.map { "\($0) Hz" } ?? "unreadable"
            return Outcome(
                hertz: current, written: nil,
                problem: "\(path) is \(currentText) and no *_available list says what to set")
        }
        if let errorNumber = SysfsFiles.store(choice.text, to: path) {
            return Outcome(
                hertz: current, written: nil,
                problem: "cannot write \(choice.text) to \(path): \(SysfsFiles.describe(errorNumber))")
        }
        let after = SysfsFiles.text(path).flatMap { DecimalText.double($0) } ?? choice.value
        return Outcome(hertz: after, written: choice.text, problem: nil)
    }

    /// The available values as written (to write back the exact text) and as numbers.
    static func parseAvailable(_ text: String) -> [(text: String, value: Double)] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).compactMap { token in
            DecimalText.double(token).map { (String(token), $0) }
        }
    }

    /// The smallest value >= target, else the highest; nil for an empty list.
    static func choose(
        from available: [(text: String, value: Double)], targetHertz: Double
    ) -> (text: String, value: Double)? {
        let usable = available.filter { $0.value > 0 }
        if let atLeast = usable.filter({ $0.value >= targetHertz }).min(by: { $0.value < $1.value }) {
            return atLeast
        }
        return usable.max(by: { $0.value < $1.value })
    }
}
