import Foundation
import QuizConfig
import Testing
import TiltInput

@testable import QuizScreens

/// The display rotation's one mapping between the game's picture and the panel, and the other platform rules.
@Suite struct PanelTransformTests {
    static let panel = Size(width: 800, height: 480)

    @Test func quarterTurnsMakeAPortraitGameOnALandscapePanel() {
        for rotation in DisplayRotation.allCases {
            let size = PanelTransform(rotation: rotation, panelSize: Self.panel).gameSize
            let portrait = rotation == .degrees90 || rotation == .degrees270
            #expect(size == (portrait ? Size(width: 480, height: 800) : Self.panel), "\(rotation)")
        }
    }

    /// Where the game's top left corner shows: turned clockwise, it travels round the panel's corners.
    @Test(arguments: [
        (DisplayRotation.degrees0, 0.0, 0.0), (.degrees90, 800, 0), (.degrees180, 800, 480), (.degrees270, 0, 480),
    ])
    func theGamesTopLeftCornerShowsAtTheTurnedCorner(rotation: DisplayRotation, x: Double, y: Double) {
        let transform = PanelTransform(rotation: rotation, panelSize: Self.panel)
        let corner = transform.panelPoint(fromGame: 0, 0)
        #expect(corner.x == x && corner.y == y)
        // A touch there is the game's corner again.
        let back = transform.gamePoint(fromPanel: x, y)
        #expect(back.x == 0 && back.y == 0)
    }

    @Test func aTouchOnTheRotatedTrueButtonLandsOnIt() {
        // 90 degrees: the game's left edge (where TRUE sits) is along the panel's top.
        let transform = PanelTransform(rotation: .degrees90, panelSize: Self.panel)
        let touch = transform.gamePoint(fromPanel: 264, 80)
        #expect(touch.x == 80 && touch.y == 536)
    }

    @Test func everyPointComesBackWhereItWas() {
        var random = SystemRandomNumberGenerator()
        for rotation in DisplayRotation.allCases {
            let transform = PanelTransform(rotation: rotation, panelSize: Self.panel)
            let game = transform.gameSize
            for _ in 0..<50 {
                let x = Double.random(in: 0...game.width, using: &random)
                let y = Double.random(in: 0...game.height, using: &random)
                let panel = transform.panelPoint(fromGame: x, y)
                #expect(panel.x >= 0 && panel.x <= 800 && panel.y >= 0 && panel.y <= 480)
                let back = transform.gamePoint(fromPanel: panel.x, panel.y)
                #expect(abs(back.x - x) < 1e-9 && abs(back.y - y) < 1e-9)
            }
        }
    }

    /// A swipe turns the way its start and end points turn.
    @Test func swipesTurnLikeThePointsTheyJoin() {
        let moves: [SwipeDirection: (Double, Double)] = [
            .right: (100, 0), .left: (-100, 0), .down: (0, 100), .up: (0, -100),
        ]
        for rotation in DisplayRotation.allCases {
            let transform = PanelTransform(rotation: rotation, panelSize: Self.panel)
            for (direction, move) in moves {
                let start = transform.gamePoint(fromPanel: 400, 240)
                let end = transform.gamePoint(fromPanel: 400 + move.0, 240 + move.1)
                let (dx, dy) = (end.x - start.x, end.y - start.y)
                let expected: SwipeDirection = abs(dx) > abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
                #expect(transform.gameDirection(fromPanel: direction) == expected, "\(rotation) \(direction)")
            }
        }
    }

    @Test func theCursorHidesInFullscreenAndShowsForThreeSecondsAfterTheMouseMoves() {
        var cursor = CursorAutoHide(fullscreen: true)
        #expect(!cursor.isVisible(at: 0))
        cursor.mouseMoved(at: 10)
        #expect(cursor.isVisible(at: 10) && cursor.isVisible(at: 12.9))
        #expect(!cursor.isVisible(at: 13))
        cursor.mouseMoved(at: 12)
        #expect(cursor.isVisible(at: 14.5), "moving again keeps it")
        #expect(CursorAutoHide(fullscreen: false).isVisible(at: 0), "a window keeps its cursor")
    }

    @Test(arguments: [
        (VideoDriver.kmsdrm, [String: String](), ["kmsdrm"]),
        (.kmsdrm, ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"], ["kmsdrm", "wayland", "x11"]),
        (.auto, ["WAYLAND_DISPLAY": "wayland-0"], ["wayland", "kmsdrm"]),
        (.auto, ["SDL_VIDEODRIVER": "x11", "DISPLAY": ":0"], ["x11", "kmsdrm"]),
        (.wayland, ["DISPLAY": ":0"], ["wayland", "x11", "kmsdrm"]),
        (.dummy, ["DISPLAY": ":0"], ["dummy"]),
        (.offscreen, [:], ["offscreen"]),
    ])
    func theConfiguredDriverComesFirstThenTheOthers(
        driver: VideoDriver, environment: [String: String], expected: [String]
    ) {
        #expect(VideoDriverOrder.drivers(for: driver, environment: environment) == expected)
    }
}
