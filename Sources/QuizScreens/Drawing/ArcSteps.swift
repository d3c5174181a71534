import CSDL2
import CSDL2Image
import Dispatch
import Synchronization

/// The arcs of a countdown ring that goes down in steps (the live question's, 1/120 of the turn each), rasterised
/// ahead on a thread of their own and kept, so that the frame that shows a step makes its texture from pixels
/// instead of rasterising its SVG (0.4 to 0.8 ms a step, on every other frame of a 4-second question; the texture
/// cache, bounded by bytes, drops a question's steps before the next). The pixels are the very ones `Painter`'s
/// own rasterising gives (the same SVG, tint and conversion), kept as the runs of pixels that are not zero, so a
/// ring's 120 steps take about a megabyte. A step not made yet is rasterised by the frame as before.
final class ArcSteps: Sendable {
    /// One arc's ARGB8888 pixels: `width` x `height`, zero but for `runs` (start index, length) whose values are
    /// `values` one after another.
    struct Pixels: Sendable {
        var width: Int
        var height: Int
        var runs: [(start: Int, count: Int)]
        var values: [UInt32]

        var bytes: Int { values.count * 4 + runs.count * 16 }

        /// The runs of `pixels` (one row after another, `width` a row) that are not zero.
        init(width: Int, height: Int, pixels: UnsafeBufferPointer<UInt32>) {
            self.width = width
            self.height = height
            var runs: [(start: Int, count: Int)] = []
            var values: [UInt32] = []
            var index = 0
            while index < pixels.count {
                guard pixels[index] != 0 else {
                    index += 1
                    continue
                }
                let start = index
                while index < pixels.count, pixels[index] != 0 { index += 1 }
                runs.append((start, index - start))
                values.append(contentsOf: pixels[start..<index])
            }
            self.runs = runs
            self.values = values
        }

        /// Writes the arc into `pixels` (`width` x `height`, zeroed).
        func write(into pixels: UnsafeMutableBufferPointer<UInt32>) {
            var next = 0
            for run in runs {
                for offset in 0..<run.count { pixels[run.start + offset] = values[next + offset] }
                next += run.count
            }
        }
    }

    /// A ring's steps: one size, stroke and colour.
    struct Ring: Hashable, Sendable {
        var diameter: Int
        var thickness: Int
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    private struct State {
        var made: [Ring: [Int: Pixels]] = [:]
        /// The rings asked for, oldest first: past `ringLimit`, the oldest one's steps are dropped.
        var order: [Ring] = []
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "tiltquiz.arc-steps", qos: .utility)
    /// The rings kept at once (a screen's countdown in its two colours, and one more).
    let ringLimit: Int

    init(ringLimit: Int = 3) {
        self.ringLimit = ringLimit
    }

    /// The pixels of `ring`'s arc of `thousandths` of the turn, if made.
    func pixels(_ ring: Ring, thousandths: Int) -> Pixels? {
        state.withLock { $0.made[ring]?[thousandths] }
    }

    /// Starts making `ring`'s arcs of the `thousandths` it gives (in that order) on the queue, unless the ring is
    /// already known; an older ring past `ringLimit` is forgotten.
    func prepare(_ ring: Ring, thousandths steps: () -> [Int]) {
        let isNew = state.withLock { state -> Bool in
            guard state.made[ring] == nil else { return false }
            state.made[ring] = [:]
            state.order.append(ring)
            while state.order.count > ringLimit { state.made[state.order.removeFirst()] = nil }
            return true
        }
        guard isNew else { return }
        let thousandths = steps()
        queue.async { [self] in
            for step in thousandths {
                guard let made = Self.rasterize(ring, thousandths: step) else { continue }
                let kept = state.withLock { state -> Bool in
                    guard state.made[ring] != nil else { return false }
                    state.made[ring]?[step] = made
                    return true
                }
                // Forgotten meanwhile (a newer ring took its place): stop.
                guard kept else { return }
            }
        }
    }

    /// Waits until every ring asked for so far is made (for tests).
    func waitUntilMade() {
        queue.sync {}
    }

    /// The bytes the kept arcs take.
    var bytes: Int {
        state.withLock { $0.made.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.bytes } } }
    }

    /// The arc as `Painter` rasterises it (`Painter.arcSVG`, cropped, tinted, converted to ARGB8888), its pixels.
    static func rasterize(_ ring: Ring, thousandths: Int) -> Pixels? {
        let svg = Painter.arcSVG(
            diameter: ring.diameter, thickness: ring.thickness, fraction: Double(thousandths) / 1000)
        let color = Color(red: ring.red, green: ring.green, blue: ring.blue)
        guard let surface = rasterizedSurface(svg, width: ring.diameter, height: ring.diameter, color) else {
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        guard SDL_LockSurface(surface) == 0 else { return nil }
        defer { SDL_UnlockSurface(surface) }
        let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
        let pitch = Int(surface.pointee.pitch) / 4
        guard pitch == width, let base = surface.pointee.pixels else { return nil }
        let pixels = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt32.self), count: width * height)
        return Pixels(width: width, height: height, pixels: pixels)
    }

    /// An ARGB8888 surface holding `pixels`, for `makeTexture`.
    static func surface(of pixels: Pixels) -> UnsafeMutablePointer<SDL_Surface>? {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(pixels.width), Int32(pixels.height), 32, tq_SDL_PIXELFORMAT_ARGB8888())
        else { return nil }
        guard SDL_LockSurface(surface) == 0, let base = surface.pointee.pixels,
            Int(surface.pointee.pitch) == pixels.width * 4
        else {
            SDL_FreeSurface(surface)
            return nil
        }
        let count = pixels.width * pixels.height
        let target = UnsafeMutableBufferPointer(start: base.assumingMemoryBound(to: UInt32.self), count: count)
        target.update(repeating: 0)
        pixels.write(into: target)
        SDL_UnlockSurface(surface)
        return surface
    }
}

/// `svg` rasterised at `width` x `height`, cropped to it, tinted and converted to ARGB8888 (the format textures are
/// made in, see `makeTexture`), on any thread: only surfaces, no renderer.
func rasterizedSurface(_ svg: String, width: Int, height: Int, _ tint: Color) -> UnsafeMutablePointer<SDL_Surface>? {
    var bytes = Array(svg.utf8)
    return bytes.withUnsafeMutableBytes { buffer -> UnsafeMutablePointer<SDL_Surface>? in
        guard let ops = tq_SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
        let loaded = IMG_LoadSizedSVG_RW(ops, Int32(width), Int32(height))
        SDL_RWclose(ops)
        guard let loaded else { return nil }
        let surface = cropped(loaded, width: width, height: height)
        tintSurface(surface, tint)
        let format = tq_SDL_PIXELFORMAT_ARGB8888()
        guard surface.pointee.format?.pointee.format != format else { return surface }
        defer { SDL_FreeSurface(surface) }
        return SDL_ConvertSurfaceFormat(surface, format, 0)
    }
}
