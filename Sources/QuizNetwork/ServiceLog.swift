import QuizCore

/// Where the background services (`LivePackLibrary`, `LiveEventFeed`) log unless a test takes the lines: each as
/// `tiltquiz: LINE` on standard error, which the journal keeps.
public enum ServiceLog {
    /// One line on standard error, as the program writes its messages (`ProgramMessage`).
    public static let standardError: @Sendable (String) -> Void = { ProgramMessage.write($0) }
}
