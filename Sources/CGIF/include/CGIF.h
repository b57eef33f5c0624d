// giflib (libgif-dev): every frame of a GIF, one line at a time. Only PictureCodecs'
// GIFCodec.swift imports this module.
//
// The library is opened on the first GIF, not at start (docs/architecture.md, "Libraries opened
// on demand"). Call carousel_gif_load() before any giflib function; the functions this module
// declares forward to the opened library.
#ifndef CAROUSEL_CGIF_H
#define CAROUSEL_CGIF_H

#include <gif_lib.h>
#include <stddef.h>

/// Opens giflib (thread-safe; a call after a failure tries again). Returns 1 when it is open;
/// otherwise 0, with the loader's reason in `error` (`size` bytes, always terminated).
int carousel_gif_load(char *error, size_t size);

#endif
