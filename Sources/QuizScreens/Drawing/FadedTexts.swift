import CSDL2

/// Text fading in or out over the bare background or an opaque panel, on SDL's
/// software renderer only. SDL 2.26 has no fast blitter for a texture with alpha of its own and
/// an alpha modulation: its generic one divides for every pixel, transparent
/// ones too (0.55 ms for an 1100 x 74 line of a question fading in, against
/// 0.08 ms unmodulated, this machine). Where only the background's bands (or a
/// panel's one colour) lie under the text, the pixels that blit would give are worked out here with
/// its arithmetic, to the bit (one table of 256 a band, looked up by each
/// pixel's coverage), and copied opaque. Other renderers modulate for free.
final class FadedTexts {
    /// A text's coverage, one byte a pixel, in its one colour (how SDL_ttf's blended text is made).
    struct Coverage {
        let width: Int
        let height: Int
        let alpha: [UInt8]
        let red: UInt8
        let green: UInt8
        let blue: UInt8
    }

    private struct Entry {
        var coverage: Coverage
        var lastUse: UInt64
        /// The frame it was last drawn faded in.
        var frame: UInt64
    }

    /// The coverage of the texts fading now (a question's two lines at 1280 x 720 are about 160 KB); a text's
    /// is dropped once it is drawn opaque, and all of it after `idleFrames` frames without a fade.
    static let limit = 64
    static let byteLimit = 1 << 20
    static let idleFrames = 120
    /// The widest text worked out here, in pixels; wider ones are blitted.
    static let widest = 4096
    /// The rows worked out at a time: the scratch texture is this high (70 KB for a line 1100 wide).
    static let stripRows = 16

    private let renderer: OpaquePointer
    private var entries: [Tinted<StyledText>: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var bytes = 0
    /// Coverage bytes freed by eviction since the owner last asked.
    private var freed = 0
    /// Where the pixels are worked out, `stripRows` at a time, reused by every faded text: 4 bytes a pixel.
    private var scratch: (texture: OpaquePointer, width: Int, format: UInt32)?
    /// Frames begun since a text was last drawn faded.
    private var idle = 0
    private var frame: UInt64 = 0
    /// Texts drawn the quick way so far, for the tests.
    private(set) var drawn = 0
    /// Texts with a coverage kept that were drawn opaque in this frame.
    private var drawnOpaque: Set<Tinted<StyledText>> = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    var count: Int { entries.count }
    var scratchBytes: Int { scratch.map { $0.width * Self.stripRows * 4 } ?? 0 }

    /// Called as each frame begins: drops the coverage of texts the last frame drew opaque and not faded (their
    /// fade is over), and after `idleFrames` without a fade lets go of all of it and of the scratch.
    func beginFrame() {
        frame += 1
        for key in drawnOpaque {
            guard let entry = entries[key], entry.frame + 1 < frame else { continue }
            entries[key] = nil
            bytes -= entry.coverage.alpha.count
            freed += entry.coverage.alpha.count
        }
        drawnOpaque.removeAll(keepingCapacity: true)
        idle += 1
        if idle == Self.idleFrames { removeAll() }
    }

    /// Notes that `key` is drawn opaque in this frame.
    func noteOpaque(_ key: Tinted<StyledText>) {
        if entries[key] != nil { drawnOpaque.insert(key) }
    }

    /// Whether `renderer` now draws into 32-bit RGB pixels (its window's or a target texture's), whose blend
    /// `fill` copies: a 16-bit window would blend at its own precision.
    static func suits(_ renderer: OpaquePointer) -> Bool {
        TargetFormat.current(renderer) != nil
    }

    /// Keeps the coverage of `surface` (blended text in `key`'s colour) for when `key` is drawn faded.
    func keep(_ key: Tinted<StyledText>, from surface: UnsafeMutablePointer<SDL_Surface>) {
        guard entries[key] == nil, let coverage = Self.coverage(of: surface) else { return }
        store(key, coverage)
    }

    /// Draws the text `key` with its top left at (`x`, `y`) at `alpha` (1...254) over the background
    /// `bands`: the pixels SDL's modulated blend gives there, copied opaque, except in `blendedRows`
    /// (window rows where something else lies under it: a line above reaching into this one), which `blit`
    /// draws as usual, clipped to them. `render` makes the text's surface when its coverage is not kept.
    /// False when it cannot (then blit it all).
    func draw(
        _ key: Tinted<StyledText>, x: Int32, y: Int32, alpha: UInt8, bands: [GradientBands.Band], frameWidth: Int,
        blendedRows: [Range<Int>], render: () -> UnsafeMutablePointer<SDL_Surface>?, blit: () -> Void
    ) -> Bool {
        idle = 0
        guard let coverage = coverage(for: key, render: render), coverage.width <= Self.widest else { return false }
        let rows = Int(y)..<Int(y) + coverage.height
        let worked = Self.rows(rows, without: blendedRows)
        guard !worked.isEmpty, let texture = scratchTexture(width: coverage.width) else { return false }
        drawn += 1
        // What shows: the text within the window's rows the bands cover, and within the clip.
        let clip = currentClip()
        let bottom = bands.last.map { $0.top + $0.rows } ?? 0
        for part in worked.flatMap({ Self.strips(of: $0) }) {
            var shown = SDL_Rect(
                x: x, y: Int32(part.lowerBound), w: Int32(coverage.width), h: Int32(part.count))
            var window = SDL_Rect(x: 0, y: 0, w: Int32(frameWidth), h: Int32(bottom))
            var visible = SDL_Rect()
            guard SDL_IntersectRect(&shown, &window, &visible) == SDL_TRUE else { continue }
            if var clip {
                shown = visible
                guard SDL_IntersectRect(&shown, &clip, &visible) == SDL_TRUE else { continue }
            }
            var area = SDL_Rect(x: 0, y: 0, w: visible.w, h: visible.h)
            var pixels: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            guard SDL_LockTexture(texture, &area, &pixels, &pitch) == 0, let pixels else { return false }
            Self.work(
                coverage, into: pixels, pitch: Int(pitch), visible: visible, origin: (Int(x), Int(y)),
                alpha: alpha, bands: bands)
            SDL_UnlockTexture(texture)
            SDL_RenderCopy(renderer, texture, &area, &visible)
        }
        var clipped = false
        for part in blendedRows {
            let top = max(part.lowerBound, rows.lowerBound)
            let end = min(part.upperBound, rows.upperBound)
            guard top < end else { continue }
            var strip = SDL_Rect(x: x, y: Int32(top), w: Int32(coverage.width), h: Int32(end - top))
            var within = strip
            if var clip { guard SDL_IntersectRect(&strip, &clip, &within) == SDL_TRUE else { continue } }
            SDL_RenderSetClipRect(renderer, &within)
            blit()
            clipped = true
        }
        if clipped {
            if var clip { SDL_RenderSetClipRect(renderer, &clip) } else { SDL_RenderSetClipRect(renderer, nil) }
        }
        return true
    }

    /// `rows` less every range of `removed` (sorted, not overlapping), in order.
    static func rows(_ rows: Range<Int>, without removed: [Range<Int>]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var from = rows.lowerBound
        for cut in removed where cut.upperBound > from && cut.lowerBound < rows.upperBound {
            if cut.lowerBound > from { parts.append(from..<cut.lowerBound) }
            from = max(from, cut.upperBound)
        }
        if from < rows.upperBound { parts.append(from..<rows.upperBound) }
        return parts
    }

    /// `rows` cut into runs of at most `stripRows`.
    static func strips(of rows: Range<Int>) -> [Range<Int>] {
        stride(from: rows.lowerBound, to: rows.upperBound, by: stripRows).map {
            $0..<min($0 + stripRows, rows.upperBound)
        }
    }

    private func currentClip() -> SDL_Rect? {
        guard SDL_RenderIsClipEnabled(renderer) == SDL_TRUE else { return nil }
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &clip)
        return clip
    }

    /// Writes the opaque pixels of `visible` (window coordinates; the text's top left at `origin`).
    private static func work(
        _ coverage: Coverage, into pixels: UnsafeMutableRawPointer, pitch: Int, visible: SDL_Rect,
        origin: (x: Int, y: Int), alpha: UInt8, bands: [GradientBands.Band]
    ) {
        var table = [UInt32](repeating: 0, count: 256)
        var band = 0
        var tableBand = -1
        let width = Int(visible.w)
        coverage.alpha.withUnsafeBufferPointer { source in
            table.withUnsafeMutableBufferPointer { table in
                for row in 0..<Int(visible.h) {
                    let y = Int(visible.y) + row
                    while band < bands.count - 1 && bands[band].top + bands[band].rows <= y { band += 1 }
                    if band != tableBand {
                        fill(table, coverage, alpha: alpha, over: bands[band].color)
                        tableBand = band
                    }
                    let from = source.baseAddress! + (y - origin.y) * coverage.width + (Int(visible.x) - origin.x)
                    let to = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
                    for column in 0..<width { to[column] = table[Int(from[column])] }
                }
            }
        }
    }

    /// For each coverage 0...255, the opaque pixel (ARGB8888) SDL 2.26's generic blit
    /// (`SDL_Blit_ARGB8888_*_Modulate_Blend`) gives for the text's colour at `alpha` over `background`:
    /// the alpha modulated, the colour multiplied by it, the background by its complement, each product
    /// divided by 255 and truncated.
    static func fill(
        _ table: UnsafeMutableBufferPointer<UInt32>, _ coverage: Coverage, alpha: UInt8, over background: Color
    ) {
        let modulation = UInt32(alpha)
        func channel(_ top: UInt8, _ under: UInt8, _ a: UInt32) -> UInt32 {
            let source = a < 255 ? UInt32(top) * a / 255 : UInt32(top)
            return source + (255 - a) * UInt32(under) / 255
        }
        for value in 0..<256 {
            let a = UInt32(value) * modulation / 255
            table[value] =
                0xFF00_0000 | channel(coverage.red, background.red, a) << 16
                | channel(coverage.green, background.green, a) << 8 | channel(coverage.blue, background.blue, a)
        }
    }

    /// The coverage of a blended text surface (ARGB8888, one colour throughout); nil for any other.
    static func coverage(of surface: UnsafeMutablePointer<SDL_Surface>) -> Coverage? {
        guard let format = surface.pointee.format?.pointee, format.BytesPerPixel == 4, format.Amask == 0xFF00_0000,
            format.Rmask == 0x00FF_0000, format.Gmask == 0x0000_FF00, format.Bmask == 0x0000_00FF
        else { return nil }
        guard SDL_LockSurface(surface) == 0 else { return nil }
        defer { SDL_UnlockSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        guard width > 0, height > 0, let base = surface.pointee.pixels else { return nil }
        let pitch = Int(surface.pointee.pitch)
        let color = base.assumingMemoryBound(to: UInt32.self)[0] & 0x00FF_FFFF
        var uniform = true
        let alpha = [UInt8](unsafeUninitializedCapacity: width * height) { buffer, count in
            for row in 0..<height {
                let line = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width {
                    let pixel = line[column]
                    if pixel & 0x00FF_FFFF != color { uniform = false }
                    buffer[row * width + column] = UInt8(pixel >> 24)
                }
            }
            count = width * height
        }
        guard uniform else { return nil }
        return Coverage(
            width: width, height: height, alpha: alpha, red: UInt8(color >> 16 & 0xFF),
            green: UInt8(color >> 8 & 0xFF), blue: UInt8(color & 0xFF))
    }

    private func coverage(
        for key: Tinted<StyledText>, render: () -> UnsafeMutablePointer<SDL_Surface>?
    ) -> Coverage? {
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entry.frame = frame
            entries[key] = entry
            return entry.coverage
        }
        guard let surface = render() else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let coverage = Self.coverage(of: surface) else { return nil }
        store(key, coverage)
        return coverage
    }

    private func store(_ key: Tinted<StyledText>, _ coverage: Coverage) {
        clock += 1
        let size = coverage.alpha.count
        if entries.count >= Self.limit || bytes + size > Self.byteLimit {
            // The least recently used first, until one more fits and the bytes are within three quarters.
            for (old, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
                guard entries.count >= Self.limit || bytes + size > Self.byteLimit * 3 / 4 else { break }
                bytes -= entry.coverage.alpha.count
                freed += entry.coverage.alpha.count
                entries[old] = nil
            }
        }
        entries[key] = Entry(coverage: coverage, lastUse: clock, frame: frame)
        bytes += size
    }

    /// A streaming texture at least `width` wide and `stripRows` high, grown (never shrunk) as needed, made as
    /// `TargetFormat` says a texture copied opaque should be.
    private func scratchTexture(width: Int) -> OpaquePointer? {
        let format = TargetFormat.opaqueCopyFormat(renderer)
        if let scratch, scratch.width >= width, scratch.format == format { return scratch.texture }
        let grown = TargetFormat.opaqueCopyWidth(max(width, scratch?.width ?? 0))
        if let scratch { SDL_DestroyTexture(scratch.texture) }
        scratch = nil
        let access = Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)
        guard let texture = SDL_CreateTexture(renderer, format, access, Int32(grown), Int32(Self.stripRows)) else {
            return nil
        }
        // Opaque: copied, not blended.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        scratch = (texture, grown, format)
        return texture
    }

    /// The coverage bytes evicted since the last call, and starts counting again.
    func takeFreedBytes() -> Int {
        defer { freed = 0 }
        return freed
    }

    func removeAll() {
        freed += bytes
        entries.removeAll()
        bytes = 0
        if let scratch { SDL_DestroyTexture(scratch.texture) }
        scratch = nil
    }
}
