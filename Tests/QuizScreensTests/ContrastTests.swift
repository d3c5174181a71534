import Foundation
import QuizConfig
import QuizCore
import Testing
import TiltInput

@testable import QuizScreens

/// The colours' contrast (issue 38), by WCAG 2.1's formula: every text colour the screens name against every
/// ground they draw it on (the background's two ends, the panels, a panel at 60 % over the background), in the
/// standard palette and in `accessibility.contrast: high`.
@Suite struct ContrastTests {
    /// What texts lie on: the background's top and bottom, both panel colours, and the translucent rows and
    /// cards (`surface` at 60 %) over either end of the background.
    static let grounds: [(String, Color)] = [
        ("background top", Theme.backgroundTop), ("background bottom", Theme.backgroundBottom),
        ("surface", Theme.surface), ("raised surface", Theme.surfaceRaised),
        ("surface at 60 % over the top", Theme.surface.opacity(0.6).blended(over: Theme.backgroundTop)),
        ("surface at 60 % over the bottom", Theme.surface.opacity(0.6).blended(over: Theme.backgroundBottom)),
    ]

    /// Each foreground against each ground, under `palette`, under `minimum`: one line each.
    static func shortfalls(
        _ names: [(String, Color)], palette: Palette, as use: Palette.Use = .text, minimum: Double
    ) -> [String] {
        names.flatMap { name, color in
            grounds.compactMap { ground, under in
                let ratio = palette.map(color, as: use).contrast(with: under)
                return ratio >= minimum ? nil : "\(name) on \(ground): \(String(format: "%.2f", ratio)):1"
            }
        }
    }

    @Test func theFormulaGivesWCAGsOwnFigures() {
        #expect(abs(Color(hex: 0x000000).contrast(with: Color(hex: 0xFFFFFF)) - 21) < 0.001)
        #expect(Color(hex: 0x777777).contrast(with: Color(hex: 0x777777)) == 1)
        // #767676 on white is the classic 4.54:1.
        #expect(abs(Color(hex: 0x767676).contrast(with: Color(hex: 0xFFFFFF)) - 4.54) < 0.01)
    }

    /// Body text (AA): 4.5:1. The coloured words (titles, scores, right and wrong) are bold or large: 3:1 (AA's
    /// large text), as the dark text on the yellow buttons is body text.
    @Test func theStandardPaletteMeetsAA() {
        let body = Self.shortfalls(
            [("text", Theme.text), ("dim text", Theme.textDim)], palette: .standard, minimum: 4.5)
        #expect(body == [])
        let coloured = Self.shortfalls(
            [("accent", Theme.accent), ("right", Theme.right), ("wrong", Theme.wrong)], palette: .standard, minimum: 3)
        #expect(coloured == [])
        #expect(Theme.accentText.contrast(with: Theme.accent) >= 4.5)
    }

    /// High contrast: every text colour at 7:1 (AAA) on every ground, the inactive marks at 3:1 (non-text
    /// contrast).
    @Test func highContrastMeetsAAA() {
        let texts: [(String, Color)] = [
            ("text", Theme.text), ("dim text", Theme.textDim), ("accent", Theme.accent), ("right", Theme.right),
            ("wrong", Theme.wrong), ("die", Theme.die),
        ]
        #expect(Self.shortfalls(texts, palette: .highContrast, minimum: 7) == [])
        #expect(
            Self.shortfalls([("inactive mark", Theme.dieDim)], palette: .highContrast, as: .shape, minimum: 3) == [])
        #expect(Theme.accentText.contrast(with: Palette.highContrast.map(Theme.accent, as: .shape)) >= 7)
        // Right's and wrong's shapes: a white mark on them, and they on every ground, at 3:1.
        let white = Palette.highContrast.map(Theme.text, as: .text)
        for (name, disc) in [("right", Theme.right), ("wrong", Theme.wrong)] {
            let fill = Palette.highContrast.map(disc, as: .shape)
            #expect(white.contrast(with: fill) >= 3, "a mark on \(name)'s shape")
            #expect(Self.shortfalls([(name + "'s shape", fill)], palette: .standard, minimum: 3) == [])
        }
        // And every one of them is changed: high contrast is more than the standard colours.
        for (name, color) in texts + [("inactive mark", Theme.dieDim)] {
            #expect(Palette.highContrast.map(color, as: .text) != color, "\(name)")
        }
    }

    @Test func thePaletteKeepsAlphaAndLeavesOtherColoursAlone() {
        #expect(
            Palette.highContrast.map(Theme.textDim.opacity(0.5), as: .text).alpha == Theme.textDim.opacity(0.5).alpha)
        #expect(Palette.highContrast.map(Theme.surface, as: .shape) == Theme.surface)
        #expect(
            Palette.highContrast.map(Theme.backgroundBottom.opacity(0.7), as: .shape)
                == Theme.backgroundBottom.opacity(0.7))
        for color in [Theme.text, Theme.accent, Theme.wrong.opacity(0.3)] {
            #expect(Palette.standard.map(color, as: .text) == color && Palette.standard.map(color, as: .shape) == color)
        }
    }
}

extension SceneRenderingTests {
    /// The tilt question and its reveal drawn in high contrast: the painter's palette, no screen of its own.
    @Test func theTiltQuestionInHighContrast() throws {
        let rig = try FrameRig(width: 1280, height: 720, assetsDirectory: Self.root + "/assets")
        defer { rig.close() }
        rig.palette = .highContrast
        let feed = TiltFeed(source: SimulatedTilt())
        let scene = TrueFalseScene(
            game: TrueFalseGame(pool: MoonQuestion.pool, rules: .init(roundLength: 1), seed: 1), tilt: feed,
            sounds: rig.sounds)
        scene.handle(.key("enter", down: true), at: 0)
        rig.drawFrame(scene, at: 2)
        let folder = NSTemporaryDirectory() + "tiltquiz-contrast-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        rig.drawWholeFrame(scene, at: 2)
        try rig.saveScreenshot(to: folder + "/shot.png")
        try compare(
            folder + "/shot.png", golden: Self.root + "/Tests/QuizScreensTests/Goldens/high-contrast-1280x720.png")
    }
}
