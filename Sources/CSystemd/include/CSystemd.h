// libsystemd's sd-bus (libsystemd-dev): the D-Bus client the MPRIS surface speaks on the session
// bus. Only MPRISSurface's bus files import this module.
//
// The library is opened when the MPRIS surface starts (after the first picture is on screen),
// not at every start: it brings libgcrypt, liblzma, libzstd, liblz4 and libcap (docs/
// architecture.md, "Libraries opened on demand"). Call carousel_systemd_load() before any
// sd_bus function; the functions this module declares forward to the opened library.
#ifndef CAROUSEL_CSYSTEMD_H
#define CAROUSEL_CSYSTEMD_H

#include <stddef.h>
#include <systemd/sd-bus.h>

/// Opens libsystemd (thread-safe; a call after a failure tries again). Returns 1 when it is open;
/// otherwise 0, with the loader's reason in `error` (`size` bytes, always terminated).
int carousel_systemd_load(char *error, size_t size);

#endif
