import CSDL2
import CSDL2TTF
import Foundation

/// A font file mapped into memory, read-only, for as long as any size of it is open.
///
/// `TTF_OpenFont(path)` reads the file through a stdio stream: every glyph FreeType loads and every
/// table HarfBuzz asks for is an `lseek` and a `read` (a kiosk's attract cycle made about 1,000 such
/// calls a second, in bursts when new text appeared). Opened from the mapping, the same reads are
/// memory copies; the pages are the page cache's own, and only those touched count as the game's.
/// Package upgrades replace a font by renaming a new file over it, which leaves this mapping whole.
final class MappedFontFile {
    private let base: UnsafeMutableRawPointer
    private let size: Int

    /// Maps `path`; nil when it cannot be opened or mapped (the caller opens it by path then).
    init?(path: String) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { Glibc.close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0, status.st_size <= Int(Int32.max) else { return nil }
        let size = Int(status.st_size)
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else {
            return nil
        }
        // FreeType reads a glyph's few hundred bytes at a time, here and there: without this the kernel maps
        // the pages around every page read too (0.6 MB of the two files resident in attract mode, 0.36 MB with it).
        madvise(base, size, MADV_RANDOM)
        self.base = base
        self.size = size
    }

    /// The font at `pixels`, read from the mapping (which must outlive the font: `Fonts` holds both).
    func open(pixels: Int32) -> OpaquePointer? {
        guard let stream = tq_SDL_RWFromConstMem(base, Int32(size)) else { return nil }
        // 1: SDL_ttf closes the stream with the font (and on failure).
        return TTF_OpenFontRW(stream, 1, pixels)
    }

    deinit {
        munmap(base, size)
    }
}
