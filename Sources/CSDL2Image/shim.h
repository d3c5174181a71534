#ifndef TILTQUIZ_CSDL2IMAGE_SHIM_H
#define TILTQUIZ_CSDL2IMAGE_SHIM_H
#include <SDL_image.h>
#endif
