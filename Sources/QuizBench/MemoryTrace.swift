import Foundation
import QuizScreens
import QuizStore

/// Per-interval memory lines for investigating the memory bench, printed to
/// standard error when TILTQUIZ_MEMORY_TRACE is set: resident size, glibc's
/// heap (in use, free, mmapped), SQLite's share of it (now and at most) and the painter's caches.
struct MemoryTrace {
    let enabled = ProcessInfo.processInfo.environment["TILTQUIZ_MEMORY_TRACE"] != nil

    func note(time: Double, rig: FrameRig) {
        guard enabled else { return }
        let heap = Heap.figures()
        let megabytes = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
        let line =
            String(format: "t=%4.0fs rss=%.1f anon=%.1f", time, ProcessMemory.residentMB(), ProcessMemory.anonymousMB())
            + " heap=\(megabytes(heap.arena)) used=\(megabytes(heap.used)) free=\(megabytes(heap.free))"
            + " mmapped=\(megabytes(heap.mapped))"
            + " sqlite=\(megabytes(SQLiteMemory.usedBytes))/\(megabytes(SQLiteMemory.peakBytes))MB"
            + " \(rig.memorySummary)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
