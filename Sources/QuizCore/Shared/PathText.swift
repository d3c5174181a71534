/// Paths as text: the one way TiltQuiz joins and takes apart file paths.
///
/// Paths stay `String`s everywhere (command-line options, the config file, the store's `--data`), so these are
/// functions over text rather than a wrapper type that every boundary would convert to and from. They give the
/// answers Foundation's `NSString` path methods give on Linux, with one exception: `NSString`'s
/// `deletingLastPathComponent` crashes on some short relative paths ("d", "x/y/": swift-corelibs-foundation's
/// `_startOfLastPathComponent`), so a folder given on the command line could stop the game before it says
/// anything; `folder(of:)` is the same rule without it. Nothing here expands `~` or touches the file system;
/// where a Foundation API needs a `URL`, the caller converts at that call (`URL(fileURLWithPath:)`).
public enum PathText {
    /// `base` and then each of `components`, one slash between them: a component is added as it is (no slash is
    /// added after a `base` that ends in one, none is removed from either), an empty component adds nothing,
    /// an empty `base` gives the components alone ("" + "x" is "x"). As `NSString.appendingPathComponent`.
    public static func join(_ base: String, _ components: String...) -> String {
        var path = base
        for component in components where !component.isEmpty {
            if path.isEmpty {
                path = component
            } else if path.hasSuffix("/") {
                path += component
            } else {
                path += "/" + component
            }
        }
        return path
    }

    /// The folder `path` is in: "" for a bare name ("d"), "/" for a top-level one ("/d"); trailing slashes
    /// are not a component ("x/y/" is in "x").
    public static func folder(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(Substring(path))
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trimmingTrailingSlashes(trimmed[..<slash])
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The last component of `path`, trailing slashes aside ("x/y/" is "y"); "/" for "/", "" for "" and for a
    /// path of several slashes only. As `NSString.lastPathComponent`.
    public static func name(of path: String) -> String {
        guard !path.isEmpty else { return "" }
        let trimmed = trimmingTrailingSlashes(Substring(path))
        if trimmed == "/" { return path == "/" ? "/" : "" }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `name(of: path)` without its extension: the text after its last dot, where that dot is not the name's
    /// first character and the name is not ".." (".hidden" and ".." keep their names; "a.tar.gz" is "a.tar"; "a." is
    /// "a"). As `NSString`'s
    /// `lastPathComponent` then `deletingPathExtension`.
    public static func stem(of path: String) -> String {
        let name = name(of: path)
        guard name != "..", let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Whether `path` starts at the root, or at a home folder (`~`, which is not expanded here), as
    /// `NSString.isAbsolutePath`: such a path is not joined onto another folder.
    public static func isAbsolute(_ path: String) -> Bool {
        path.hasPrefix("/") || path.hasPrefix("~")
    }

    /// `path` without the slashes it ends in, but "/" stays "/" ("x//" is "x", "//" is "/").
    public static func trimmingTrailingSlashes(_ path: String) -> String {
        String(trimmingTrailingSlashes(Substring(path)))
    }

    private static func trimmingTrailingSlashes(_ path: Substring) -> Substring {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
