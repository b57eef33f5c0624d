// libwebpdemux's functions that WebPCodec.swift calls, and libwebp's (which it links, so dlsym
// on its handle finds them), forwarded to the library opened on demand.
#include "CWebP.h"

#include <CLazyLibrary.h>

// Debian's libwebpdemux2; WEBP_DEMUX_ABI_VERSION, passed by the header's inline functions,
// checks the rest.
static struct carousel_lazy_library demux = CAROUSEL_LAZY_LIBRARY("libwebpdemux.so.2");

int carousel_webp_load(char *error, size_t size) { return carousel_lazy_load(&demux, error, size); }

CAROUSEL_FORWARD(demux, int, WebPAnimDecoderOptionsInitInternal,
                 (WebPAnimDecoderOptions * options, int version), (options, version))
CAROUSEL_FORWARD(demux, WebPAnimDecoder *, WebPAnimDecoderNewInternal,
                 (const WebPData *data, const WebPAnimDecoderOptions *options, int version),
                 (data, options, version))
CAROUSEL_FORWARD(demux, int, WebPAnimDecoderGetInfo,
                 (const WebPAnimDecoder *decoder, WebPAnimInfo *info), (decoder, info))
CAROUSEL_FORWARD(demux, int, WebPAnimDecoderGetNext,
                 (WebPAnimDecoder * decoder, uint8_t **buffer, int *timestamp),
                 (decoder, buffer, timestamp))
CAROUSEL_FORWARD(demux, int, WebPAnimDecoderHasMoreFrames, (const WebPAnimDecoder *decoder),
                 (decoder))
CAROUSEL_FORWARD_VOID(demux, WebPAnimDecoderDelete, (WebPAnimDecoder * decoder), (decoder))

// Stills: libwebp's advanced decoding API (decode.h), straight into the caller's pixels.
CAROUSEL_FORWARD(demux, int, WebPInitDecoderConfigInternal, (WebPDecoderConfig * config, int version),
                 (config, version))
CAROUSEL_FORWARD(demux, VP8StatusCode, WebPGetFeaturesInternal,
                 (const uint8_t *data, size_t size, WebPBitstreamFeatures *features, int version),
                 (data, size, features, version))
CAROUSEL_FORWARD(demux, VP8StatusCode, WebPDecode,
                 (const uint8_t *data, size_t size, WebPDecoderConfig *config), (data, size, config))
CAROUSEL_FORWARD_VOID(demux, WebPFreeDecBuffer, (WebPDecBuffer * buffer), (buffer))
