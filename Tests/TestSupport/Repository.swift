import Foundation

/// Where the repository's files are, found from this file's path (`Tests/TestSupport/Repository.swift`).
public enum Repository {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `relative` (such as `assets/packs`) under the root.
    public static func path(_ relative: String) -> String { root + "/" + relative }
}
