/// Paths as text. Foundation's `NSString.deletingLastPathComponent` crashes on
/// some short relative paths on Linux ("d", "x/y/": swift-corelibs-foundation's
/// `_startOfLastPathComponent`), so a folder given on the command line could
/// stop the game before it says anything; this is the same rule without it.
public enum PathText {
    /// The folder `path` is in: "" for a bare name ("d"), "/" for a top-level one ("/d"); trailing slashes
    /// are not a component ("x/y/" is in "x").
    public static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var folder = trimmed[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }
}
