// The C header of libwayland-client, as Debian's libwayland-dev installs it. Only WaylandProbe
// imports this module: Carousel asks the compositor one question before SDL starts.
#ifndef CAROUSEL_CWAYLANDCLIENT_SHIM_H
#define CAROUSEL_CWAYLANDCLIENT_SHIM_H

#include <wayland-client.h>

#endif
