// libpng (libpng-dev), called directly rather than through SDL_image, so that every read past
// the end of the file fails the decode and the library's own limits apply. Only PictureCodecs'
// PNGCodec.swift imports this module.
//
// libpng reports errors by longjmp, which Swift cannot catch: each step that may fail runs in a
// small C function below that sets the jump buffer first and returns 0 on success or -1 after
// an error, whose message is then in `state->message`.
#ifndef CAROUSEL_CPNG_SHIM_H
#define CAROUSEL_CPNG_SHIM_H

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct carousel_png_state {
  png_structp png;
  png_infop info;
  const unsigned char *data;
  size_t size;
  size_t offset;
  char message[200];
} carousel_png_state;

// Reads from memory; a read past the end is an error (libpng then stops), never a short read.
static void carousel_png_read(png_structp png, png_bytep out, size_t length) {
  carousel_png_state *state = (carousel_png_state *)png_get_io_ptr(png);
  if (length > state->size - state->offset) {
    png_error(png, "the file ends before the data its chunks declare");
  }
  memcpy(out, state->data + state->offset, length);
  state->offset += length;
}

static void carousel_png_error(png_structp png, png_const_charp message) {
  carousel_png_state *state = (carousel_png_state *)png_get_error_ptr(png);
  strncpy(state->message, message ? message : "libpng error", sizeof state->message - 1);
  png_longjmp(png, 1);
}

// Warnings are not errors and not worth a line on stderr.
static void carousel_png_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

// Starts reading `size` bytes at `data` (kept alive by the caller until carousel_png_end) and
// reads every chunk up to the first IDAT, under libpng's limits: pictures wider or taller than
// `max_side` pixels, ancillary chunks needing more than `chunk_max` bytes, and more than
// `chunk_count_max` ancillary chunks are errors. Text chunks are skipped unread.
static inline int carousel_png_begin(
    carousel_png_state *state, const unsigned char *data, size_t size, unsigned max_side,
    size_t chunk_max, unsigned chunk_count_max) {
  memset(state, 0, sizeof *state);
  state->data = data;
  state->size = size;
  state->png = png_create_read_struct(
      PNG_LIBPNG_VER_STRING, state, carousel_png_error, carousel_png_warning);
  if (!state->png) return -1;
  state->info = png_create_info_struct(state->png);
  if (!state->info) return -1;
  if (setjmp(png_jmpbuf(state->png))) return -1;
  png_set_user_limits(state->png, max_side, max_side);
  png_set_chunk_malloc_max(state->png, chunk_max);
  png_set_chunk_cache_max(state->png, chunk_count_max);
  static const png_byte ignored[] = "tEXt\0zTXt\0iTXt\0sPLT\0hIST\0tIME\0pCAL\0sCAL\0";
  png_set_keep_unknown_chunks(state->png, PNG_HANDLE_CHUNK_NEVER, ignored, 8);
  png_set_read_fn(state->png, state, carousel_png_read);
  png_read_info(state->png, state->info);
  return 0;
}

// Sets the transformations to 8-bit RGBA (palettes, grey, transparency and 16-bit samples
// converted; 16-bit rounded) and reads the whole picture into `rows`, which hold at least
// width * 4 bytes each, `height` of them.
static inline int carousel_png_read_rgba(carousel_png_state *state, unsigned char **rows) {
  if (setjmp(png_jmpbuf(state->png))) return -1;
  png_structp png = state->png;
  png_infop info = state->info;
  int color = png_get_color_type(png, info);
  if (png_get_bit_depth(png, info) == 16) png_set_scale_16(png);
  if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color == PNG_COLOR_TYPE_GRAY && png_get_bit_depth(png, info) < 8) {
    png_set_expand_gray_1_2_4_to_8(png);
  }
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  png_read_image(png, rows);
  return 0;
}

// The embedded ICC profile (iCCP), or NULL; valid until carousel_png_end.
static inline const unsigned char *carousel_png_icc(carousel_png_state *state, unsigned *length) {
  png_charp name = NULL;
  int compression = 0;
  png_bytep profile = NULL;
  png_uint_32 size = 0;
  if (!png_get_valid(state->png, state->info, PNG_INFO_iCCP)) return NULL;
  png_get_iCCP(state->png, state->info, &name, &compression, &profile, &size);
  *length = size;
  return profile;
}

static inline void carousel_png_end(carousel_png_state *state) {
  if (state->png) png_destroy_read_struct(&state->png, state->info ? &state->info : NULL, NULL);
  state->png = NULL;
  state->info = NULL;
}

// A PNG being written into memory: the bytes so far (malloc'd; the caller frees them with
// carousel_png_buffer_free) and libpng's last error.
typedef struct carousel_png_buffer {
  unsigned char *bytes;
  size_t count;
  size_t capacity;
  char message[200];
} carousel_png_buffer;

static void carousel_png_append(png_structp png, png_bytep data, size_t length) {
  carousel_png_buffer *buffer = (carousel_png_buffer *)png_get_io_ptr(png);
  if (buffer->count + length > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity * 2 : 65536;
    while (capacity < buffer->count + length) capacity *= 2;
    unsigned char *grown = (unsigned char *)realloc(buffer->bytes, capacity);
    if (!grown) png_error(png, "out of memory");
    buffer->bytes = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->count, data, length);
  buffer->count += length;
}

static void carousel_png_flush(png_structp png) { (void)png; }

static void carousel_png_write_error(png_structp png, png_const_charp message) {
  carousel_png_buffer *buffer = (carousel_png_buffer *)png_get_error_ptr(png);
  strncpy(buffer->message, message ? message : "libpng error", sizeof buffer->message - 1);
  png_longjmp(png, 1);
}

// Encodes `height` rows of `width` 8-bit RGBA pixels (`rows`) as a PNG into `buffer`, with
// `count` tEXt chunks of Latin-1 `keys` and `values` before the pixels (the freedesktop
// thumbnail specification's Thumb::URI and Thumb::MTime). 0 on success, -1 after an error,
// whose message is in `buffer->message`.
static inline int carousel_png_encode(
    unsigned char **rows, unsigned width, unsigned height, const char **keys,
    const char **values, int count, carousel_png_buffer *buffer) {
  png_structp png = png_create_write_struct(
      PNG_LIBPNG_VER_STRING, buffer, carousel_png_write_error, carousel_png_warning);
  if (!png) return -1;
  png_infop info = png_create_info_struct(png);
  if (!info || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, info ? &info : NULL);
    return -1;
  }
  png_set_write_fn(png, buffer, carousel_png_append, carousel_png_flush);
  png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
      PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_text texts[8];
  int used = count < 8 ? count : 8;
  for (int i = 0; i < used; i++) {
    memset(&texts[i], 0, sizeof texts[i]);
    texts[i].compression = PNG_TEXT_COMPRESSION_NONE;
    texts[i].key = (png_charp)keys[i];
    texts[i].text = (png_charp)values[i];
    texts[i].text_length = strlen(values[i]);
  }
  if (used > 0) png_set_text(png, info, texts, used);
  png_write_info(png, info);
  png_write_image(png, rows);
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  return 0;
}

static inline void carousel_png_buffer_free(carousel_png_buffer *buffer) {
  free(buffer->bytes);
  buffer->bytes = NULL;
  buffer->count = buffer->capacity = 0;
}

#endif
