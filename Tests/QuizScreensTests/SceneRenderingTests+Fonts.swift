import CSDL2TTF
import Foundation
import Testing

@testable import QuizScreens

/// The fonts open from their files mapped in memory: the same text measures the same, and an open size
/// holds no file of its own. (In the scene-rendering suite, which runs one SDL test at a time.)
extension SceneRenderingTests {
    /// This process's descriptors open on `paths` (other tests, running alongside, may hold one for a moment).
    static func descriptors(on paths: [String]) -> Int {
        let folder = "/proc/self/fd"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.filter { entry in
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + entry)
            return target.map(paths.contains) ?? false
        }.count
    }

    @Test func fontsOpenFromTheMappedFilesAndMeasureAsOpenedByPath() throws {
        let system = try HeadlessWindow.openSDL()
        defer { system.close() }
        let paths = try Fonts.locate()
        let fonts = Fonts(regularPath: paths.regular, boldPath: paths.bold)
        defer { fonts.close() }
        let text = "Venus takes longer to spin once on its axis"
        var widths: [Double] = []
        for pixels in [14.0, 23, 37] {
            for bold in [false, true] {
                widths.append(fonts.width(of: text, TextStyle(pixels: pixels, bold: bold)))
            }
        }
        #expect(fonts.openCount == 6)
        // Opened through stdio, each size held its file open: six descriptors here. (One may be another test's
        // font file, mapped at this moment: it is closed once mapped.)
        #expect(Self.descriptors(on: [paths.regular, paths.bold]) <= 1, "the open sizes hold no descriptor")
        // The same sizes opened by path (through stdio) measure the same.
        var index = 0
        for pixels: Int32 in [14, 23, 37] {
            for path in [paths.regular, paths.bold] {
                let font = try #require(TTF_OpenFont(path, pixels))
                defer { TTF_CloseFont(font) }
                TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
                var width: Int32 = 0
                TTF_SizeUTF8(font, text, &width, nil)
                #expect(Double(width) == widths[index], "\(path) at \(pixels) px")
                index += 1
            }
        }
    }

    @Test func aFontFileThatCannotBeMappedIsOpenedByPathOrNotAtAll() throws {
        let system = try HeadlessWindow.openSDL()
        defer { system.close() }
        #expect(MappedFontFile(path: "/nonexistent/DejaVuSans.ttf") == nil)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).ttf")
        try Data().write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(MappedFontFile(path: empty.path) == nil, "an empty file maps to nothing")
        // Without a usable file the font is missing and text measures nothing, rather than failing.
        let fonts = Fonts(regularPath: empty.path, boldPath: empty.path)
        defer { fonts.close() }
        #expect(fonts.font(TextStyle(pixels: 20)) == nil)
        #expect(fonts.width(of: "Venus", TextStyle(pixels: 20)) == 0)
    }
}
