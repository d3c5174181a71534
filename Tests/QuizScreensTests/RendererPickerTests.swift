import Foundation
import QuizConfig
import TestSupport
import Testing

@testable import QuizScreens

/// How the renderer is chosen, before any window exists.
@Suite struct RendererPickerTests {
    @Test func autoDrawsInSoftwareWithoutAGPUAndTriesTheGPUWhenThereIsOne() {
        let none = RendererPicker.plan(choice: .auto, headless: false, videoDriver: "x11", renderNodes: [])
        #expect(none == .software("no GPU: no render node in /dev/dri"))
        let gpu = RendererPicker.plan(
            choice: .auto, headless: false, videoDriver: "kmsdrm", renderNodes: ["renderD128"])
        #expect(gpu == .tryAccelerated)
        let dummy = RendererPicker.plan(
            choice: .auto, headless: false, videoDriver: "dummy", renderNodes: ["renderD128"])
        #expect(dummy == .software("the dummy video driver"))
    }

    @Test func theConfigWinsExceptHeadless() {
        #expect(
            RendererPicker.plan(choice: .software, headless: false, videoDriver: "x11", renderNodes: ["renderD128"])
                == .software("display.renderer: software"))
        #expect(
            RendererPicker.plan(choice: .accelerated, headless: false, videoDriver: "x11", renderNodes: [])
                == .tryAccelerated)
        #expect(
            RendererPicker.plan(choice: .accelerated, headless: true, videoDriver: "dummy", renderNodes: [])
                == .software("headless"))
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
}
