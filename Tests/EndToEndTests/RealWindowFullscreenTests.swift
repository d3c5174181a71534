import Foundation
import ProcessLifecycle
import TestSupport
import TestSupportImages
import Testing

/// A kiosk fullscreen under X11 with no window manager, as one started by
/// `xinit` on a small kiosk PC: the window covers the whole screen, the game
/// lays out for that size, and what it draws is what the screen shows, down
/// to the bottom row (the attract banner, the hints, trivia's buttons).
@Suite(.serialized) struct RealWindowFullscreenTests {
    @Test(arguments: ["1280x800", "800x480"])
    func aKioskCoversAScreenWithNoWindowManager(screen: String) throws {
        let size = screen.split(separator: "x").compactMap { Int($0) }
        let kiosk = KioskRun(gesture: "chord")
        let window = try WindowedGame(screen: screen, folder: kiosk.folder)
        defer { window.stop() }
        let shots = window.shots
        try window.start([
            "play", "--config", kiosk.folder + "/config.yaml", "--data", kiosk.folder + "/data", "--mode", "trivia",
            "--no-sound", "--screenshots", shots,
        ])
        let id = try window.focus()
        let (shot, drawn) = try Self.screenshot(numbered: 1, in: shots)

        let geometry = try window.xdotool(["getwindowgeometry", id])
        #expect(geometry.contains("Position: 0,0"), "\(geometry)")
        #expect(geometry.contains("Geometry: \(screen)"), "\(geometry)")
        #expect([drawn.width, drawn.height] == size, "\(shot) is laid out for the screen, not the config's 1280x720")

        // The screen as X shows it (no window manager to draw anything else) is the game's frame, bottom rows too.
        let root = try RootWindowCapture(display: window.server.display)
        #expect([root.width, root.height] == size)
        let bottom = 80
        let whole = try #require(root.changedShare(against: drawn, rows: 0..<size[1]))
        let bottomRows = try #require(root.changedShare(against: drawn, rows: (size[1] - bottom)..<size[1]))
        #expect(whole < 0.02, "the screen shows the game's frame: \(whole) of its pixels differ")
        #expect(bottomRows < 0.02, "the bottom \(bottom) rows are on the screen: \(bottomRows) differ")

        // The window made smaller (as a screen's mode might change under it): the next screen is laid out for it.
        try window.xdotool(["windowsize", id, "640", "400"])
        try window.xdotool(["key", "Return"])
        let (next, resized) = try Self.screenshot(numbered: 2, in: shots)
        #expect(resized.width == 640 && resized.height == 400, "\(next) follows the window's new size")
    }

    /// Waits (up to 120 s of real time: a hang guard) for the game's screenshot `number` to be written whole; its
    /// path and pixels.
    static func screenshot(numbered number: Int, in folder: String) throws -> (String, PixelImage) {
        let prefix = String(format: "%03d-", number)
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if let name = names.first(where: { $0.hasPrefix(prefix) && $0.hasSuffix(".png") }),
                let image = PixelImage(path: folder + "/" + name)
            {
                return (folder + "/" + name, image)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw SummaryError(message: "timed out waiting for a screenshot in \(folder)")
    }
}

/// The root window of an X display as `xwd -root` dumps it: 32-bit pixels, for
/// comparing what the screen shows with what the game drew.
struct RootWindowCapture {
    let width: Int
    let height: Int
    /// 0xRRGGBB per pixel, row by row.
    let pixels: [UInt32]
    /// The dump, kept to look at.
    let path: String

    init(display: String) throws {
        guard let xwd = VirtualDisplay.which("xwd") else {
            throw SummaryError(message: "xwd is needed (apt-get install x11-apps): run `make test`, which installs it")
        }
        path = Tool.temporaryFolder() + "/root.xwd"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xwd)
        process.arguments = ["-root", "-silent", "-out", path]
        process.environment = ["DISPLAY": display]
        try DyingChild.run(process)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SummaryError(message: "xwd -root on \(display) failed with status \(process.terminationStatus)")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        // The header is big-endian 32-bit words: size, version, format, depth, width, height, x offset, byte
        // order, bitmap unit, bit order, pad, bits per pixel, bytes per line, ..., colours (word 19).
        func word(_ index: Int) -> Int {
            data.count >= index * 4 + 4 ? data[(index * 4)..<(index * 4 + 4)].reduce(0) { $0 << 8 | Int($1) } : 0
        }
        let headerSize = word(0)
        let bitsPerPixel = word(11)
        let bytesPerLine = word(12)
        let colours = word(19)
        let littleEndian = word(7) == 0
        width = word(4)
        height = word(5)
        let start = headerSize + colours * 12
        guard word(1) == 7, word(2) == 2, bitsPerPixel == 32, width > 0, height > 0,
            data.count >= start + bytesPerLine * height
        else {
            throw SummaryError(message: "\(path) is no 32-bit ZPixmap xwd dump")
        }
        var pixels: [UInt32] = []
        let (columns, rows) = (width, height)
        pixels.reserveCapacity(columns * rows)
        data.withUnsafeBytes { bytes in
            for row in 0..<rows {
                for column in 0..<columns {
                    let at = start + row * bytesPerLine + column * 4
                    let b0 = UInt32(bytes[at])
                    let b1 = UInt32(bytes[at + 1])
                    let b2 = UInt32(bytes[at + 2])
                    let b3 = UInt32(bytes[at + 3])
                    pixels.append(littleEndian ? b0 | b1 << 8 | b2 << 16 : b3 | b2 << 8 | b1 << 16)
                }
            }
        }
        self.pixels = pixels
    }

    /// The share of pixels in `rows` whose largest channel differs from `image`'s by more than 40; nil when
    /// the sizes differ.
    func changedShare(against image: PixelImage, rows: Range<Int>) -> Double? {
        guard image.width == width, image.height == height, !rows.isEmpty else { return nil }
        var changed = 0
        for row in rows {
            for column in 0..<width {
                let a = pixels[row * width + column]
                let b = image.pixels[row * width + column]
                if Self.largestChannelDelta(a, b) > 40 { changed += 1 }
            }
        }
        return Double(changed) / Double(rows.count * width)
    }

    private static func largestChannelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift: UInt32 in [0, 8, 16] {
            let x = Int((a >> shift) & 0xFF)
            let y = Int((b >> shift) & 0xFF)
            largest = max(largest, abs(x - y))
        }
        return largest
    }
}
