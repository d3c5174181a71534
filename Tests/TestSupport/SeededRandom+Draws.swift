import Foundation
import QuizCore

/// The draws tests make from QuizCore's seeded generator (SplitMix64), so a noisy trace or a soak's choices are
/// the same on every run and a printed seed replays them.
extension SeededRandom {
    /// A standard normal value (Box-Muller).
    public mutating func gaussian() -> Double {
        let u1 = Double.random(in: Double.ulpOfOne..<1, using: &self)
        let u2 = Double.random(in: 0..<1, using: &self)
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    /// A number in `range`, uniformly, from the top 53 bits of one draw.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) * 0x1p-53
    }

    /// A whole number below `bound` (0 when `bound` is 1 or less), by the remainder of one draw.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
