// SDL_image's and SDL_ttf's functions that SDLKit calls, forwarded to the libraries opened on
// demand. A new function needs one CAROUSEL_FORWARD line here; the linker names any missing.
#include "CSDL2OnDemand.h"

#include <CLazyLibrary.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>

// Both keep soname 2.0.0 across SDL 2's versions (Debian's libsdl2-image-2.0-0,
// libsdl2-ttf-2.0-0).
static struct carousel_lazy_library image = CAROUSEL_LAZY_LIBRARY("libSDL2_image-2.0.so.0");
static struct carousel_lazy_library ttf = CAROUSEL_LAZY_LIBRARY("libSDL2_ttf-2.0.so.0");

int carousel_sdl_image_load(char *error, size_t size) {
  return carousel_lazy_load(&image, error, size);
}
int carousel_sdl_ttf_load(char *error, size_t size) { return carousel_lazy_load(&ttf, error, size); }
int carousel_sdl_ttf_opened(void) { return carousel_lazy_opened(&ttf); }

CAROUSEL_FORWARD(image, int, IMG_Init, (int flags), (flags))
CAROUSEL_FORWARD(image, SDL_Surface *, IMG_Load, (const char *file), (file))
CAROUSEL_FORWARD(image, SDL_Surface *, IMG_LoadTyped_RW,
                 (SDL_RWops * source, int freesrc, const char *type), (source, freesrc, type))
CAROUSEL_FORWARD(image, SDL_Surface *, IMG_LoadSizedSVG_RW,
                 (SDL_RWops * source, int width, int height), (source, width, height))
CAROUSEL_FORWARD(image, int, IMG_SaveJPG, (SDL_Surface * surface, const char *file, int quality),
                 (surface, file, quality))
CAROUSEL_FORWARD(image, int, IMG_SavePNG, (SDL_Surface * surface, const char *file),
                 (surface, file))

CAROUSEL_FORWARD(ttf, int, TTF_Init, (void), ())
CAROUSEL_FORWARD(ttf, int, TTF_WasInit, (void), ())
CAROUSEL_FORWARD_VOID(ttf, TTF_Quit, (void), ())
CAROUSEL_FORWARD(ttf, TTF_Font *, TTF_OpenFontIndex, (const char *file, int size, long index),
                 (file, size, index))
CAROUSEL_FORWARD_VOID(ttf, TTF_CloseFont, (TTF_Font * font), (font))
CAROUSEL_FORWARD(ttf, int, TTF_FontLineSkip, (const TTF_Font *font), (font))
CAROUSEL_FORWARD(ttf, int, TTF_GetFontStyle, (const TTF_Font *font), (font))
CAROUSEL_FORWARD_VOID(ttf, TTF_SetFontStyle, (TTF_Font * font, int style), (font, style))
CAROUSEL_FORWARD(ttf, int, TTF_SetFontDirection, (TTF_Font * font, TTF_Direction direction),
                 (font, direction))
CAROUSEL_FORWARD_VOID(ttf, TTF_GetHarfBuzzVersion, (int *major, int *minor, int *patch),
                      (major, minor, patch))
CAROUSEL_FORWARD(ttf, int, TTF_GlyphIsProvided32, (TTF_Font * font, Uint32 ch), (font, ch))
CAROUSEL_FORWARD(ttf, int, TTF_SizeUTF8, (TTF_Font * font, const char *text, int *w, int *h),
                 (font, text, w, h))
CAROUSEL_FORWARD(ttf, SDL_Surface *, TTF_RenderUTF8_Blended,
                 (TTF_Font * font, const char *text, SDL_Color color), (font, text, color))
