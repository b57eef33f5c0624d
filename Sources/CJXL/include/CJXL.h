// libjxl (libjxl-dev): JPEG XL. Only PictureCodecs' JXLCodec.swift imports this module.
//
// The library is loaded on the first JPEG XL file, not at start: libjxl brings Highway, whose
// start-up timer calibration alone costs about 2 ms, and with Brotli about 4 ms of every start
// (docs/architecture.md, "Libraries opened on demand"). Call carousel_jxl_load() before
// any Jxl function; the functions this module declares forward to the loaded library.
#ifndef CAROUSEL_CJXL_H
#define CAROUSEL_CJXL_H

#include <jxl/decode.h>
#include <stddef.h>

/// Loads libjxl (thread-safe; a call after a failure tries again). Returns 1 when it is loaded;
/// otherwise 0, with the loader's reason in `error` (`size` bytes, always terminated).
int carousel_jxl_load(char *error, size_t size);

#endif
