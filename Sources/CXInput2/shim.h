// The C headers of Xlib and the X Input Extension 2 (libXi), as Debian's libx11-dev and libxi-dev
// install them. Only SDLKit imports this module: it reads XInput2 smooth-scroll valuators and
// gesture events on the X connection SDL opened (docs/physics.md §8d).
#ifndef CAROUSEL_CXINPUT2_SHIM_H
#define CAROUSEL_CXINPUT2_SHIM_H

#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

#endif
