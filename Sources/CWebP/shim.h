// libwebp's demuxer and animation decoder (libwebp-dev): WebP stills and animations, frame by
// frame. Only PictureCodecs' WebPCodec.swift imports this module.
#ifndef CAROUSEL_CWEBP_SHIM_H
#define CAROUSEL_CWEBP_SHIM_H

#include <webp/decode.h>
#include <webp/demux.h>

#endif
