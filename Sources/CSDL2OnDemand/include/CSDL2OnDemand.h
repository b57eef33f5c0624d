// SDL_image and SDL_ttf, opened on demand rather than linked: SDL_image brings libtiff (with
// LERC, JBIG, libdeflate, zstd, lzma) and libwebp, SDL_ttf brings FreeType and HarfBuzz (with
// graphite2, GLib, PCRE2, Brotli), and the first picture needs none of them (docs/
// architecture.md, "Libraries opened on demand"). Only SDLKit imports this module.
//
// The functions SDLKit calls are declared by CSDL2's shim.h (SDL_image.h, SDL_ttf.h) and
// defined here as forwarders to the opened library. This header includes no SDL header, so
// that SDL's types are CSDL2's alone: call carousel_sdl_image_load() or carousel_sdl_ttf_load()
// before any IMG_ or TTF_ function.
#ifndef CAROUSEL_CSDL2ONDEMAND_H
#define CAROUSEL_CSDL2ONDEMAND_H

#include <stddef.h>

/// Opens SDL_image (thread-safe; a call after a failure tries again). Returns 1 when it is open;
/// otherwise 0, with the loader's reason in `error` (`size` bytes, always terminated).
int carousel_sdl_image_load(char *error, size_t size);

/// Opens SDL_ttf (thread-safe), as carousel_sdl_image_load().
int carousel_sdl_ttf_load(char *error, size_t size);

/// Whether SDL_ttf was opened already; never opens it.
int carousel_sdl_ttf_opened(void);

#endif
