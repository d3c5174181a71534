import Foundation
import TestSupport
import Testing

@testable import QuizStore

/// One game per data folder.
@Suite struct GameLockTests {
    @Test func aSecondGameIsToldWhoHoldsTheFolder() throws {
        let folder = TemporaryFolder()
        let first = try GameLock(directory: folder.path)
        #expect(first != nil)
        do {
            _ = try GameLock(directory: folder.path)
            Issue.record("a second lock was taken")
        } catch {
            #expect(error.description.contains("another TiltQuiz game (process \(getpid()))"))
            #expect(error.description.contains(folder.path))
        }
        _ = first
    }

    @Test func theLockGoesWithItsHolder() throws {
        let folder = TemporaryFolder()
        do { _ = try GameLock(directory: folder.path) }
        #expect(try GameLock(directory: folder.path) != nil)
    }
}
