// fontconfig's functions that FontMatcher.swift calls, forwarded to the library opened on demand.
#include "CFontconfig.h"

#include <CLazyLibrary.h>

// fontconfig keeps soname 1 across its 2.x versions (Debian's libfontconfig1).
static struct carousel_lazy_library fontconfig = CAROUSEL_LAZY_LIBRARY("libfontconfig.so.1");

int carousel_fontconfig_load(char *error, size_t size) {
  return carousel_lazy_load(&fontconfig, error, size);
}

CAROUSEL_FORWARD(fontconfig, FcConfig *, FcConfigGetCurrent, (void), ())
CAROUSEL_FORWARD(fontconfig, FcPattern *, FcNameParse, (const FcChar8 *name), (name))
CAROUSEL_FORWARD_VOID(fontconfig, FcPatternDestroy, (FcPattern * pattern), (pattern))
CAROUSEL_FORWARD(fontconfig, FcBool, FcConfigSubstitute,
                 (FcConfig * config, FcPattern *pattern, FcMatchKind kind),
                 (config, pattern, kind))
CAROUSEL_FORWARD_VOID(fontconfig, FcDefaultSubstitute, (FcPattern * pattern), (pattern))
CAROUSEL_FORWARD(fontconfig, FcPattern *, FcFontMatch,
                 (FcConfig * config, FcPattern *pattern, FcResult *result),
                 (config, pattern, result))
CAROUSEL_FORWARD(fontconfig, FcResult, FcPatternGetString,
                 (const FcPattern *pattern, const char *object, int index, FcChar8 **value),
                 (pattern, object, index, value))
CAROUSEL_FORWARD(fontconfig, FcResult, FcPatternGetInteger,
                 (const FcPattern *pattern, const char *object, int index, int *value),
                 (pattern, object, index, value))
