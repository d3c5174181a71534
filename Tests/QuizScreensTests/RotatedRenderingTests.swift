import Foundation
import TestSupportImages
import Testing
import TiltInput

@testable import QuizScreens

/// The rotated canvas: what an 800x480 panel shows at 90 degrees is the 480x800 portrait game, turned.
/// In the serialized rendering suite: SDL's state is process-wide, and two suites starting and quitting
/// it at once lose each other's windows and events.
extension SceneRenderingTests {
    /// The question screen drawn upright in a portrait window and turned on a landscape panel.
    @Test(arguments: [DisplayRotation.degrees90, .degrees270])
    func thePanelShowsThePortraitGameTurned(rotation: DisplayRotation) throws {
        let folder = NSTemporaryDirectory() + "tiltquiz-rotated-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let upright = try Self.rotatedQuestion(
            width: 480, height: 800, rotation: .degrees0, path: folder + "/upright.png")
        let panel = try Self.rotatedQuestion(width: 800, height: 480, rotation: rotation, path: folder + "/panel.png")
        #expect(panel.width == 800 && panel.height == 480)
        let transform = PanelTransform(rotation: rotation, panelSize: Size(width: 800, height: 480))
        var turnedBack = upright
        for y in 0..<upright.height {
            for x in 0..<upright.width {
                let shown = transform.panelPoint(fromGame: Double(x) + 0.5, Double(y) + 0.5)
                turnedBack.pixels[y * upright.width + x] = panel.pixels[Int(shown.y) * 800 + Int(shown.x)]
            }
        }
        let difference = try #require(turnedBack.difference(from: upright))
        #expect(difference.changedShare < 0.002, "\(difference.changedShare * 100)% of pixels differ")
        #expect(upright.distinctColours > 20)
    }

    static func rotatedQuestion(width: Int, height: Int, rotation: DisplayRotation, path: String) throws -> PixelImage {
        let harness = try SceneRenderingTests.Harness(width: width, height: height, rotation: rotation)
        defer { harness.close() }
        harness.scene.handle(.key("enter", down: true), at: 0)
        try harness.shoot(path, at: 1)
        return try #require(PixelImage(path: path))
    }
}
