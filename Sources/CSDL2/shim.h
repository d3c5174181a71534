#ifndef TILTQUIZ_CSDL2_SHIM_H
#define TILTQUIZ_CSDL2_SHIM_H
#include <SDL.h>

/* Macros Swift cannot import, as functions. */
static inline Uint32 tq_SDL_WINDOWPOS_CENTERED(void) { return SDL_WINDOWPOS_CENTERED; }
static inline Uint32 tq_SDL_WINDOWPOS_UNDEFINED(void) { return SDL_WINDOWPOS_UNDEFINED; }
static inline SDL_RWops *tq_SDL_RWFromConstMem(const void *mem, int size) { return SDL_RWFromConstMem(mem, size); }
static inline Uint32 tq_SDL_PIXELFORMAT_ARGB8888(void) { return SDL_PIXELFORMAT_ARGB8888; }
static inline Uint32 tq_SDL_PIXELFORMAT_ABGR8888(void) { return SDL_PIXELFORMAT_ABGR8888; }
static inline Uint32 tq_SDL_TOUCH_MOUSEID(void) { return SDL_TOUCH_MOUSEID; }
static inline SDL_AudioSpec *tq_SDL_LoadWAV(const char *file, SDL_AudioSpec *spec, Uint8 **buffer, Uint32 *length) {
    return SDL_LoadWAV(file, spec, buffer, length);
}

/* The GL_RENDERER string of the current OpenGL context (an accelerated SDL
   renderer makes its own current), such as "llvmpipe (LLVM 15.0.6, 256 bits)"
   or "Mesa Intel(R) UHD Graphics 620"; NULL without one. */
static inline const char *tq_gl_renderer(void) {
    typedef const unsigned char *(*GetString)(unsigned int);
    GetString get = (GetString)SDL_GL_GetProcAddress("glGetString");
    return get ? (const char *)get(0x1F01) : NULL;
}
#endif
