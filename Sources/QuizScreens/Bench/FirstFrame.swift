import Foundation
import TiltInput

/// The line `tiltquiz play --bench-first-frame` prints once its first frame
/// is on screen, for `tiltquiz bench` to time startup against the moment it
/// spawned the game (both on CLOCK_MONOTONIC).
public enum FirstFrame {
    /// The line's prefix; the rest is CLOCK_MONOTONIC seconds.
    public static let prefix = "first-frame-presented "

    /// Prints the line and returns true (the loop then stops).
    static func report() -> Bool {
        let line = prefix + String(format: "%.6f", SystemClock.monotonicSeconds()) + "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
        return true
    }
}
