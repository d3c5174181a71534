import Foundation

/// Where the background services (`LivePackLibrary`, `LiveEventFeed`) log unless a test takes the lines: each as
/// `tiltquiz: LINE` on standard error, which the journal keeps.
public enum ServiceLog {
    /// One line on standard error.
    public static let standardError: @Sendable (String) -> Void = {
        FileHandle.standardError.write(Data("tiltquiz: \($0)\n".utf8))
    }
}
