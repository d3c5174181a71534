import CSDL2

/// A render-target texture of the game's size that the game draws into upright
/// and that is turned onto the panel when the frame is shown.
final class RotatedCanvas {
    let transform: PanelTransform
    private let renderer: OpaquePointer
    private let texture: OpaquePointer

    init(renderer: OpaquePointer, transform: PanelTransform) throws(ScreenError) {
        let size = transform.gameSize
        let format = tq_SDL_PIXELFORMAT_ARGB8888()
        let access = Int32(SDL_TEXTUREACCESS_TARGET.rawValue)
        guard
            let texture = SDL_CreateTexture(renderer, format, access, Int32(size.width), Int32(size.height))
        else {
            throw ScreenError.sdl("cannot make a \(Int(size.width))x\(Int(size.height)) canvas to rotate")
        }
        // The frame replaces what the panel showed: no blending with the old picture.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        self.renderer = renderer
        self.texture = texture
        self.transform = transform
    }

    /// Sends the drawing that follows into the canvas.
    func drawInto() {
        SDL_SetRenderTarget(renderer, texture)
    }

    /// Draws the canvas onto the panel, turned clockwise by the rotation.
    func copyToPanel() {
        SDL_SetRenderTarget(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        let game = transform.gameSize
        let panel = transform.panelSize
        // SDL turns the picture about its centre: centre the unturned rectangle on the panel.
        var destination = SDL_Rect(
            x: Int32(((panel.width - game.width) / 2).rounded()),
            y: Int32(((panel.height - game.height) / 2).rounded()),
            w: Int32(game.width), h: Int32(game.height))
        SDL_RenderCopyEx(
            renderer, texture, nil, &destination, Double(transform.rotation.degrees), nil, SDL_FLIP_NONE)
    }

    func destroy() {
        SDL_DestroyTexture(texture)
    }
}
