// libjxl's functions that JXLCodec.swift calls, forwarded to the library loaded on demand.
#include "CJXL.h"

#include <CLazyLibrary.h>
#include <jxl/version.h>

#define CAROUSEL_SONAME(major, minor) "libjxl.so." CAROUSEL_STRING(major) "." CAROUSEL_STRING(minor)

static struct carousel_lazy_library jxl =
    CAROUSEL_LAZY_LIBRARY(CAROUSEL_SONAME(JPEGXL_MAJOR_VERSION, JPEGXL_MINOR_VERSION));

int carousel_jxl_load(char *error, size_t size) { return carousel_lazy_load(&jxl, error, size); }

CAROUSEL_FORWARD(jxl, JxlDecoder *, JxlDecoderCreate, (const JxlMemoryManager *manager),
                 (manager))
CAROUSEL_FORWARD_VOID(jxl, JxlDecoderDestroy, (JxlDecoder * dec), (dec))
CAROUSEL_FORWARD_VOID(jxl, JxlDecoderCloseInput, (JxlDecoder * dec), (dec))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderSetInput,
                 (JxlDecoder * dec, const uint8_t *data, size_t size), (dec, data, size))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderSubscribeEvents,
                 (JxlDecoder * dec, int events), (dec, events))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderProcessInput, (JxlDecoder * dec), (dec))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderGetBasicInfo,
                 (const JxlDecoder *dec, JxlBasicInfo *info), (dec, info))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderGetICCProfileSize,
                 (const JxlDecoder *dec, const JxlPixelFormat *format,
                  JxlColorProfileTarget target, size_t *size),
                 (dec, format, target, size))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderGetColorAsICCProfile,
                 (const JxlDecoder *dec, const JxlPixelFormat *format,
                  JxlColorProfileTarget target, uint8_t *profile, size_t size),
                 (dec, format, target, profile, size))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderGetColorAsEncodedProfile,
                 (const JxlDecoder *dec, const JxlPixelFormat *format,
                  JxlColorProfileTarget target, JxlColorEncoding *encoding),
                 (dec, format, target, encoding))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderImageOutBufferSize,
                 (const JxlDecoder *dec, const JxlPixelFormat *format, size_t *size),
                 (dec, format, size))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderSetImageOutBuffer,
                 (JxlDecoder * dec, const JxlPixelFormat *format, void *buffer, size_t size),
                 (dec, format, buffer, size))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderSetDecompressBoxes,
                 (JxlDecoder * dec, JXL_BOOL decompress), (dec, decompress))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderGetBoxType,
                 (JxlDecoder * dec, JxlBoxType type, JXL_BOOL decompressed),
                 (dec, type, decompressed))
CAROUSEL_FORWARD(jxl, JxlDecoderStatus, JxlDecoderSetBoxBuffer,
                 (JxlDecoder * dec, uint8_t *data, size_t size), (dec, data, size))
CAROUSEL_FORWARD(jxl, size_t, JxlDecoderReleaseBoxBuffer, (JxlDecoder * dec), (dec))
