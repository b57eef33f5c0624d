// The C headers of libsystemd, as Debian's libsystemd-dev installs them: sd-bus, the D-Bus
// client the MPRIS surface speaks on the session bus. Only MPRISSurface's bus files import this
// module.
#ifndef CAROUSEL_CSYSTEMD_SHIM_H
#define CAROUSEL_CSYSTEMD_SHIM_H

#include <systemd/sd-bus.h>

#endif
