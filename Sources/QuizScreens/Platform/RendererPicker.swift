import CSDL2
import Foundation
import QuizConfig
import QuizFlows
import QuizText

/// Which renderer a window got, and why: said on stderr at start and on the
/// kiosk's device info page, in the operator's language.
public struct RendererDecision: Sendable, Equatable {
    public var accelerated: Bool
    /// Why (`renderer.why_*`): a config key, a video driver, a device or the GPU's name, with SDL's own words
    /// inside as they are.
    public var reason: ScreenText

    /// "software renderer (the dummy video driver)", the line on stderr at start, in `catalog`'s language.
    public func line(in catalog: Catalog) -> String {
        let key = accelerated ? "cli.renderer_accelerated" : "cli.renderer_software"
        return catalog.text(key, ["reason": reason.string(in: catalog)])
    }

    /// The decision of the window this process opened last (one game, one window).
    nonisolated(unsafe) public static var current: RendererDecision?
}

/// Chooses between SDL's accelerated renderer and its software one
/// (`display.renderer`). A machine without a GPU runs Mesa's software
/// OpenGL (llvmpipe) under the accelerated renderer, which costs several
/// times the CPU and memory of SDL's software renderer: `auto` avoids it.
enum RendererPicker {
    /// Before any renderer exists: software (and why), or try the accelerated one.
    enum Plan: Equatable {
        case software(ScreenText)
        case tryAccelerated
    }

    static func plan(choice: RendererChoice, headless: Bool, videoDriver: String, renderNodes: [String]) -> Plan {
        if headless { return .software(ScreenText("cli.renderer_why_headless")) }
        switch choice {
        case .software: return .software(ScreenText("cli.renderer_why_configured_software"))
        case .accelerated: return .tryAccelerated
        case .auto:
            if ["dummy", "offscreen"].contains(videoDriver) {
                return .software(ScreenText("cli.renderer_why_video_driver", ["driver": .verbatim(videoDriver)]))
            }
            if renderNodes.isEmpty { return .software(ScreenText("cli.renderer_why_no_render_node")) }
            return .tryAccelerated
        }
    }

    /// The GPU render nodes (`renderD128`...) under `folder`.
    static func renderNodes(in folder: String = "/dev/dri") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("renderD") }.sorted()
    }

    /// Mesa's OpenGL drawn by the CPU: no GPU behind it.
    static func isSoftwareGL(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { lower.contains($0) }
    }

    /// Creates the window's renderer as `choice` asks and says which it is.
    static func makeRenderer(
        _ window: OpaquePointer, choice: RendererChoice, headless: Bool
    ) -> (renderer: OpaquePointer?, decision: RendererDecision) {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        var reason: ScreenText
        switch plan(choice: choice, headless: headless, videoDriver: driver, renderNodes: renderNodes()) {
        case .software(let why):
            reason = why
        case .tryAccelerated:
            let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            if let renderer = SDL_CreateRenderer(window, -1, flags) {
                let gl = tq_gl_renderer().map { String(cString: $0) }
                guard choice == .auto, let gl, isSoftwareGL(gl) else {
                    let what =
                        gl.map { ScreenText.verbatim("OpenGL: \($0)") }
                        ?? ScreenText("cli.renderer_why_sdl_renderer", ["name": .verbatim(rendererName(renderer))])
                    let why =
                        choice == .accelerated
                        ? ScreenText("cli.renderer_why_configured_accelerated", ["what": .text(what)]) : what
                    return (renderer, RendererDecision(accelerated: true, reason: why))
                }
                SDL_DestroyRenderer(renderer)
                reason = ScreenText("cli.renderer_why_software_opengl", ["name": .verbatim(gl)])
            } else {
                reason = ScreenText(
                    "cli.renderer_why_no_accelerated", ["reason": .verbatim(String(cString: SDL_GetError()))])
            }
        }
        return (softwareRenderer(window), RendererDecision(accelerated: false, reason: reason))
    }

    /// SDL's software renderer into the window's own surface. SDL 2 would
    /// otherwise back that surface with an OpenGL texture where it can, which
    /// loads the very GL (and LLVM) the software renderer is chosen to avoid;
    /// a video driver with no surface of its own (kmsdrm) still gets the texture.
    private static func softwareRenderer(_ window: OpaquePointer) -> OpaquePointer? {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        if let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) { return renderer }
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "1")
        return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }

    /// SDL's name of the renderer ("opengles2"); "?" where SDL gives none.
    private static func rendererName(_ renderer: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "?" }
        return String(cString: name)
    }
}
