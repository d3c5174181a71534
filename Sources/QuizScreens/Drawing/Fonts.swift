import CSDL2
import CSDL2TTF
import Foundation
import QuizCore
import QuizText

/// A text size and weight.
public struct TextStyle: Hashable, Sendable {
    public var pixels: Int
    public var bold: Bool

    public init(pixels: Double, bold: Bool = false) {
        self.pixels = max(1, Int(pixels.rounded()))
        self.bold = bold
    }
}

/// One line of text in one style: the key of its measurements and of its texture.
struct StyledText: Hashable {
    var text: String
    var style: TextStyle
}

/// Opens the game's typeface at each size it is asked for, keeping the
/// `openLimit` most recently used open (fitting text tries many sizes, and
/// each open font holds its own glyph cache). Arabic letters are drawn with
/// a face of their own (`Face.arabic`); see `Fonts+Bidi`.
final class Fonts {
    let regularPath: String
    let boldPath: String
    /// The two files, mapped once and shared by every size (nil: opened by path, read through stdio).
    private let regularFile: MappedFontFile?
    private let boldFile: MappedFontFile?
    /// Noto Sans Arabic's two files, when installed (else Arabic is drawn with DejaVu's own Arabic letters).
    private let arabicFiles: (regular: MappedFontFile, bold: MappedFontFile)?
    private var open: [FontKey: (font: OpaquePointer, lastUse: UInt64)] = [:]

    /// Which typeface a font is of: the game's (DejaVu Sans), or the one for Arabic letters.
    enum Face: Hashable {
        case latin
        case arabic
    }

    private struct FontKey: Hashable {
        var style: TextStyle
        var face: Face
    }

    /// Whether lines are laid out for a right-to-left language: it decides the order of a line whose own
    /// letters do not (see `BidiText`). Measurements are forgotten when it changes.
    var rightToLeft = false {
        didSet {
            guard rightToLeft != oldValue else { return }
            widths.removeAll()
            wrapped.removeAll()
            lineSkips.removeAll()
        }
    }

    /// Every size opened at this percentage of the size asked for (`accessibility.text_scale`, 100-200): widths,
    /// line heights and wrapping follow, so screens lay out again. What was opened and measured is forgotten
    /// when it changes.
    var scalePercent = 100 {
        didSet {
            guard scalePercent != oldValue else { return }
            close()
        }
    }

    /// The most pixels a text grows to by the scale: a fourteenth of the window's shorter side (34 px at 480; set by the painter each
    /// frame). A text already larger (a title) stays at its own size, so large text makes the small text
    /// readable without pushing titles and big numbers off the screen. Measurements are forgotten when it changes.
    var grownLimit = Double.infinity {
        didSet {
            guard grownLimit != oldValue, scalePercent != 100 else { return }
            close()
        }
    }

    /// The pixels a style is drawn at: its own, scaled, but grown no larger than `grownLimit`.
    func scaledPixels(_ style: TextStyle) -> Int {
        let scaled = max(1, (style.pixels * scalePercent + 50) / 100)
        guard scalePercent > 100 else { return scaled }
        guard Double(scaled) > grownLimit else { return scaled }
        return max(style.pixels, Int(grownLimit.rounded()))
    }

    /// Whether an Arabic face is installed.
    var hasArabicFace: Bool { arabicFiles != nil }
    private var uses: UInt64 = 0
    /// Each open size costs about 150-200 KB (FreeType's face, HarfBuzz's
    /// tables, SDL_ttf's glyph cache); a screen renders text in a handful,
    /// and measuring is remembered, so sizes are reopened only for new text.
    static let openLimit = 8
    /// Measured widths, wrapped lines and line heights (a few hundred KB at most).
    private var widths = MeasureCache<StyledText, Double>(limit: 4096)
    private var wrapped = MeasureCache<WrapKey, [String]>(limit: 256)
    private var lineSkips = MeasureCache<TextStyle, Double>(limit: 256)
    /// Mixed lines' boxes by style (see `bidiBox`).
    var bidiBoxes = MeasureCache<TextStyle, BidiBox>(limit: 256)
    /// The rows the layout check reads of lines drawn in that box, by line (see `readRows`).
    var readRowsCache = MeasureCache<StyledText, Range<Int32>?>(limit: 1024)

    private struct WrapKey: Hashable {
        var text: String
        var style: TextStyle
        var width: Double
    }

    /// Sizes opened so far (misses), for the memory bench's trace.
    private(set) var opened = 0

    /// How many sizes are open now.
    var openCount: Int { open.count }

    /// Debian's DejaVu Sans (package fonts-dejavu-core), or `directory` if given.
    static func locate(directory: String? = nil) throws(ScreenError) -> (regular: String, bold: String) {
        let folders = [directory, "/usr/share/fonts/truetype/dejavu"].compactMap { $0 }
        for folder in folders {
            let regular = PathText.join(folder, "DejaVuSans.ttf")
            let bold = PathText.join(folder, "DejaVuSans-Bold.ttf")
            if FileManager.default.isReadableFile(atPath: regular), FileManager.default.isReadableFile(atPath: bold) {
                return (regular, bold)
            }
        }
        throw ScreenError("the DejaVu Sans font is missing: install it with `sudo apt-get install fonts-dejavu-core`")
    }

    /// Debian's Noto Sans Arabic (package fonts-noto-core), nil when it is not installed.
    static func locateArabic(directory: String = "/usr/share/fonts/truetype/noto") -> (regular: String, bold: String)? {
        let regular = PathText.join(directory, "NotoSansArabic-Regular.ttf")
        let bold = PathText.join(directory, "NotoSansArabic-Bold.ttf")
        guard FileManager.default.isReadableFile(atPath: regular), FileManager.default.isReadableFile(atPath: bold)
        else { return nil }
        return (regular, bold)
    }

    init(regularPath: String, boldPath: String, arabic: (regular: String, bold: String)? = Fonts.locateArabic()) {
        self.regularPath = regularPath
        self.boldPath = boldPath
        regularFile = MappedFontFile(path: regularPath)
        boldFile = MappedFontFile(path: boldPath)
        if let arabic, let regular = MappedFontFile(path: arabic.regular), let bold = MappedFontFile(path: arabic.bold)
        {
            arabicFiles = (regular, bold)
        } else {
            arabicFiles = nil
        }
    }

    /// The font of `face` at `style` (the game's face when there is no Arabic one).
    func font(_ style: TextStyle, face: Face = .latin) -> OpaquePointer? {
        uses += 1
        let face = arabicFiles == nil ? .latin : face
        let key = FontKey(style: style, face: face)
        if let entry = open[key] {
            open[key] = (entry.font, uses)
            return entry.font
        }
        let pixels = Int32(scaledPixels(style))
        let font: OpaquePointer?
        switch face {
        case .latin:
            let file = style.bold ? boldFile : regularFile
            font = file?.open(pixels: pixels) ?? TTF_OpenFont(style.bold ? boldPath : regularPath, pixels)
        case .arabic:
            font = (style.bold ? arabicFiles?.bold : arabicFiles?.regular)?.open(pixels: pixels)
        }
        guard let font else { return nil }
        opened += 1
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        // HarfBuzz shapes the Arabic face's runs as Arabic, right to left (joined letters, their order reversed).
        if face == .arabic {
            TTF_SetFontScriptName(font, "Arab")
            TTF_SetFontDirection(font, TTF_DIRECTION_RTL)
        }
        if open.count >= Self.openLimit, let oldest = open.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            TTF_CloseFont(oldest.value.font)
            open[oldest.key] = nil
        }
        open[key] = (font, uses)
        return font
    }

    /// Width in pixels of one line of `text`, measured once: layouts measure
    /// the same strings at several sizes every frame, and measuring needs the
    /// size open, so without this the open sizes churn.
    func width(of text: String, _ style: TextStyle) -> Double {
        guard !text.isEmpty else { return 0 }
        return widths.value(for: StyledText(text: text, style: style)) {
            if rightToLeft || BidiText.needsBidi(text) { return bidiLine(text, style).width }
            guard let font = font(style) else { return 0 }
            var width: Int32 = 0
            TTF_SizeUTF8(font, text, &width, nil)
            return Double(width)
        }
    }

    /// The distance from one line to the next: the game's face's, or in a right-to-left language the box its
    /// lines with Arabic letters are drawn in (`bidiBox`), where that is taller. `text`: the lines' text, when
    /// known (an English question on an Arabic screen keeps the game's spacing).
    func lineHeight(_ style: TextStyle, of text: String? = nil) -> Double {
        let skip = lineSkips.value(for: style) {
            guard let font = font(style) else { return Double(style.pixels) }
            return Double(TTF_FontLineSkip(font))
        }
        guard rightToLeft, text.map(BidiText.needsBidi) ?? true else { return skip }
        return max(skip, Double(bidiBox(style).height))
    }

    /// The distance from one line to the next for lines of `texts` alike: `lineHeight(style, of:)` of the first
    /// that needs the bidi box, the game's face's when none does. Reads no text outside a right-to-left language, so
    /// a screen may give it every name it lists each frame.
    func lineHeight(_ style: TextStyle, ofAny texts: some Sequence<String>) -> Double {
        guard rightToLeft, let tall = texts.first(where: BidiText.needsBidi) else { return lineHeight(style, of: "") }
        return lineHeight(style, of: tall)
    }

    /// Splits `text` into lines no wider than `width`, breaking at spaces
    /// (a single word wider than the line is kept whole).
    func wrap(_ text: String, _ style: TextStyle, width: Double) -> [String] {
        wrapped.value(for: WrapKey(text: text, style: style, width: width)) { wrapNow(text, style, width: width) }
    }

    private func wrapNow(_ text: String, _ style: TextStyle, width: Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var wrapped: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || self.width(of: candidate, style) <= width {
                    line = candidate
                } else {
                    wrapped.append(line)
                    line = String(word)
                }
            }
            wrapped.append(line)
            // Each line is ordered on its own: a line that starts with a word of the other direction keeps the
            // paragraph's.
            lines += BidiText.keepingDirection(wrapped, of: paragraph, rightToLeft: rightToLeft)
        }
        return lines
    }

    /// `text` cut to fit `width`, ending in an ellipsis when cut.
    func truncate(_ text: String, _ style: TextStyle, width: Double) -> String {
        guard self.width(of: text, style) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if self.width(of: candidate, style) <= width { return candidate }
        }
        return "…"
    }

    func close() {
        for entry in open.values { TTF_CloseFont(entry.font) }
        open.removeAll()
        widths.removeAll()
        wrapped.removeAll()
        lineSkips.removeAll()
        bidiBoxes.removeAll()
        readRowsCache.removeAll()
    }
}
