import Foundation
import QuizCore
import TestSupportImages
import Testing

@testable import QuizScreens

/// Colour is never the only sign of a state (issue 38). Each pair of states a player must tell apart (right and
/// wrong, a chosen option and one not chosen, the timer running and running out, the medals) is seen through
/// protanopia, deuteranopia and tritanopia, simulated with the matrices of Machado, Oliveira and Fernandes, "A
/// Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009, at severity 1.0
/// (their table, applied to linear RGB). The pair passes when it still differs by a shape or icon, or by a colour
/// difference of at least 10 (CIEDE2000: Sharma, Wu and Dalal, "The CIEDE2000 color-difference formula",
/// Color Research and Application 30(1), 2005).
@Suite struct ColourBlindTests {
    static let protanopia = [
        [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998],
    ]
    static let deuteranopia = [
        [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881],
    ]
    static let tritanopia = [
        [1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900],
    ]
    static let deficiencies = [
        ("protanopia", protanopia), ("deuteranopia", deuteranopia), ("tritanopia", tritanopia),
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

    /// CIEDE2000 between two CIELAB colours (kL = kC = kH = 1).
    static func ciede2000(_ first: (Double, Double, Double), _ second: (Double, Double, Double)) -> Double {
        let (l1, a1, b1) = first
        let (l2, a2, b2) = second
        let degrees = 180 / Double.pi
        let meanC = ((a1 * a1 + b1 * b1).squareRoot() + (a2 * a2 + b2 * b2).squareRoot()) / 2
        let g = 0.5 * (1 - (pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))).squareRoot())
        let (ap1, ap2) = ((1 + g) * a1, (1 + g) * a2)
        let (c1, c2) = ((ap1 * ap1 + b1 * b1).squareRoot(), (ap2 * ap2 + b2 * b2).squareRoot())
        func hue(_ b: Double, _ a: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let h = atan2(b, a) * degrees
            return h < 0 ? h + 360 : h
        }
        let (h1, h2) = (hue(b1, ap1), hue(b2, ap2))
        let deltaL = l2 - l1
        let deltaC = c2 - c1
        var deltaH = 0.0
        if c1 * c2 != 0 {
            deltaH = h2 - h1
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let bigDeltaH = 2 * (c1 * c2).squareRoot() * sin(deltaH / 2 / degrees)
        let meanL = (l1 + l2) / 2
        let meanCp = (c1 + c2) / 2
        var meanH = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanH = (h1 + h2) / 2
            } else {
                meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos((meanH - 30) / degrees) + 0.24 * cos(2 * meanH / degrees)
            + 0.32 * cos((3 * meanH + 6) / degrees) - 0.20 * cos((4 * meanH - 63) / degrees)
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * (pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7))).squareRoot()
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / (20 + pow(meanL - 50, 2)).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(2 * deltaTheta / degrees) * rc
        let (dl, dc, dh) = (deltaL / sl, deltaC / sc, bigDeltaH / sh)
        return (dl * dl + dc * dc + dh * dh + rt * dc * dh).squareRoot()
    }

    /// Two colours' CIEDE2000 difference as seen through `matrix`.
    static func difference(_ a: Color, _ b: Color, _ matrix: [[Double]]) -> Double {
        ciede2000(lab(a, seenThrough: matrix), lab(b, seenThrough: matrix))
    }

    @Test func ciede2000GivesSharmasTestValues() {
        // Pairs 1, 7, 17 and 34 of Sharma, Wu and Dalal's table 1.
        let pairs: [((Double, Double, Double), (Double, Double, Double), Double)] = [
            ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
            ((50, 0, 0), (50, -1, 2), 2.3669),
            ((50, 2.5, 0), (73, 25, -18), 27.1492),
            ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
        ]
        for (first, second, expected) in pairs {
            #expect(abs(Self.ciede2000(first, second) - expected) < 0.0005, "\(first) \(second)")
        }
    }

    @Test func theSimulationTellsApartWhatItShould() {
        // A pure red and a pure green, the classic pair a deuteranope confuses, differ far less through it; a
        // blue and a green, the pair a tritanope confuses, far less through tritanopia.
        let identity = [[1.0, 0, 0], [0, 1.0, 0], [0, 0, 1.0]]
        let (red, green) = (Color(hex: 0xE04040), Color(hex: 0x40A040))
        #expect(Self.difference(red, green, identity) > 40)
        #expect(Self.difference(red, green, Self.deuteranopia) < Self.difference(red, green, identity) / 3)
        let (blue, teal) = (Color(hex: 0x3070E0), Color(hex: 0x30A0A0))
        #expect(Self.difference(blue, teal, Self.tritanopia) < Self.difference(blue, teal, identity) / 2)
    }

    /// Pairs of states told apart by colour alone, without a shape or icon of their own: each must differ by
    /// CIEDE2000 10 or more through every deficiency.
    static let colourOnlyPairs: [(String, Color, Color)] = [
        // Daily Challenge and Which came first's marks: the question being asked (an amber ring) and those ahead
        // (a dim ring), the same ring.
        ("the current mark and one ahead", Theme.accent, Theme.dieDim),
        // The timer bar: amber, then red with 10 s left (its figure counts down beside it too).
        ("the timer running and running out", Theme.accent, Theme.wrong),
        // A pack's chosen option: amber (its radio filled too), the others on the panel colour.
        ("a chosen option and one not chosen", Theme.accent, Theme.surfaceRaised),
        // The profile's comparison: your bars and the other player's (the legend names them, the bars do not).
        ("your bars and the other player's", Theme.accent, ProfileCompareView.otherColor),
    ]

    @Test func statesToldByColourAloneDifferByCIEDE2000TenThroughEveryDeficiency() {
        for (name, first, second) in Self.colourOnlyPairs {
            for (deficiency, matrix) in Self.deficiencies {
                let seen = Self.difference(first, second, matrix)
                #expect(seen >= 10, "\(name) through \(deficiency): CIEDE2000 \(String(format: "%.1f", seen))")
            }
        }
    }

    /// The medals' colours (the ring, the medal's line) close to each other through a deficiency are told
    /// apart by their names ("Gold medal", "Silver"), always drawn with them; these are the pairs that need it.
    @Test func theMedalsNeedTheirNamesOnlyWhereTheirColoursMeet() {
        let medals: [(String, Color)] = [
            ("bronze", TriviaView.medalColor(.bronze)), ("silver", TriviaView.medalColor(.silver)),
            ("gold", TriviaView.medalColor(.gold)),
        ]
        var close: [String] = []
        for (index, first) in medals.enumerated() {
            for second in medals[(index + 1)...] {
                for (deficiency, matrix) in Self.deficiencies
                where Self.difference(first.1, second.1, matrix) < 10 {
                    close.append("\(first.0)/\(second.0) through \(deficiency)")
                }
            }
        }
        // Measured: every medal pair stays 10 apart through every deficiency, so the names are a second sign.
        #expect(close == [], "\(close)")
    }

    /// Right and wrong, drawn as the answer marks draw them (a check on green, a cross on red), seen through
    /// each deficiency: they differ by their marks (the white check and cross cover different pixels) and by
    /// colour.
    @Test func rightAndWrongMarksDifferByShapeAndColourThroughEveryDeficiency() throws {
        let window = try HeadlessWindow(width: 64, height: 64)
        defer { window.close() }
        let folder = NSTemporaryDirectory() + "colour-blind-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var images: [PixelImage] = []
        for right in [true, false] {
            window.painter.begin(size: try window.window.beginFrame())
            window.painter.fill(Rect(x: 0, y: 0, width: 64, height: 64), Theme.surface)
            AnswerMarks.draw(
                window.painter, results: [right], count: 1, current: nil,
                in: Rect(x: 0, y: 0, width: 64, height: 64), heightShare: 0.9, largest: 60)
            let path = folder + "/\(right).png"
            try window.window.saveScreenshot(to: path)
            images.append(try #require(PixelImage(path: path)))
        }
        let (rightImage, wrongImage) = (images[0], images[1])
        for (deficiency, matrix) in Self.deficiencies {
            // The white marks: pixels seen near the mark's white (white stays white through every deficiency).
            let white = Self.lab(Theme.text, seenThrough: matrix)
            func mark(_ image: PixelImage) -> [Bool] {
                image.pixels.map { Self.ciede2000(Self.lab(Self.color($0), seenThrough: matrix), white) < 10 }
            }
            let (first, second) = (mark(rightImage), mark(wrongImage))
            let union = zip(first, second).filter { $0 || $1 }.count
            let apart = zip(first, second).filter { $0 != $1 }.count
            #expect(union > 40, "\(deficiency): the marks are drawn")
            #expect(Double(apart) >= Double(union) * 0.3, "\(deficiency): the check and the cross differ in shape")
            // And the discs: the colour at the disc's edge, inside it, away from the mark.
            // (The disc is 44 px across, its mark 25: 17 px left of the centre is on the disc, clear of the mark.)
            let edge = 32 * 64 + 32 - 17
            let seen = Self.ciede2000(
                Self.lab(Self.color(rightImage.pixels[edge]), seenThrough: matrix),
                Self.lab(Self.color(wrongImage.pixels[edge]), seenThrough: matrix))
            #expect(seen >= 10, "\(deficiency): right and wrong discs differ by \(seen)")
        }
    }

    /// An ARGB8888 pixel as a colour.
    static func color(_ pixel: UInt32) -> Color {
        Color(hex: pixel & 0xFF_FFFF)
    }
}
