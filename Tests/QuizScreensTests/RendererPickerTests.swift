import Foundation
import QuizConfig
import QuizFlows
import QuizText
import TestSupport
import TestSupportText
import Testing

@testable import QuizScreens

/// How the renderer is chosen, before any window exists.
@Suite struct RendererPickerTests {
    @Test func autoDrawsInSoftwareWithoutAGPUAndTriesTheGPUWhenThereIsOne() {
        let none = RendererPicker.plan(choice: .auto, headless: false, videoDriver: "x11", renderNodes: [])
        #expect(none == .software(ScreenText("cli.renderer_why_no_render_node")))
        let gpu = RendererPicker.plan(
            choice: .auto, headless: false, videoDriver: "kmsdrm", renderNodes: ["renderD128"])
        #expect(gpu == .tryAccelerated)
        let dummy = RendererPicker.plan(
            choice: .auto, headless: false, videoDriver: "dummy", renderNodes: ["renderD128"])
        #expect(dummy == .software(ScreenText("cli.renderer_why_video_driver", ["driver": .verbatim("dummy")])))
    }

    @Test func theConfigWinsExceptHeadless() {
        #expect(
            RendererPicker.plan(choice: .software, headless: false, videoDriver: "x11", renderNodes: ["renderD128"])
                == .software(ScreenText("cli.renderer_why_configured_software")))
        #expect(
            RendererPicker.plan(choice: .accelerated, headless: false, videoDriver: "x11", renderNodes: [])
                == .tryAccelerated)
        #expect(
            RendererPicker.plan(choice: .accelerated, headless: true, videoDriver: "dummy", renderNodes: [])
                == .software(ScreenText("cli.renderer_why_headless")))
    }

    @Test func mesasSoftwareOpenGLIsToldFromAGPUs() {
        #expect(RendererPicker.isSoftwareGL("llvmpipe (LLVM 15.0.6, 256 bits)"))
        #expect(RendererPicker.isSoftwareGL("Software Rasterizer"))
        #expect(RendererPicker.isSoftwareGL("softpipe"))
        #expect(!RendererPicker.isSoftwareGL("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
        #expect(!RendererPicker.isSoftwareGL("V3D 4.2"))
    }

    @Test func renderNodesAreFoundByName() throws {
        let temporary = TemporaryFolder(prefix: "tiltquiz-dri-")
        let folder = temporary.path
        for name in ["card0", "renderD129", "renderD128", "by-path"] {
            FileManager.default.createFile(atPath: folder + "/" + name, contents: nil)
        }
        #expect(RendererPicker.renderNodes(in: folder) == ["renderD128", "renderD129"])
        #expect(RendererPicker.renderNodes(in: folder + "/missing").isEmpty)
    }

    /// The start line on stderr is the operator's language: the config's, as every line of `play` is.
    @Test func theRenderersLineIsInTheOperatorsLanguage() throws {
        let noGPU = RendererDecision(accelerated: false, reason: ScreenText("cli.renderer_why_no_render_node"))
        #expect(try noGPU.line(in: .shipped("en")) == "software renderer (no GPU: no render node in /dev/dri)")
        #expect(try noGPU.line(in: .shipped("de")) == "Software-Renderer (keine GPU: kein Render-Knoten in /dev/dri)")
        let gpu = RendererDecision(
            accelerated: true,
            reason: ScreenText(
                "cli.renderer_why_configured_accelerated",
                ["what": .text(ScreenText("cli.renderer_why_sdl_renderer", ["name": .verbatim("opengles2")]))]))
        #expect(
            try gpu.line(in: .shipped("en"))
                == "accelerated renderer (display.renderer: accelerated in the config; SDL's opengles2 renderer)")
        #expect(
            try gpu.line(in: .shipped("es"))
                == "renderizado acelerado (display.renderer: accelerated en la configuración; el renderizador "
                + "opengles2 de SDL)")
    }
}
