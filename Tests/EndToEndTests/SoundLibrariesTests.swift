import Testing

/// Sound effects play through SDL2's own audio: SDL_mixer, and the libraries Debian's build of it pulls
/// in (fluidsynth, instpatch, modplug, jack, opusfile, vorbisfile, ...), are not loaded at every start.
@Suite struct SoundLibrariesTests {
    /// Fails if a target links SDL2_mixer again (`ldd` lists the whole tree the binary loads).
    @Test func theGameLoadsNoSDLMixer() throws {
        let libraries = try DownloadsTests().loadedLibraries()
        #expect(libraries.contains { $0.hasPrefix("libSDL2-2.0.so") }, "ldd did not list SDL2: \(libraries)")
        let unwanted = libraries.filter {
            $0.contains("SDL2_mixer") || $0.contains("libfluidsynth") || $0.contains("libmodplug")
        }
        #expect(unwanted.isEmpty, "loaded at every start: \(unwanted)")
    }
}
