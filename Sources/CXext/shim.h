// The DPMS calls of libXext, over an Xlib connection of Carousel's own, as Debian's libxext-dev
// and libx11-dev install them. Only X11Probe's XlibDPMS imports this module: the screen
// turned off and on at night (SDL's own X connection is SDLKit's alone).
#ifndef CAROUSEL_CXEXT_SHIM_H
#define CAROUSEL_CXEXT_SHIM_H

#include <X11/Xlib.h>
#include <X11/extensions/dpms.h>

#endif
