// libheif (libheif-dev): HEIC and AVIF. Only PictureCodecs' HEIFCodec.swift imports this module.
//
// The library is loaded on the first HEIF file, not at start: libheif brings x265, libde265,
// dav1d and aom, about 5 ms of every start (docs/architecture.md, "Codec libraries loaded on
// demand"). Call carousel_heif_load() before any heif function; the functions this module
// declares forward to the loaded library.
#ifndef CAROUSEL_CHEIF_H
#define CAROUSEL_CHEIF_H

#include <libheif/heif.h>
#include <stddef.h>

/// Loads libheif (thread-safe; a call after a failure tries again). Returns 1 when it is loaded;
/// otherwise 0, with the loader's reason in `error` (`size` bytes, always terminated).
int carousel_heif_load(char *error, size_t size);

#endif
