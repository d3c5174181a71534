import Foundation

/// This process's resident memory, from /proc/self/status.
enum ProcessMemory {
    /// VmRSS in MB (1 MB = 1,048,576 bytes).
    static func residentMB() -> Double { field("VmRSS:") }

    /// VmHWM, the peak resident size, in MB.
    static func peakMB() -> Double { field("VmHWM:") }

    /// Starts the peak over from the current size (Linux 4.0 and later), so a
    /// measurement is not charged for what the process did before it.
    static func resetPeak() {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
        try? handle.write(contentsOf: Data("5".utf8))
        try? handle.close()
    }

    /// Resident anonymous memory (heap, mappings, stacks) in MB; the rest of
    /// the resident size is code and data mapped from files.
    static func anonymousMB() -> Double { field("Anonymous:", in: "/proc/self/smaps_rollup") }

    /// A kilobyte field of a /proc file (`VmRSS:`, `Pss:`, `Threads:`), divided by 1024.
    static func field(_ name: String, in file: String = "/proc/self/status") -> Double {
        guard let status = try? String(contentsOfFile: file, encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let kilobytes =
                line.dropFirst(name.count).split(whereSeparator: \.isWhitespace).first.flatMap { Double($0) } ?? 0
            return kilobytes / 1024
        }
        return 0
    }
}
