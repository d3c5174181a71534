import Foundation
import TestSupport

/// The package `scripts/build-deb.sh` makes, built once for all the
/// deployment tests from the debug binary (a release build is too slow for
/// the suite; `make deb` builds release), and unpacked.
struct DebianPackage: Sendable {
    /// The .deb file.
    let path: String
    /// `dpkg-deb -x`: the files as they land on disk.
    let files: String
    /// `dpkg-deb -e`: control, conffiles, md5sums and maintainer scripts.
    let control: String

    /// True when the script's tools are installed (`make test` installs dpkg-dev).
    static var canBuild: Bool { Command.which("dpkg-deb") != nil && Command.which("dpkg-shlibdeps") != nil }

    /// Built on first use; every test sees the same package.
    static let shared: Result<DebianPackage, SummaryError> = Result { () throws(SummaryError) in try build() }

    private static func build() throws(SummaryError) -> DebianPackage {
        let folder = Tool.temporaryFolder()
        let built = try run(
            Tool.root + "/scripts/build-deb.sh",
            ["--binary", Tool.executable, "--output", folder, "--compression", "none"])
        let path = built.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard path.hasPrefix(folder + "/tiltquiz_"), path.hasSuffix(".deb") else {
            throw SummaryError(message: "build-deb.sh printed \(built.stdout), expected the .deb's path")
        }
        let package = DebianPackage(path: path, files: folder + "/root", control: folder + "/DEBIAN")
        _ = try run("/usr/bin/dpkg-deb", ["-x", path, package.files])
        _ = try run("/usr/bin/dpkg-deb", ["-e", path, package.control])
        return package
    }

    /// `dpkg-deb` with `arguments` on this package, e.g. `-c` for the contents.
    func dpkgDeb(_ arguments: [String]) throws(SummaryError) -> String {
        try Self.run("/usr/bin/dpkg-deb", arguments + [path]).stdout
    }

    private static func run(_ executable: String, _ arguments: [String]) throws(SummaryError) -> Tool.Result {
        let result: Tool.Result
        do {
            result = try Command.run(executable, arguments)
        } catch {
            throw SummaryError(message: "\(executable) did not start: \(error)")
        }
        guard result.status == 0 else {
            throw SummaryError(
                message: "\(executable) \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.stderr)"
            )
        }
        return result
    }
}
