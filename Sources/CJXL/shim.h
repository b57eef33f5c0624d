// libjxl (libjxl-dev): JPEG XL. Only PictureCodecs' JXLCodec.swift imports this module.
#ifndef CAROUSEL_CJXL_SHIM_H
#define CAROUSEL_CJXL_SHIM_H

#include <jxl/decode.h>

#endif
