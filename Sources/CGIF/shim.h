// giflib (libgif-dev, which ships no pkg-config file): every frame of a GIF, one line at a time.
// Only PictureCodecs' GIFCodec.swift imports this module.
#ifndef CAROUSEL_CGIF_SHIM_H
#define CAROUSEL_CGIF_SHIM_H

#include <gif_lib.h>

#endif
