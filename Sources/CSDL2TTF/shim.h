#ifndef TILTQUIZ_CSDL2TTF_SHIM_H
#define TILTQUIZ_CSDL2TTF_SHIM_H
#include <SDL_ttf.h>
#endif
