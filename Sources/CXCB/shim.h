// The C header of libxcb, as Debian's libxcb1-dev installs it. Only X11Probe imports this
// module: Carousel asks the X server for its screen's size before SDL starts (SDL links libxcb
// itself, through Xlib, so this loads nothing more).
#ifndef CAROUSEL_CXCB_SHIM_H
#define CAROUSEL_CXCB_SHIM_H

#include <xcb/xcb.h>

#endif
