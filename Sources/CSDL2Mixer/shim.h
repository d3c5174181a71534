#ifndef TILTQUIZ_CSDL2MIXER_SHIM_H
#define TILTQUIZ_CSDL2MIXER_SHIM_H
#include <SDL_mixer.h>
/* Mix_LoadWAV is a macro over Mix_LoadWAV_RW. */
static inline Mix_Chunk *tq_Mix_LoadWAV(const char *file) { return Mix_LoadWAV_RW(SDL_RWFromFile(file, "rb"), 1); }
#endif
