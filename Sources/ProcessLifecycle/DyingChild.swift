import Foundation
import QuizCore
import Synchronization

/// Starts child processes that die with this one, also when it is killed (SIGKILL): each runs through
/// `die-with-parent` (beside this executable), which sets `PR_SET_PDEATHSIG` and execs the program in the same
/// process, so the PID, pipes and exit status are the program's. The kernel sends the signal when the *thread*
/// that started the child ends, so every child is started from one thread that lives as long as the process.
public enum DyingChild {
    /// `die-with-parent` beside the running executable (the test bundle, or `tiltquiz`), if built there.
    public static let launcher: String? = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let path = PathText.join(PathText.folder(of: executable), "die-with-parent")
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// `command` (a program and its arguments) run through the launcher, tied to whichever process starts it:
    /// for a program that a wrapper (`setsid`, `umockdev-run`) starts, which would otherwise outlive the wrapper.
    public static func tied(_ command: [String]) -> [String] {
        guard let launcher else { return command }
        return [launcher, "-"] + command
    }

    /// Runs `process` (its `executableURL` and `arguments` as set) through the launcher; without one (an
    /// installed `tiltquiz` has none beside it), as it is.
    public static func run(_ process: Process) throws {
        if let launcher, let program = process.executableURL?.path {
            process.arguments = [String(getpid()), program] + (process.arguments ?? [])
            process.executableURL = URL(fileURLWithPath: launcher)
        }
        try SpawningThread.shared.perform { try process.run() }
    }
}

/// The one thread children are started from, kept for the life of the process.
private final class SpawningThread: Sendable {
    static let shared = SpawningThread()

    /// A piece of work handed to the thread, and how it went; its caller waits for `done`.
    private final class Job: @unchecked Sendable {
        let work: () throws -> Void
        var error: (any Error)?
        let done = DispatchSemaphore(value: 0)

        init(_ work: @escaping () throws -> Void) { self.work = work }
    }

    private let jobs = Mutex<[Job]>([])
    private let ready = DispatchSemaphore(value: 0)

    private init() {
        let thread = Thread { [self] in
            // Children start with this thread's signal mask: a clear one, though the thread that made this one
            // (a Dispatch worker) blocks SIGTERM and SIGINT, which a child would then ignore.
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
            while true {
                ready.wait()
                let job = jobs.withLock { $0.removeFirst() }
                do { try job.work() } catch { job.error = error }
                job.done.signal()
            }
        }
        thread.name = "tiltquiz-spawner"
        thread.start()
    }

    /// Runs `work` on the spawning thread and waits for it.
    func perform(_ work: @escaping () throws -> Void) throws {
        let job = Job(work)
        jobs.withLock { $0.append(job) }
        ready.signal()
        job.done.wait()
        if let error = job.error { throw error }
    }
}
