import QuizCore
import Testing

/// Paths as text, with the answers Foundation's `NSString` path methods give on Linux (checked against them for
/// every path of up to six characters from "a", "b", ".", "/" and "~"), without the crashes.
@Suite struct PathTextTests {
    /// The folder of a path, as `--data d` and `import q.csv` need it (Foundation's own crashes on those).
    @Test(arguments: [
        ("d", ""), ("d/", ""), ("x/y", "x"), ("x/y/", "x"), ("/d", "/"), ("/", "/"), ("./d", "."), ("../a/b", "../a"),
        ("/var/lib/tiltquiz/tiltquiz.sqlite", "/var/lib/tiltquiz"), ("a//b", "a"), ("", ""), ("~/x", "~"), ("~", ""),
    ])
    func folderOfAPath(path: String, folder: String) {
        #expect(PathText.folder(of: path) == folder)
    }

    /// One slash between parts: none added after a trailing one, none taken away, empty parts add nothing,
    /// `~` and relative parts are text like any other.
    @Test(arguments: [
        ("/var/lib", ["tiltquiz.sqlite"], "/var/lib/tiltquiz.sqlite"), ("/var/lib/", ["x"], "/var/lib/x"),
        ("a//", ["x"], "a//x"), ("a", ["/x"], "a//x"), ("a", ["x/"], "a/x/"), ("", ["x"], "x"), ("a", [""], "a"),
        ("", [""], ""), ("/", ["x"], "/x"), ("", ["/"], "/"), ("a", ["/"], "a//"), (".", ["x"], "./x"),
        ("..", ["../x"], "../../x"), ("~", ["x"], "~/x"), ("a", ["~"], "a/~"), ("a", ["x//y"], "a/x//y"),
        ("~", [".config/tiltquiz"], "~/.config/tiltquiz"), ("/sys", ["class", "input"], "/sys/class/input"),
        ("/sys/", ["bus", "", "iio"], "/sys/bus/iio"),
    ])
    func joiningParts(base: String, parts: [String], path: String) {
        let joined = parts.reduce(base) { PathText.join($0, $1) }
        #expect(joined == path)
        if parts.count == 2 { #expect(PathText.join(base, parts[0], parts[1]) == path) }
    }

    /// The last component, trailing slashes aside.
    @Test(arguments: [
        ("", ""), ("/", "/"), ("//", ""), ("a", "a"), ("a/", "a"), ("a//", "a"), ("/a", "a"), ("x/y/", "y"),
        ("/a/b.c", "b.c"), ("~", "~"), ("~/a", "a"), ("..", ".."), ("a/..", ".."), ("./q.csv", "q.csv"),
        ("///a//", "a"),
    ])
    func nameOfAPath(path: String, name: String) {
        #expect(PathText.name(of: path) == name)
    }

    /// The name without its extension: the text after the last dot that does not start the name.
    @Test(arguments: [
        ("quiz.gift", "quiz"), ("/a/b.c", "b"), ("x/y.tar.gz", "y.tar"), (".hidden", ".hidden"), ("a/.gift", ".gift"),
        ("a.", "a"), ("a..b", "a."), ("..", ".."), ("...", ".."), ("..a", "."), (".", "."), ("file.json/", "file"),
        ("a.b/c", "c"), ("q.CSV", "q"), ("", ""), ("/", "/"), ("a. b", "a"),
    ])
    func stemOfAPath(path: String, stem: String) {
        #expect(PathText.stem(of: path) == stem)
    }

    /// A path from the root, or from `~` (not expanded), is absolute; everything else is relative.
    @Test(arguments: [
        ("/", true), ("/a", true), ("~", true), ("~/a", true), ("~a", true), ("", false), ("a", false),
        ("./a", false), ("../a", false), ("a/~", false),
    ])
    func absolutePaths(path: String, absolute: Bool) {
        #expect(PathText.isAbsolute(path) == absolute)
    }

    /// Trailing slashes go, but the root stays.
    @Test(arguments: [("x//", "x"), ("x", "x"), ("/", "/"), ("//", "/"), ("", ""), ("/a/b/", "/a/b"), ("~/", "~")])
    func trailingSlashes(path: String, trimmed: String) {
        #expect(PathText.trimmingTrailingSlashes(path) == trimmed)
    }
}
