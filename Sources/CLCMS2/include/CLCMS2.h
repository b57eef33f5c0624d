// Little CMS 2 (liblcms2-dev): embedded ICC profiles converted to sRGB. Only PictureCodecs'
// ColorProfile.swift imports this module.
//
// The library is opened on the first picture with a profile, not at start (docs/
// architecture.md, "Libraries opened on demand"). Call carousel_lcms2_load() before any cms
// function; the functions this module declares forward to the opened library.
#ifndef CAROUSEL_CLCMS2_H
#define CAROUSEL_CLCMS2_H

#include <lcms2.h>
#include <stddef.h>

// The pixel format of Carousel's packed 0xAARRGGBB pixels on little-endian hosts: bytes B, G, R,
// A (lcms2's format macros do not reach Swift).
static const cmsUInt32Number carousel_type_bgra_8 = TYPE_BGRA_8;

/// Opens Little CMS (thread-safe; a call after a failure tries again). Returns 1 when it is open;
/// otherwise 0, with the loader's reason in `error` (`size` bytes, always terminated).
int carousel_lcms2_load(char *error, size_t size);

#endif
