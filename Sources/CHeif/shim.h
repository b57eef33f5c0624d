// libheif (libheif-dev): HEIC and AVIF. Only PictureCodecs' HEIFCodec.swift imports this module.
#ifndef CAROUSEL_CHEIF_SHIM_H
#define CAROUSEL_CHEIF_SHIM_H

#include <libheif/heif.h>

#endif
