// Little CMS 2 (liblcms2-dev): embedded ICC profiles converted to sRGB. Only PictureCodecs'
// ColorProfile.swift imports this module.
#ifndef CAROUSEL_CLCMS2_SHIM_H
#define CAROUSEL_CLCMS2_SHIM_H

#include <lcms2.h>

// The pixel format of Carousel's packed 0xAARRGGBB pixels on little-endian hosts: bytes B, G, R,
// A (lcms2's format macros do not reach Swift).
static const cmsUInt32Number carousel_type_bgra_8 = TYPE_BGRA_8;

#endif
