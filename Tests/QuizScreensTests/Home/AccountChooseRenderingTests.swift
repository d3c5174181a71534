import Foundation
import GRDB
import QuizCore
import QuizFlows
import QuizStore
import TestSupportText
import Testing
import TiltInput

@testable import QuizScreens

/// Issue 36: the screen that asks a player for a new username after they logged in with the one a fleet gave
/// to someone who registered it first, drawn at 1280x720 and 480x800 over a real store, compared with its
/// goldens. In the serialized rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    @Test(arguments: [(1280, 720), (480, 800)])
    func theNewUsernamePromptAfterALogIn(width: Int, height: Int) throws {
        let rig = try FrameRig(width: width, height: height, assetsDirectory: Self.root + "/assets")
        defer { rig.close() }
        let database = try QuizDatabase()
        let accounts = AccountStore(database: database, iterations: AccountStore.allowedIterations.lowerBound)
        let zed = try accounts.register(username: "zed", password: "Second#5678")
        // The device joined a fleet, which gave "zed" to the player who registered it first.
        let journal = FleetJournal(database: database)
        try journal.join()
        let taken = FleetChange(
            id: UUID(), kind: .usernameTaken, player: try journal.fleetID(of: zed), body: #"{"username":"zed"}"#)
        #expect(try journal.apply([FleetIncoming(logID: 1, change: taken)]) == 1)
        #expect(try journal.needsNewUsername(zed))
        let scene = Self.kioskHome(rig, saves: PlaySaves(database: database))
        let layout = HomeLayout(size: Size(width: Double(width), height: Double(height)), tileCount: scene.modes.count)
        var time = 1.0
        func tap(_ rect: Rect) {
            // A frame first: the scene takes the window's size from it, as in the game.
            rig.drawFrame(scene, at: time)
            scene.handle(.tap(x: rect.midX, y: rect.midY), at: time)
            let end = time + 0.1
            while time < end {
                time += PlaySession.stepSeconds
                scene.update(at: time)
            }
        }
        func tap(item: AccountForm.Item) throws {
            let form = try #require(scene.flow.account?.form)
            tap(try #require(AccountLayout(home: layout).items(of: form).first { $0.0 == item }?.1))
        }
        func fill(_ field: AccountForm.Field, _ text: String) throws {
            try tap(item: .field(field))
            scene.handle(.text(text), at: time)
            let rows = try #require(scene.flow.account?.keyboard.rows)
            let keys = layout.keys(rows)
            for (row, cells) in rows.enumerated() {
                if let index = cells.firstIndex(where: { $0.key == .done }) { tap(keys[row][index]) }
            }
        }
        tap(layout.playerButton)
        #expect(scene.screenName == "home-players")
        let labels = scene.flow.list.labels.map(\.english)
        tap(layout.playerRows(count: labels.count)[try #require(labels.firstIndex(of: "Log in"), "\(labels)")])
        try fill(.login, "zed")
        try fill(.password, "Second#5678")
        try tap(item: .action)
        #expect(scene.screenName == "account-choose")
        #expect(scene.player == nil, "not playing before they chose a username")

        let (problems, _) = rig.layoutProblems(scene, at: time)
        #expect(problems.isEmpty, "\(width)x\(height):\n\(problems.joined(separator: "\n"))")
        let folder = NSTemporaryDirectory() + "tiltquiz-choose-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        rig.drawWholeFrame(scene, at: time)
        try rig.saveScreenshot(to: folder + "/shot.png")
        try compare(
            folder + "/shot.png",
            golden: Self.root + "/Tests/QuizScreensTests/Goldens/account-choose-\(width)x\(height).png")

        // The name chosen: playing as them, the request gone.
        try fill(.newUsername, "zed_two")
        try tap(item: .action)
        #expect(scene.player?.name == "zed_two" && scene.player?.id == zed.id)
        #expect(scene.flow.notice?.english == "Your username is now zed_two")
        #expect(try !journal.needsNewUsername(zed))
    }
}
