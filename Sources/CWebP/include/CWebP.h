// libwebp's demuxer and animation decoder (libwebp-dev): WebP animations, frame by frame, and
// its advanced decoding API for stills. Only PictureCodecs' WebPCodec.swift imports this module.
//
// libwebpdemux (with the libwebp it links) is opened on the first WebP, not at start (docs/
// architecture.md, "Libraries opened on demand"). Call carousel_webp_load() before any WebP
// function; the functions this module declares forward to the opened library (the header's
// inline functions call its ...Internal ones, which are forwarded).
#ifndef CAROUSEL_CWEBP_H
#define CAROUSEL_CWEBP_H

#include <stddef.h>
#include <webp/decode.h>
#include <webp/demux.h>

/// Opens libwebpdemux (thread-safe; a call after a failure tries again). Returns 1 when it is open;
/// otherwise 0, with the loader's reason in `error` (`size` bytes, always terminated).
int carousel_webp_load(char *error, size_t size);

#endif
