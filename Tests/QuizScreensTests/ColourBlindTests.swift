import Foundation
import Testing

@testable import QuizScreens

/// Right and wrong stay apart for colour-blind players: the two colours, seen through protanopia and
/// deuteranopia (Machado, Oliveira and Fernandes 2009, severity 1), still differ by at least 30 in CIELAB
/// (ΔE*ab). Every screen also marks them with a check or a cross, so colour is never the only sign.
@Suite struct ColourBlindTests {
    static let protanopia = [
        [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998],
    ]
    static let deuteranopia = [
        [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881],
    ]

    static func linear(_ channel: UInt8) -> Double {
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The colour as seen through `matrix` (in linear RGB), in CIELAB (D65).
    static func lab(_ color: Color, seenThrough matrix: [[Double]]) -> (Double, Double, Double) {
        let rgb = [linear(color.red), linear(color.green), linear(color.blue)]
        let seen = matrix.map { row in min(1, max(0, zip(row, rgb).map(*).reduce(0, +))) }
        let x = 0.4124 * seen[0] + 0.3576 * seen[1] + 0.1805 * seen[2]
        let y = 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2]
        let z = 0.0193 * seen[0] + 0.1192 * seen[1] + 0.9505 * seen[2]
        func f(_ t: Double) -> Double { t > 0.008856 ? pow(t, 1.0 / 3) : 7.787 * t + 16.0 / 116 }
        let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    static func difference(_ a: Color, _ b: Color, _ matrix: [[Double]]) -> Double {
        let (l1, a1, b1) = lab(a, seenThrough: matrix)
        let (l2, a2, b2) = lab(b, seenThrough: matrix)
        return ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot()
    }

    @Test func rightAndWrongDifferThroughProtanopiaAndDeuteranopia() {
        for (name, matrix) in [("protanopia", Self.protanopia), ("deuteranopia", Self.deuteranopia)] {
            let seen = Self.difference(Theme.right, Theme.wrong, matrix)
            #expect(seen >= 30, "\(name): right and wrong differ by only \(seen)")
        }
    }

    @Test func theSimulationTellsApartWhatItShould() {
        // A pure red and a pure green, the classic pair a deuteranope confuses, differ far less through it.
        let red = Color(hex: 0xE04040)
        let green = Color(hex: 0x40A040)
        let identity = [[1.0, 0, 0], [0, 1.0, 0], [0, 0, 1.0]]
        #expect(Self.difference(red, green, identity) > 60)
        #expect(Self.difference(red, green, Self.deuteranopia) < Self.difference(red, green, identity) / 3)
    }
}
