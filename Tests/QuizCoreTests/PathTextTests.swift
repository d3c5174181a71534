import QuizCore
import Testing

/// The folder of a path, as `--data d` and `import q.csv` need it (Foundation's own crashes on those).
@Suite struct PathTextTests {
    @Test(arguments: [
        ("d", ""), ("d/", ""), ("x/y", "x"), ("x/y/", "x"), ("/d", "/"), ("/", "/"), ("./d", "."), ("../a/b", "../a"),
        ("/var/lib/tiltquiz/tiltquiz.sqlite", "/var/lib/tiltquiz"), ("a//b", "a"), ("", ""),
    ])
    func folderOfAPath(path: String, folder: String) {
        #expect(PathText.folder(of: path) == folder)
    }
}
