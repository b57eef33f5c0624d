// The C headers of SDL2, SDL2_image and SDL2_ttf, as Debian's -dev packages install them.
// Only SDLKit imports this module. SDL2 is linked; SDL_image's and SDL_ttf's functions are
// defined by CSDL2OnDemand, which opens their libraries on demand.
#ifndef CAROUSEL_CSDL2_SHIM_H
#define CAROUSEL_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_syswm.h>  // SDL_GetWindowWMInfo: the X display and window, for XInput2

#endif
