// fontconfig (libfontconfig-dev): how Linux programs find fonts by name. Only SystemFonts
// imports this module.
//
// The library is opened on the first font asked for, after the first picture is on screen, not
// at start (docs/architecture.md, "Libraries opened on demand"). Call carousel_fontconfig_load()
// before any Fc function; the functions this module declares forward to the opened library.
#ifndef CAROUSEL_CFONTCONFIG_H
#define CAROUSEL_CFONTCONFIG_H

#include <fontconfig/fontconfig.h>
#include <stddef.h>

/// Opens fontconfig (thread-safe; a call after a failure tries again). Returns 1 when it is open;
/// otherwise 0, with the loader's reason in `error` (`size` bytes, always terminated).
int carousel_fontconfig_load(char *error, size_t size);

#endif
