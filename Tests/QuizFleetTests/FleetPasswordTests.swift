import Foundation
import TestSupport
import Testing

@testable import QuizFleet

/// The password file: only its owner may read it, and the password never shows when the value is printed.
@Suite struct FleetPasswordTests {
    let folder = TemporaryFolder(prefix: "tiltquiz-fleet-")

    func file(_ text: String, mode: mode_t) -> String { folder.write("password", text, mode: mode) }

    @Test func theFirstLineOfAFileOnlyItsOwnerReadsIsThePassword() throws {
        for (text, mode) in [("s3cret\n", 0o600), ("s3cret\r\nsecond line\n", 0o400), ("s3cret", 0o600)] {
            let password = try FleetPassword(file: file(text, mode: mode_t(mode)))
            #expect(password.secret == "s3cret")
            #expect("\(password)" == "the password in \(folder.file("password"))")
            #expect(String(reflecting: password) == "the password in \(folder.file("password"))")
            var dumped = ""
            dump(password, to: &dumped)
            #expect(!dumped.contains("s3cret"), "\(dumped)")
        }
    }

    @Test(arguments: [0o644, 0o640, 0o604, 0o660])
    func aFileOthersMayReadIsRefused(mode: Int) {
        let path = file("s3cret\n", mode: mode_t(mode))
        let shown = String(format: "%04o", mode)
        #expect(
            throws: FleetFailure.passwordFile(file: path, reason: .readableByOthers(mode: shown, file: path))
        ) { try FleetPassword(file: path) }
        #expect(
            FleetFailure.passwordFile(file: path, reason: .readableByOthers(mode: shown, file: path)).description
                == "cannot use the password file \(path): it is mode \(shown), which lets others read it; make it "
                + "0600 (chmod 600 \(path))")
    }

    @Test func aMissingEmptyOrFolderFileIsRefused() {
        let missing = folder.file("nothing")
        #expect(throws: FleetFailure.passwordFile(file: missing, reason: .missing)) { try FleetPassword(file: missing) }
        let empty = file("\nsecond line\n", mode: 0o600)
        #expect(throws: FleetFailure.passwordFile(file: empty, reason: .emptyFirstLine)) {
            try FleetPassword(file: empty)
        }
        #expect(throws: FleetFailure.passwordFile(file: folder.path, reason: .notAFile)) {
            try FleetPassword(file: folder.path)
        }
    }
}
