// giflib's functions that GIFCodec.swift calls, forwarded to the library opened on demand.
#include "CGIF.h"

#include <CLazyLibrary.h>

// giflib 5.2 (Debian's libgif7); the soname follows its ABI, not GIFLIB_MAJOR.
static struct carousel_lazy_library gif = CAROUSEL_LAZY_LIBRARY("libgif.so.7");

int carousel_gif_load(char *error, size_t size) { return carousel_lazy_load(&gif, error, size); }

CAROUSEL_FORWARD(gif, GifFileType *, DGifOpen, (void *user, InputFunc read, int *error),
                 (user, read, error))
CAROUSEL_FORWARD(gif, int, DGifCloseFile, (GifFileType * file, int *error), (file, error))
CAROUSEL_FORWARD(gif, int, DGifGetRecordType, (GifFileType * file, GifRecordType *type),
                 (file, type))
CAROUSEL_FORWARD(gif, int, DGifGetImageDesc, (GifFileType * file), (file))
CAROUSEL_FORWARD(gif, int, DGifGetLine, (GifFileType * file, GifPixelType *line, int length),
                 (file, line, length))
CAROUSEL_FORWARD(gif, int, DGifGetExtension,
                 (GifFileType * file, int *code, GifByteType **extension), (file, code, extension))
CAROUSEL_FORWARD(gif, int, DGifGetExtensionNext, (GifFileType * file, GifByteType **extension),
                 (file, extension))
CAROUSEL_FORWARD(gif, const char *, GifErrorString, (int code), (code))
