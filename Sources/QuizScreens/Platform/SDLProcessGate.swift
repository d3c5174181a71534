import Foundation
import QuizCore

/// SDL keeps one video, event and audio state per process and is not safe to start, use and quit from two
/// threads at once: a window made while another thread quits SDL draws at the wrong size or crashes. Every
/// owner of SDL (`SDLSystem`, the speech bench's audio) passes this gate first, so a second owner on another
/// thread waits until the first has closed; the same thread may open a second owner inside the first (the
/// bench's speech beside its window). The game itself opens one owner at a time; tests running in parallel
/// wait here instead of tearing SDL down under each other.
enum SDLProcessGate {
    private static let condition = NSCondition()
    nonisolated(unsafe) private static var owner: pthread_t?
    nonisolated(unsafe) private static var depth = 0

    /// Waits until no other thread owns SDL, then owns it (once more, when this thread already does). An owner
    /// that never closes (a leak) would hold every later one forever: after `patience` seconds the wait ends
    /// with a line on stderr, and this thread shares SDL as before the gate.
    static func enter(patience: Double = 300) {
        condition.lock()
        defer { condition.unlock() }
        let me = pthread_self()
        let deadline = Date(timeIntervalSinceNow: patience)
        while depth > 0, let current = owner, pthread_equal(current, me) == 0 {
            guard condition.wait(until: deadline) else {
                ProgramMessage.write("SDL is still held by another thread after \(Int(patience)) s; going on beside it")
                break
            }
        }
        owner = me
        depth += 1
    }

    /// Gives up one ownership, from any thread; the last one lets a waiting thread in.
    static func leave() {
        condition.lock()
        defer { condition.unlock() }
        precondition(depth > 0, "SDLProcessGate.leave without enter")
        depth -= 1
        if depth == 0 {
            owner = nil
            condition.broadcast()
        }
    }
}
